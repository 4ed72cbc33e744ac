import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { buildPath, CSRF_HEADER, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf, type Role } from '#contracts/endpoint';
import { buildApp, type BuildAppOptions } from '#server/app';
import type { AppInstance } from '#server/context';
import { openDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedDatabase } from '#server/db/seed/index';
import { createManualClock } from '#server/lib/clock';
import { MailDrop } from '#server/lib/mail-drop';
import { hashPassword } from '#server/lib/passwords';
import { newId } from '#server/lib/ids';
import { createAuditAnchor } from '#server/modules/audit/audit-anchor';
import { DEMO_ACCOUNTS } from '#server/modules/auth/demo-accounts';
import { SettingsService } from '#server/modules/settings/settings.service';
import { SESSION_COOKIE } from '#server/plugins/session';
import { adminQuery, withDatabase, type TestTemplates } from './global-setup.ts';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A fresh app on a fresh database: in-memory SQLite, or, when TEST_DATABASE_URL is set,
 * a new PostgreSQL database (or schema) that is dropped afterwards. The demo data is seeded unless
 * `seed: false` (then it is a deployment without demo accounts). The clock is manual so expiry rules can be tested.
 *
 * Without `start`, the database is a copy of the run's seeded template (global-setup.ts: migrated,
 * and seeded at the run's start time) and the clock starts at that time, as if just seeded. With
 * `start`, it is a copy of the migrated template (or migrated here when there is none), seeded
 * here at that time. On PostgreSQL either way it is a database of its own: test files never
 * migrate side by side in one database's schemas.
 */
export async function buildTestApp(options: { seed?: boolean; start?: Date; config?: BuildAppOptions['config']; smtpCa?: string; cluster?: boolean; logStream?: BuildAppOptions['logStream'] } = {}) {
  const seed = options.seed !== false;
  const templates = inject('testTemplates');
  const start = options.start ?? (templates ? new Date(templates.start) : new Date());
  const clock = createManualClock(start);
  const uploadDir = mkdtempSync(join(tmpdir(), 'eduia-uploads-'));
  // Without SMTP, messages are written complete here: what the recipient would receive.
  const mailDir = mkdtempSync(join(tmpdir(), 'eduia-mail-'));
  const { db, databaseUrl, fromTemplate, drop } = await freshDatabase(seed && !options.start ? 'seeded' : 'bare', templates);
  // The template's audit rows are keyed with the run's key; an app seeded here gets a random one.
  // Its head file sits beside the uploads, as beside ./data in production.
  const seededCopy = fromTemplate === 'seeded';
  const auditKey = seededCopy ? Buffer.from(templates!.auditKey, 'hex') : randomBytes(32);
  const audit = createAuditAnchor({ key: auditKey, db, headFile: join(uploadDir, 'audit-head.json') });
  if (seededCopy) {
    if (existsSync(templates!.uploadDir)) cpSync(templates!.uploadDir, uploadDir, { recursive: true });
  } else {
    if (!fromTemplate) await migrateToLatest(db);
    if (seed) await seedDatabase({ db, now: clock.now(), settings: new SettingsService(db, clock), uploadDir, audit });
  }
  // The seeded database is the demo one (`npm start`): its demo endpoints answer, as there.
  const app = await buildApp({ db, databaseUrl, clock, logger: Boolean(options.logStream), logStream: options.logStream, audit, config: { UPLOAD_DIR: uploadDir, MAIL_DIR: mailDir, DEMO_DATA: seed, ...options.config }, smtpCa: options.smtpCa, cluster: options.cluster });
  await app.ready();
  // Tests use inject (no listen): the jobs start here, their first runs done before the tests.
  app.scheduler.start();
  await app.scheduler.settled();

  async function close() {
    await app.close();
    await db.destroy();
    await drop();
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  }

  /**
   * The messages handed to the transport for `to` (no SMTP server: the mail directory),
   * oldest first, as the recipient reads them: secret links included, unlike the outbox.
   */
  async function mailsTo(to: string) {
    return (await new MailDrop(mailDir).readAll()).filter((mail) => mail.to === to);
  }

  return { app, db, databaseUrl, audit, uploadDir, mailDir, clock, close, mailsTo, ...requestHelpers(app), ...factories(db, clock) };
}

const templateBytes = new Map<string, Buffer>();

/**
 * A database no other test uses: a copy of the template when there is one (SQLite bytes read
 * once per worker; a PostgreSQL database made with `CREATE DATABASE … TEMPLATE`), else an
 * empty one (in-memory SQLite, or a new schema in TEST_DATABASE_URL).
 */
async function freshDatabase(kind: 'seeded' | 'bare', templates: TestTemplates | undefined): Promise<{ db: Db; databaseUrl: string; fromTemplate: 'seeded' | 'bare' | null; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (pgUrl && templates?.postgres) {
    await adminQuery(pgUrl, `create database ${name} template ${templates.postgres[kind]}`);
    const databaseUrl = withDatabase(pgUrl, name);
    return { db: openDatabase({ url: databaseUrl, observable: true }), databaseUrl, fromTemplate: kind, drop: () => adminQuery(pgUrl, `drop database if exists ${name} with (force)`) };
  }
  if (pgUrl) {
    const admin = openDatabase({ url: pgUrl });
    await sql`create schema ${sql.id(name)}`.execute(admin);
    await admin.destroy();
    const drop = async () => {
      const again = openDatabase({ url: pgUrl });
      await sql`drop schema ${sql.id(name)} cascade`.execute(again);
      await again.destroy();
    };
    return { db: openDatabase({ url: pgUrl, pgSchema: name, observable: true }), databaseUrl: pgUrl, fromTemplate: null, drop };
  }
  const databaseUrl = 'file::memory:';
  const file = templates?.sqlite?.[kind];
  if (file && !templateBytes.has(file)) templateBytes.set(file, readFileSync(file));
  return { db: openDatabase({ url: databaseUrl, sqliteBytes: file ? templateBytes.get(file) : undefined, observable: true }), databaseUrl, fromTemplate: file ? kind : null, drop: async () => {} };
}

