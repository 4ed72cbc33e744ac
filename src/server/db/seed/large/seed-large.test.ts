import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { buildApp } from '#server/app';
import type { AppInstance } from '#server/context';
import { openDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createManualClock } from '#server/lib/clock';
import { createAuditAnchor } from '#server/modules/audit/audit-anchor';
import { verifyAuditChain } from '#server/modules/audit/audit.service';
import { DEMO_ACCOUNTS } from '#server/modules/auth/demo-accounts';
import { adminQuery, withDatabase } from '#server/testing/global-setup';
import { requestHelpers } from '#server/testing/test-app';
import { BIG_COURSE_ID, seedLarge, type LargeSeedSummary } from './seed-large.ts';

// The large-dataset generator (db:seed:large) at 1 000 students on the dialect under test:
// sizes, consistency of what the app keeps derived, determinism, and that people can sign in.
const STUDENTS = 1_000;
const TODAY = '2026-11-26';
const auditKey = randomBytes(32);
const pgUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'eduia-large-'));
const created: string[] = [];

async function freshUrl(label: string) {
  if (!pgUrl) return `file:${join(dir, `${label}.db`)}`;
  const name = `large_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(pgUrl, `create database ${name}`);
  created.push(name);
  return withDatabase(pgUrl, name);
}

/** A digest of the generated rows (password hashes are salted, so left out). */
async function digest(db: Db) {
  const hash = createHash('sha256');
  const tables: Array<[string, string]> = [
    ['users', "select id, name, email, role, status, created_at, identity_status from users where id like 'lg-%' order by id"],
    ['courses', "select id, title, status, instructor_id, duration_minutes, rating from courses where id like 'lg-%' order by id"],
    ['enrollments', 'select id, user_id, course_id, enrolled_at, progress_percent, completed_at from enrollments order by id'],
    ['lesson_completions', 'select user_id, lesson_id, completed_at from lesson_completions order by user_id, lesson_id'],
    ['payments', "select id, status, amount_cents, created_at from payments where id like 'lg-%' order by id"],
    ['audit_log', "select seq, id, action, target_id, created_at from audit_log where id like 'lg-%' order by seq"],
  ];
  for (const [, query] of tables) {
    const { rows } = await sql.raw(query).execute(db);
    hash.update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

let url: string;
let db: Db;
let summary: LargeSeedSummary;
let app: AppInstance;

beforeAll(async () => {
  url = await freshUrl('a');
  summary = await seedLarge({ url, students: STUDENTS, seed: 7, today: TODAY, auditKey });
  db = openDatabase({ url });
}, 300_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  if (pgUrl) for (const name of created) await adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

const count = async (query: string) => Number(((await sql.raw(query).execute(db)).rows[0] as { n: number | string }).n);

describe('db:seed:large at 1 000 students', () => {
  it('creates the population scaled from the 100 000-student sizes', async () => {
    expect(await count("select count(*) as n from users where role = 'aluno' and id like 'lg-s-%'")).toBe(STUDENTS);
    expect(await count("select count(*) as n from users where role = 'professor' and id like 'lg-t-%'")).toBe(9);
    expect(await count("select count(*) as n from courses where id like 'lg-c-%'")).toBe(50);
    for (const status of ['approved', 'draft', 'pending', 'rejected', 'unpublished']) {
      expect(await count(`select count(*) as n from courses where id like 'lg-%' and status = '${status}'`), status).toBeGreaterThan(0);
    }
    // About ten enrolments per student, five lessons done per enrolment (1 000 000 and 5 000 000 at full size).
    expect(await count('select count(*) as n from enrollments')).toBeGreaterThan(STUDENTS * 7);
    expect(await count('select count(*) as n from lesson_completions')).toBeGreaterThan(STUDENTS * 30);
    expect(await count('select count(*) as n from study_time')).toBeGreaterThan(STUDENTS * 12);
    expect(await count('select count(*) as n from quiz_attempts')).toBeGreaterThan(STUDENTS * 3);
    expect(await count('select count(*) as n from notifications')).toBeGreaterThan(STUDENTS * 7);
    for (const status of ['pago', 'recusado', 'pendente', 'reembolsado', 'expirado']) {
      expect(await count(`select count(*) as n from payments where id like 'lg-%' and status = '${status}'`), status).toBeGreaterThan(0);
    }
    for (const status of ['active', 'canceled', 'expired']) {
      expect(await count(`select count(*) as n from subscriptions where id like 'lg-%' and status = '${status}'`), status).toBeGreaterThan(0);
    }
    expect(summary.counts.audit_log).toBe(2_000);
  });

  it('puts the demo accounts in it: the student in 20 courses over two years, the teacher with a course of 50 000 (scaled: 500)', async () => {
    expect(await count("select count(*) as n from enrollments where user_id = 'user-aluno-demo'")).toBe(20);
    expect(await count("select count(distinct day) as n from study_time where user_id = 'user-aluno-demo' and day < '2025-06-01'")).toBeGreaterThan(30);
    expect(await count(`select count(*) as n from enrollments where course_id = '${BIG_COURSE_ID}'`)).toBe(STUDENTS / 2);
    expect(await count(`select count(*) as n from courses where id = '${BIG_COURSE_ID}' and instructor_id = 'user-professor-demo' and status = 'approved'`)).toBe(1);
  });

  it('keeps what the app derives consistent: progress, certificates, search text, the audit chain', async () => {
    // progress_percent is completed lessons ÷ lessons, completed_at only at 100 %.
    expect(await count(`select count(*) as n from enrollments e
      where e.id like 'lg-%' and e.progress_percent <> cast(round((select count(*) from lesson_completions c where c.user_id = e.user_id and c.course_id = e.course_id) * 100.0
        / (select count(*) from lessons l where l.course_id = e.course_id)) as integer)`)).toBe(0);
    expect(await count("select count(*) as n from enrollments where id like 'lg-%' and (completed_at is null) <> (progress_percent < 100)")).toBe(0);
    expect(await count(`select count(*) as n from certificates c where not exists
      (select 1 from enrollments e where e.user_id = c.user_id and e.course_id = c.course_id and e.completed_at is not null)`)).toBe(0);
    expect(await count("select count(*) as n from courses c where id like 'lg-%' and duration_minutes <> (select sum(duration_minutes) from lessons l where l.course_id = c.id)")).toBe(0);
    expect(await count('select count(*) as n from users where search_text is null')).toBe(0);
    expect(await count("select count(*) as n from users where name like '%ú%' or name like '%ã%' or name like '%ô%'")).toBeGreaterThan(0);
    const verdict = await verifyAuditChain(db, { key: auditKey, heads: [] });
    expect(verdict).toMatchObject({ ok: true });
    expect(verdict.rows).toBeGreaterThan(2_000);
  });

  it('lets the demo accounts and a generated student sign in and use the app', async () => {
    const clock = createManualClock(new Date(`${TODAY}T15:00:00.000Z`));
    const uploadDir = join(dir, 'uploads');
    app = await buildApp({
      db, databaseUrl: url, clock, logger: false, audit: createAuditAnchor({ key: auditKey, db, headFile: null }),
      config: { UPLOAD_DIR: uploadDir, MAIL_DIR: join(dir, 'mail'), DEMO_DATA: true },
    });
    await app.ready();
    const { call, request } = requestHelpers(app);
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(authEndpoints.login, { body: { email: account.email, password: account.password } });
      expect(res.status, account.email).toBe(200);
    }
    const student = await call(authEndpoints.login, { body: { email: summary.sampleStudentEmail, password: DEMO_ACCOUNTS[0]!.password } });
    expect(student.status).toBe(200);
    // Signed in and let through: no forced password change, no pending verification.
    expect((await request('GET', '/api/learning/dashboard', { cookie: student.cookie! })).status).toBe(200);
    const wrong = await call(authEndpoints.login, { body: { email: summary.sampleStudentEmail, password: 'Errada@2024x' } });
    expect(wrong.status).toBe(401);
  });

  it('leaves every index the migrations make (PostgreSQL builds them after the load)', async () => {
    const indexesOf = async (target: Db) => {
      const query = pgUrl
        ? "select indexname as name from pg_indexes where schemaname = current_schema()"
        : "select name from sqlite_master where type = 'index'";
      return ((await sql.raw(query).execute(target)).rows as Array<{ name: string }>).map((r) => r.name).sort();
    };
    const emptyUrl = await freshUrl('indexes');
    const empty = openDatabase({ url: emptyUrl });
    try {
      await migrateToLatest(empty);
      const expected = await indexesOf(empty);
      expect(expected.length).toBeGreaterThan(10);
      expect(await indexesOf(db)).toEqual(expected);
    } finally {
      await empty.destroy();
    }
  });

  it('gives the same rows for the same seed and day', async () => {
    const again = await freshUrl('b');
    await seedLarge({ url: again, students: STUDENTS, seed: 7, today: TODAY, auditKey });
    const other = openDatabase({ url: again });
    try {
      expect(await digest(other)).toBe(await digest(db));
    } finally {
      await other.destroy();
    }
  }, 300_000);
});
