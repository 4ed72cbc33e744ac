import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockSqliteFile } from './instance-lock.ts';

describe('one process per SQLite file', () => {
  it('locks a database whose folder does not exist yet (a fresh clone), refuses a second lock while held, and releases', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'eduia-lock-')), 'data', 'novo', 'eduia.db');
    const release = lockSqliteFile(file);
    expect(existsSync(`${file}.lock`)).toBe(true);
    release();
    expect(existsSync(`${file}.lock`)).toBe(false);
    // Held by another live process (pid 1 always is): refused, with what to do.
    writeFileSync(`${file}.lock`, '1');
    expect(() => lockSqliteFile(file)).toThrow(/já usa o banco SQLite/);
  });
});
