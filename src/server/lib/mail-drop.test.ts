import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MailDrop } from './mail-drop.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dropIn(): Promise<{ drop: MailDrop; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'mail-drop-'));
  dirs.push(dir);
  return { drop: new MailDrop(dir), dir };
}

function mail(n: number) {
  return { id: `m${n}`, date: new Date(0).toISOString(), from: 'EduIA <no-reply@eduia.local>', to: `a${n}@x.com`, subject: 'Assunto', text: 'ç'.repeat(1_000_000) };
}

describe('MailDrop', () => {
  it('reads every message whole while others are being written (a reader never parses half a file)', async () => {
    const { drop } = await dropIn();
    let writing = true;
    const writes = Promise.all(Array.from({ length: 60 }, (_, n) => drop.write(mail(n)))).finally(() => {
      writing = false;
    });
    let reads = 0;
    while (writing) {
      for (const read of await drop.readAll()) expect(read.text).toHaveLength(1_000_000);
      reads += 1;
    }
    await writes;
    expect(reads).toBeGreaterThan(0);
    expect((await drop.readAll()).map((read) => read.to).sort()).toEqual(Array.from({ length: 60 }, (_, n) => `a${n}@x.com`).sort());
  });

  it('leaves only the finished messages in its directory, readable by its owner alone', async () => {
    const { drop, dir } = await dropIn();
    await drop.write(mail(1));
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/-m1\.json$/);
    expect((await stat(join(dir, names[0]!))).mode & 0o777).toBe(0o600);
  });
});
