import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '#contracts/endpoint';
import { buildApp } from '#server/app';
import type { AppInstance } from '#server/context';
import { openDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

// Every log line of a request carries its id (reqId), and its answer carries the same id in
// `x-request-id`: successes, refusals, failures, and what the router refuses before any route.
interface LogLine {
  reqId?: string;
  msg?: string;
  level: number;
}

let app: AppInstance;
let db: Db;
let dir: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eduia-reqid-'));
  db = openDatabase({ url: 'file::memory:' });
  await migrateToLatest(db);
  app = await buildApp({
    db, databaseUrl: 'file::memory:',
    config: { UPLOAD_DIR: join(dir, 'uploads'), MAIL_DIR: join(dir, 'mail'), LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  // A handler that logs and then fails, as a bug would.
  app.get('/api/teste/falha', async (req) => {
    req.log.info('antes da falha');
    throw new Error('falha de propósito');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends one request and returns its answer's id and the log lines written meanwhile. */
async function traced(options: InjectOptions) {
  const from = lines.length;
  const res = await app.inject(options);
  const id = res.headers['x-request-id'];
  return { res, id, logged: lines.slice(from) };
}

describe('request ids', () => {
  it.each([
    ['200', { method: 'GET' as const, url: '/api/health' }, 200],
    ['401', { method: 'GET' as const, url: '/api/auth/me' }, 401],
    ['404 (API)', { method: 'GET' as const, url: '/api/nao-existe' }, 404],
    ['400 (bad JSON)', { method: 'POST' as const, url: '/api/auth/login', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' }, payload: '{"email":' }, 400],
    ['400 (bad input)', { method: 'POST' as const, url: '/api/auth/login', headers: { [CSRF_HEADER]: '1' }, payload: { email: 'não é e-mail' } }, 400],
    ['500', { method: 'GET' as const, url: '/api/teste/falha' }, 500],
    ['400 (router: bad URL)', { method: 'GET' as const, url: '/api/certificates/verify/%E0%A4%A' }, 400],
  ])('%s: every log line of the request carries the id of its answer', async (_name, options, status) => {
    const { res, id, logged } = await traced(options);
    expect(res.statusCode).toBe(status);
    expect(id).toMatch(/^[\w.:-]{8,128}$/);
    expect(logged.length).toBeGreaterThanOrEqual(status === 500 ? 3 : 2);
    for (const line of logged) expect(line.reqId, JSON.stringify(line)).toBe(id);
    if (status === 500) {
      expect(logged.some((l) => l.msg === 'antes da falha')).toBe(true);
      expect(logged.some((l) => l.level >= 50)).toBe(true);
    }
  });

  it('a failure the router meets before any route is logged, with the id of its answer', async () => {
    const { res, id, logged } = await traced({ method: 'GET', url: '/api/certificates/verify/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Endereço inválido.' });
    expect(logged.some((l) => l.reqId === id && /endereço inválido/i.test(l.msg ?? ''))).toBe(true);
  });

  it("keeps a proxy's id when it looks like one and replaces one that does not", async () => {
    const kept = await traced({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'balanceador-42:abc' } });
    expect(kept.id).toBe('balanceador-42:abc');
    expect(kept.logged.every((l) => l.reqId === 'balanceador-42:abc')).toBe(true);
    const replaced = await traced({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'curto\n{"forjado":1}' } });
    expect(replaced.id).not.toContain('forjado');
    expect(replaced.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
