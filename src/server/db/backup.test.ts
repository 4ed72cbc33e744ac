import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app';
import type { AppInstance } from '#server/context';
import { restoreBackup } from '#server/db/backup';
import { openDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { lockSqliteFile } from '#server/lib/instance-lock';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { adminQuery, withDatabase } from '#server/testing/global-setup';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// `npm run db:backup` while the platform writes, and `npm run db:restore` into a fresh database
// (docs/decisions/backups-while-running.md). Both commands run as the operator runs them: a
// process of their own, next to the test's app that keeps writing. Every wait is bounded.
const PG_URL = process.env.TEST_DATABASE_URL;
const dialect = PG_URL ? 'postgres' : 'sqlite';

interface Platform {
  app: AppInstance;
  db: Db;
  databaseUrl: string;
  uploadDir: string;
  close: () => Promise<void>;
}

let work: string;
let platform: Platform;
let testApp: TestApp | undefined;
const dropAfter: string[] = [];

/** A running platform on a real database: a file for SQLite (the test apps' in-memory one has no backup), a database of its own for PostgreSQL. */
async function startPlatform(): Promise<Platform> {
  if (PG_URL) {
    testApp = await buildTestApp();
    expect(testApp.databaseUrl).not.toBe(PG_URL); // a database of its own, not a schema in the shared one
    return { app: testApp.app, db: testApp.db, databaseUrl: testApp.databaseUrl, uploadDir: testApp.uploadDir, close: () => testApp!.close() };
  }
  const file = join(work, 'eduia.db');
  copyFileSync(inject('testTemplates').sqlite!.seeded, file);
  const databaseUrl = `file:${file}`;
  const db = openDatabase({ url: databaseUrl });
  const uploadDir = join(work, 'uploads');
  mkdirSync(uploadDir);
  const app = await buildApp({ db, databaseUrl, logger: false, config: { UPLOAD_DIR: uploadDir, MAIL_DIR: join(work, 'mail'), DEMO_DATA: true } });
  await app.ready();
  return { app, db, databaseUrl, uploadDir, close: async () => { await app.close(); await db.destroy(); } };
}

/** The CLI as `npm run db:backup` / `db:restore` runs it; killed after 60 s. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** A fresh, empty target: a file path that does not exist yet, or a new empty PostgreSQL database. */
async function freshTarget(): Promise<{ databaseUrl: string; uploadDir: string }> {
  const uploadDir = join(work, `restaurado-${randomBytes(3).toString('hex')}`);
  if (!PG_URL) return { databaseUrl: `file:${join(work, `restaurado-${randomBytes(3).toString('hex')}.db`)}`, uploadDir };
  const name = `t_restore_${randomBytes(5).toString('hex')}`;
  await adminQuery(PG_URL, `create database ${name}`);
  dropAfter.push(name);
  return { databaseUrl: withDatabase(PG_URL, name), uploadDir };
}

describe(`db:backup and db:restore (${dialect})`, () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'eduia-backup-'));
    platform = await startPlatform();
  });
  afterAll(async () => {
    await platform?.close();
    for (const name of dropAfter) await adminQuery(PG_URL!, `drop database if exists ${name} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('a backup taken under write load, restored into a fresh database, holds every write acknowledged before it started, and the uploads', async () => {
    const { app, databaseUrl, uploadDir } = platform;
    const user = await platform.db.selectFrom('users').select('id').where('role', '=', 'aluno').executeTakeFirstOrThrow();
    mkdirSync(join(uploadDir, 'materiais'), { recursive: true });
    writeFileSync(join(uploadDir, 'materiais', 'apostila.pdf'), 'conteúdo da apostila');

    // Four writers insert notifications through the service, each one acknowledged when its insert returns.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let n = 0; !stop; n++) {
        const { notification } = await createNotification(app.ctx, { userId: user.id, type: 'system', title: `Escrita ${w}-${n}`, description: 'sob carga' });
        acknowledged.push(notification.id);
        // Let the event loop breathe (SQLite answers synchronously): the child process' output is read meanwhile.
        await new Promise((r) => setImmediate(r));
      }
    });
    try {
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(200);
      const beforeBackup = [...acknowledged];
      const backupDir = join(work, 'backups');
      const backup = await cli(['backup'], { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir, BACKUP_DIR: backupDir });
      const writtenDuring = acknowledged.length - beforeBackup.length;
      stop = true;
      await Promise.all(writers);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      // The platform kept writing while the backup ran.
      expect(writtenDuring).toBeGreaterThan(0);
      const folder = /gravada em (.+) em [\d.]+ s\./.exec(backup.stdout)?.[1];
      expect(folder, backup.stdout).toBeTruthy();
      expect(JSON.parse(readFileSync(join(folder!, 'manifest.json'), 'utf8'))).toMatchObject({ dialect, uploads: expect.any(Number) });

      const target = await freshTarget();
      const restore = await cli(['restore', folder!], { DATABASE_URL: target.databaseUrl, UPLOAD_DIR: target.uploadDir });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('restaurada');

      const restored = openDatabase({ url: target.databaseUrl });
      try {
        const found = new Set<string>();
        for (let i = 0; i < beforeBackup.length; i += 500) {
          const rows = await restored.selectFrom('notifications').select('id').where('id', 'in', beforeBackup.slice(i, i + 500)).execute();
          for (const row of rows) found.add(row.id);
        }
        expect(beforeBackup.filter((id) => !found.has(id))).toEqual([]);
        // A whole database: the server's migrations find nothing missing, the demo accounts are there.
        await migrateToLatest(restored);
        expect(await restored.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeTruthy();
      } finally {
        await restored.destroy();
      }
      expect(readFileSync(join(target.uploadDir, 'materiais', 'apostila.pdf'), 'utf8')).toBe('conteúdo da apostila');

      // Once the target has data, a second restore is refused without --force, in Portuguese, and replaces it with it.
      const again = await cli(['restore', folder!], { DATABASE_URL: target.databaseUrl, UPLOAD_DIR: target.uploadDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('Restauração recusada');
      expect(again.stderr).toContain('--force');
      writeFileSync(join(target.uploadDir, 'depois.txt'), 'escrito depois da cópia');
      const forced = await cli(['restore', folder!, '--force'], { DATABASE_URL: target.databaseUrl, UPLOAD_DIR: target.uploadDir });
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect(() => readFileSync(join(target.uploadDir, 'depois.txt'))).toThrow();

      if (!PG_URL) {
        // A server holding the SQLite file's lock: not even --force restores under it.
        const unlock = lockSqliteFile(target.databaseUrl.slice('file:'.length));
        try {
          const locked = await cli(['restore', folder!, '--force'], { DATABASE_URL: target.databaseUrl, UPLOAD_DIR: target.uploadDir });
          expect(locked.code).toBe(1);
          expect(locked.stderr).toContain('Pare-o antes de restaurar');
        } finally {
          unlock();
        }
      }
    } finally {
      stop = true;
      await Promise.all(writers);
    }
  }, 120_000);

  it('a restore names what is wrong: a folder that does not exist, a folder that is not a backup', async () => {
    const target = { databaseUrl: platform.databaseUrl, uploadDir: platform.uploadDir };
    await expect(restoreBackup({ folder: join(work, 'nao-existe'), ...target })).rejects.toThrow(/A pasta .*nao-existe não existe/);
    await expect(restoreBackup({ folder: work, ...target })).rejects.toThrow('não é uma cópia de segurança completa (falta manifest.json)');
  });
});