export function requestHelpers(app: AppInstance) {
  /**
   * app.inject with JSON, the CSRF header and an optional session cookie. For URLs no
   * contract describes (SPA routes, /api/docs); API tests use `call` below.
   */
  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { [CSRF_HEADER]: '1', ...options.headers };
    if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
    const response = await app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
    return { status: response.statusCode, body: safeJson(response.body), raw: response, cookie: sessionCookieOf(response) };
  }

  /**
   * Calls a contract endpoint: URL from its path, params, query and body typed by its
   * schemas, so a changed contract is a type error here. `body` is typed as the success
   * response; on an error status it holds the error handler's `{ message, issues? }`.
   */
  async function call<E extends Endpoint>(endpoint: E, ...args: NoFields extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]): Promise<CallResult<E>> {
    const input: { params?: unknown; query?: unknown; body?: unknown } & Options = args[0] ?? {};
    return request(endpoint.method, endpointUrl(endpoint, input.params, input.query), { cookie: input.cookie, body: input.body, headers: input.headers });
  }

  /**
   * The escape hatch for bad-input tests only: the endpoint (so the URL stays typed) with
   * a body and query the contract would refuse to type.
   */
  async function callRaw<E extends Endpoint>(endpoint: E, input: RawCallInput<E>): Promise<CallResult<E>> {
    return request(endpoint.method, endpointUrl(endpoint, input.params, input.query), { cookie: input.cookie, body: input.body, headers: input.headers });
  }

  async function signIn(email: string, password: string, totpCode?: string): Promise<string> {
    const res = await call(authEndpoints.login, { body: { email, password, totpCode } });
    if (res.status !== 200 || !res.cookie) throw new Error(`sign-in failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.cookie;
  }

  async function signInAs(role: Role): Promise<string> {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    return signIn(account.email, account.password);
  }

  return { request, call, callRaw, signIn, signInAs };
}

/** What the error handler sends (plugins/errors.ts), plus `reason` of a locked course. */
interface ErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
  reason?: string;
}

type Options = { cookie?: string; headers?: Record<string, string> };
/** The empty object type: an input whose fields are all optional extends it, and may be left out. */
type NoFields = Record<never, never>;
// A part is optional when the contract has none, or (query) when every field is optional.
type ParamsPart<E> = undefined extends ParamsOf<E> ? { params?: ParamsOf<E> } : { params: ParamsOf<E> };
type QueryPart<E> = undefined extends QueryOf<E> ? { query?: QueryOf<E> } : NoFields extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> };
type BodyPart<E> = undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> };
type CallInput<E extends Endpoint> = Options & ParamsPart<E> & QueryPart<E> & BodyPart<E>;
// Param names stay checked (the URL is still the contract's); their values, the query and the body are free.
type RawParamsPart<E> = undefined extends ParamsOf<E> ? { params?: undefined } : { params: { [K in keyof ParamsOf<E>]: string } };
type RawCallInput<E extends Endpoint> = Options & RawParamsPart<E> & { query?: Record<string, unknown>; body?: unknown };

export interface CallResult<E extends Endpoint> {
  status: number;
  /** The success response; an error body on error statuses (tests read `message`). */
  body: ResponseOf<E> & Partial<ErrorBody>;
  raw: Awaited<ReturnType<AppInstance['inject']>>;
  cookie: string | undefined;
}

/** `/api/courses/:id` + params, then the query string (arrays repeat the key; undefined and null are left out, '' is sent). */
function endpointUrl(endpoint: Endpoint, params: unknown, query: unknown): string {
  const path = buildPath(endpoint.path, params as Record<string, string> | undefined);
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function safeJson(body: string): any {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  const value = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  return value ? value : undefined;
}

/** Insert factories for rows tests need beyond the demo data. */
export function factories(db: Db, clock: { now(): Date }) {
  async function insertUser(overrides: { role?: Role; status?: 'ativo' | 'suspenso' | 'pendente'; password?: string; email?: string; name?: string } = {}) {
    const id = newId();
    const password = overrides.password ?? 'Senha@12345';
    const email = overrides.email ?? `user-${id.slice(0, 8)}@teste.com.br`;
    await db
      .insertInto('users')
      .values({
        id, name: overrides.name ?? 'Usuário de Teste', email, passwordHash: await hashPassword(password),
        role: overrides.role ?? 'aluno', status: overrides.status ?? 'ativo', phone: null, bio: null, cpf: null,
        avatarFile: null, passwordChangedAt: clock.now().toISOString(), emailVerifiedAt: clock.now().toISOString(),
        totpSecret: null, lockedUntil: null, createdAt: clock.now().toISOString(), lastAccessAt: null,
        // Students are verified unless a test says otherwise (moderation: certificates need it).
        identityStatus: (overrides.role ?? 'aluno') === 'aluno' ? 'verificado' : null,
      })
      .execute();
    return { id, email, password };
  }
  return { insertUser };
}
