import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Where a message goes when no SMTP server is configured: one file per message, complete
// (its links included), in a directory only the server's operator can read (0700, files
// 0600): the local mail spool of the installation. The admin outbox keeps the same message
// without its secret links, so the person who follows a reset or confirmation link is the
// one who reads this directory or the mailbox, never another admin
// (docs/decisions/outbox-keeps-no-secrets.md).

export interface DroppedMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

let sequence = 0;

export class MailDrop {
  constructor(private readonly dir: string) {}

  async write(mail: DroppedMail): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Wall-clock time and a counter: file names sort in the order the messages were written.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}-${mail.id}.json`;
    // Written under a name readers skip, then renamed: a reader never sees half a message.
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    await rename(partial, join(this.dir, name));
  }

  /** Every message written so far, oldest first (the test helper and the operator's scripts read them). */
  async readAll(): Promise<DroppedMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.json')).sort();
    } catch {
      return [];
    }
    return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(this.dir, name), 'utf8')) as DroppedMail));
  }
}
