import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedDatabase } from '#server/db/seed/index';
import { createAuditAnchor } from '#server/modules/audit/audit-anchor';
import { SettingsService } from '#server/modules/settings/settings.service';

/**
 * Databases every test app starts from, made once per `vitest run` (migrate + demo seed cost
 * seconds; a copy costs milliseconds): on SQLite, the serialized bytes of a migrated database
 * and of a seeded one; on PostgreSQL, two template databases that `CREATE DATABASE … TEMPLATE`
 * copies. The seed's `now` is `start`: a test app made from a template starts its clock there.
 */
export interface TestTemplates {
  start: string;
  /** The audit chain's key the templates were seeded with (hex): apps copied from them append with it. */
  auditKey: string;
  uploadDir: string;
  sqlite?: { bare: string; seeded: string };
  postgres?: { bare: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** `postgres://…/test` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function prepare(db: Db, seed: boolean, start: Date, uploadDir: string, auditKey: Buffer) {
  await migrateToLatest(db);
  if (!seed) return;
  const audit = createAuditAnchor({ key: auditKey, db, headFile: join(uploadDir, 'audit-head.json') });
  await seedDatabase({ db, now: start, settings: new SettingsService(db, { now: () => start }), uploadDir, audit });
  // The head file is written after the commit, off the caller's path: copied with the uploads.
  await audit.settle();
}

// Every vitest project runs this setup; they share one set of templates, made by the first.
const shared = globalThis as { eduiaTestTemplates?: Promise<{ templates: TestTemplates; teardown: () => Promise<void> }>; eduiaTestTemplateUsers?: number };

export default async function setup(project: TestProject) {
  shared.eduiaTestTemplates ??= createTemplates();
  shared.eduiaTestTemplateUsers = (shared.eduiaTestTemplateUsers ?? 0) + 1;
  const { templates, teardown } = await shared.eduiaTestTemplates;
  project.provide('testTemplates', templates);
  return async () => {
    shared.eduiaTestTemplateUsers! -= 1;
    if (shared.eduiaTestTemplateUsers === 0) {
      shared.eduiaTestTemplates = undefined;
      await teardown();
    }
  };
}

async function createTemplates() {
  const start = new Date();
  const dir = mkdtempSync(join(tmpdir(), 'eduia-test-templates-'));
  const uploadDir = join(dir, 'uploads');
  const auditKey = randomBytes(32);
  const templates: TestTemplates = { start: start.toISOString(), uploadDir, auditKey: auditKey.toString('hex') };
  const pgUrl = process.env.TEST_DATABASE_URL;
  const created: string[] = [];

  if (pgUrl) {
    const prefix = `eduia_tmpl_${randomBytes(4).toString('hex')}`;
    const names = { bare: `${prefix}_bare`, seeded: `${prefix}_seeded` };
    for (const [name, seed] of [[names.bare, false], [names.seeded, true]] as const) {
      try {
        await adminQuery(pgUrl, `create database ${name}`);
      } catch (error) {
        // A TEST_DATABASE_URL whose user may not create databases: each test app gets a schema there instead.
        if ((error as { code?: string }).code === '42501') break;
        throw error;
      }
      created.push(name);
      const db = openDatabase({ url: withDatabase(pgUrl, name) });
      await prepare(db, seed, start, uploadDir, auditKey);
      await db.destroy();
    }
    if (created.length === 2) templates.postgres = names;
  } else {
    templates.sqlite = { bare: join(dir, 'bare.sqlite'), seeded: join(dir, 'seeded.sqlite') };
    for (const [file, seed] of [[templates.sqlite.bare, false], [templates.sqlite.seeded, true]] as const) {
      const db = openDatabase({ url: 'file::memory:' });
      await prepare(db, seed, start, uploadDir, auditKey);
      await sql`vacuum into ${file}`.execute(db);
      await db.destroy();
    }
  }
  const teardown = async () => {
    for (const name of created) await adminQuery(pgUrl!, `drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
  return { templates, teardown };
}
