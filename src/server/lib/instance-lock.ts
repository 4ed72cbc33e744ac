import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * One server process per SQLite file: a second one would keep its own in-process state
 * (live notifications, counters) and its users would silently miss each other's events.
 * The lock is a file beside the database holding the owner's process id, made with an
 * exclusive create; a lock whose process is gone (kill -9) is taken over.
 * Several instances need PostgreSQL (README: "Várias instâncias").
 */
export function lockSqliteFile(databaseFile: string): () => void {
  const lockPath = `${databaseFile}.lock`;
  // A fresh clone has no data/ yet: the lock comes before the database creates its folder.
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Outro processo (pid ${owner}) já usa o banco SQLite ${databaseFile}. Várias instâncias precisam de PostgreSQL (DATABASE_URL=postgres://…); ` +
            `se nenhum outro servidor estiver rodando, apague ${lockPath}.`,
        );
      }
      try {
        unlinkSync(lockPath); // stale: its process is gone
      } catch {
        // another starter removed it first; try again
      }
    }
  }
  throw new Error(`Não foi possível travar ${lockPath}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
