import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { dialectOf, type DialectName } from './database.ts';
import { lockSqliteFile } from '../lib/instance-lock.ts';

/**
 * Backups taken while the platform runs (docs/decisions/backups-while-running.md).
 *
 * A backup is a folder: `manifest.json`, the database (`database.sqlite`, a copy made with
 * SQLite's online backup API, or `database.dump`, `pg_dump`'s custom format) and `uploads/`,
 * copied after the database so every file a backed-up row names was already written.
 * Both database copies are one consistent snapshot: every write acknowledged before the
 * backup started is in it, and no half of a transaction is.
 */

const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'database.sqlite';
const PG_FILE = 'database.dump';
const UPLOADS = 'uploads';

interface Manifest {
  format: 1;
  dialect: DialectName;
  createdAt: string;
  database: string;
  uploads: number;
}

export interface BackupOptions {
  databaseUrl: string;
  uploadDir: string;
  /** Parent folder; the backup goes to a new `<timestamp>/` inside it. */
  backupDir: string;
  now?: Date;
}

/** An operator's mistake (missing folder, target not empty…): the message is printed as is. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function takeBackup(options: BackupOptions): Promise<{ folder: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const dialect = dialectOf(options.databaseUrl);
  // 2026-11-26T21-15-44-123Z: sorts by time, no characters a file system refuses.
  const base = join(options.backupDir, now.toISOString().replace(/[:.]/g, '-'));
  let folder = base;
  for (let n = 2; existsSync(folder); n++) folder = `${base}-${n}`;
  const partial = `${folder}.parcial`;
  mkdirSync(partial, { recursive: true });
  try {
    let database: string;
    if (dialect === 'sqlite') {
      const file = sqliteFileOf(options.databaseUrl);
      if (!existsSync(file)) throw new BackupError(`O banco SQLite ${file} não existe: nada a copiar.`);
      database = SQLITE_FILE;
      await backupSqlite(file, join(partial, database));
    } else {
      database = PG_FILE;
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(partial, database)}`, `--dbname=${options.databaseUrl}`]);
    }
    // After the database: every file its rows name had been written before the snapshot.
    const uploads = join(partial, UPLOADS);
    if (existsSync(options.uploadDir)) cpSync(options.uploadDir, uploads, { recursive: true });
    else mkdirSync(uploads);
    const manifest: Manifest = { format: 1, dialect, createdAt: now.toISOString(), database, uploads: countFiles(uploads) };
    writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // Only a complete backup carries its final name: a folder without `.parcial` is whole.
    renameSync(partial, folder);
    return { folder, manifest };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * SQLite's online backup API on a connection of its own: the server keeps writing (WAL) while
 * pages are copied. Everything is copied in one step, inside one read transaction, so a write
 * made meanwhile by another connection cannot restart the copy again and again under load.
 */
async function backupSqlite(file: string, destination: string) {
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(destination, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    source.close();
  }
  // The copy is a database of its own: check it before calling the backup done.
  const copy = new SQLite(destination, { readonly: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`A cópia do banco SQLite não passou na verificação de integridade: ${String(result)}`);
  } finally {
    copy.close();
  }
}

export interface RestoreOptions {
  folder: string;
  databaseUrl: string;
  uploadDir: string;
  /** Replace a database (and uploads folder) that already has data. */
  force?: boolean;
}

export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const folder = resolve(options.folder);
  const manifestPath = join(folder, MANIFEST);
  if (!existsSync(manifestPath)) {
    throw new BackupError(
      existsSync(folder)
        ? `${folder} não é uma cópia de segurança completa (falta ${MANIFEST}).`
        : `A pasta ${folder} não existe. Informe a pasta de uma cópia, por exemplo data/backups/2026-11-26T21-15-44-123Z.`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const target = dialectOf(options.databaseUrl);
  if (manifest.dialect !== target) {
    throw new BackupError(`Esta cópia é de um banco ${label(manifest.dialect)}, e DATABASE_URL aponta para ${label(target)}: restaure-a num banco ${label(manifest.dialect)}.`);
  }
  const uploadsInUse = existsSync(options.uploadDir) && readdirSync(options.uploadDir).length > 0;
  if (target === 'sqlite') {
    const file = sqliteFileOf(options.databaseUrl);
    // The server's lock: restoring under a running server would pull the file from under it.
    let unlock: () => void;
    try {
      unlock = lockSqliteFile(file);
    } catch {
      throw new BackupError(`Restauração recusada: um servidor está usando o banco SQLite ${file} (trava ${file}.lock). Pare-o antes de restaurar.`);
    }
    try {
      const hasData = existsSync(file) && statSync(file).size > 0;
      refuseUnlessForced(options, hasData, uploadsInUse, `o banco SQLite ${file}`);
      // Copy beside the target, then rename over it: the target is the old file or the whole new one.
      const incoming = `${file}.restaurando`;
      cpSync(join(folder, manifest.database), incoming);
      for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
      renameSync(incoming, file);
    } finally {
      unlock();
    }
  } else {
    const hasData = await postgresHasTables(options.databaseUrl);
    refuseUnlessForced(options, hasData, uploadsInUse, 'o banco PostgreSQL de DATABASE_URL');
    if (hasData) await recreatePublicSchema(options.databaseUrl);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${options.databaseUrl}`, join(folder, manifest.database)]);
  }
  // Uploads: copied to a sibling folder, then swapped in.
  const incomingUploads = `${options.uploadDir.replace(/\/+$/, '')}.restaurando`;
  rmSync(incomingUploads, { recursive: true, force: true });
  mkdirSync(dirname(incomingUploads), { recursive: true });
  cpSync(join(folder, UPLOADS), incomingUploads, { recursive: true });
  rmSync(options.uploadDir, { recursive: true, force: true });
  renameSync(incomingUploads, options.uploadDir);
  return manifest;
}

function refuseUnlessForced(options: RestoreOptions, hasData: boolean, uploadsInUse: boolean, what: string) {
  if (options.force) return;
  const occupied = [hasData ? what : null, uploadsInUse ? `a pasta de envios ${options.uploadDir}` : null].filter(Boolean);
  if (occupied.length) {
    throw new BackupError(
      `Restauração recusada: ${occupied.join(' e ')} já ${occupied.length > 1 ? 'têm' : 'tem'} dados, que seriam substituídos. ` +
        'Pare o servidor e repita com --force para substituí-los, ou aponte DATABASE_URL e UPLOAD_DIR para um banco e uma pasta vazios.',
    );
  }
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

async function recreatePublicSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema public cascade; create schema public');
  } finally {
    await client.end();
  }
}

function sqliteFileOf(url: string): string {
  const file = url.slice('file:'.length);
  if (file === ':memory:') throw new BackupError('Um banco em memória (file::memory:) não tem cópia de segurança: use um arquivo.');
  return file;
}

const label = (dialect: DialectName) => (dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL');

function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}

/** Runs pg_dump/pg_restore; a missing program or a failure becomes an operator's message with its output. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'ENOENT'
          ? new BackupError(`${program} não foi encontrado: instale o cliente do PostgreSQL na mesma versão do servidor (Debian: apt-get install postgresql-client).`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new BackupError(`${program} terminou com erro (código ${code}):\n${stderr.trim()}`));
    });
  });
}
