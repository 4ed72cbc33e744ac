import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '#contracts/audit';
import { authEndpoints } from '#contracts/auth';
import { adminSettingsEndpoints } from '#contracts/settings';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { migrations } from '#server/db/migrations/index';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { createAuditAnchor, parseHeadFile } from './audit-anchor.ts';
import { chainHash, GENESIS_HASH } from './audit-chain.ts';
import { pruneAuditLog, recordAudit, verifyAuditChain } from './audit.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { TRUST_PROXY: ['127.0.0.1'] } });
});
afterAll(async () => t.close());

const lastEntries = (n: number) => t.db.selectFrom('auditLog').selectAll().orderBy('seq', 'desc').limit(n).execute();

describe('recordAudit: an append-only chain', () => {
  it('chains each row to the previous one and the chain verifies', async () => {
    await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.one', targetType: 'user', targetId: 'u1', details: { antes: 'a', depois: 'b' } });
    await t.db.transaction().execute(async (trx) => {
      await recordAudit(t.app.ctx, trx, { actorId: null, action: 'test.two', targetType: null, targetId: null, ip: '203.0.113.9' });
    });
    const [two, one] = await lastEntries(2);
    expect(two.seq).toBe(Number(one.seq) + 1);
    expect(two.prevHash).toBe(one.hash);
    expect(two.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(two.ip).toBe('203.0.113.9');
    expect(JSON.parse(one.details!)).toEqual({ antes: 'a', depois: 'b' });
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
  });

  it('never stores a password, token or secret passed in details', async () => {
    await recordAudit(t.app.ctx, t.db, {
      actorId: null, action: 'test.secret', targetType: null, targetId: null,
      details: { password: 'Senha@123', nested: { resetToken: 'abc', smtpPassword: 'x' }, passwordMinLength: 10 },
    });
    const [row] = await lastEntries(1);
    expect(row.details).not.toMatch(/Senha@123|abc"|"x"/);
    expect(JSON.parse(row.details!)).toEqual({ password: '[omitido]', nested: { resetToken: '[omitido]', smtpPassword: '[omitido]' }, passwordMinLength: 10 });
  });

  it('concurrent appends never fork the chain (one row per place, every link intact)', async () => {
    const before = Number((await lastEntries(1))[0].seq);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.parallel', targetType: null, targetId: String(i) })),
    );
    const rows = await t.db.selectFrom('auditLog').select(['seq']).where('seq', '>', before).orderBy('seq').execute();
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 25 }, (_, i) => before + i + 1));
    expect(await verifyAuditChain(t.db, { key: t.app.ctx.audit.key })).toMatchObject({ ok: true });
  });

  it('a rolled-back change leaves no audit row', async () => {
    const before = Number((await lastEntries(1))[0].seq);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(t.app.ctx, trx, { actorId: null, action: 'test.rollback', targetType: null, targetId: null });
        throw new Error('falhou depois');
      }),
    ).rejects.toThrow('falhou depois');
    expect(Number((await lastEntries(1))[0].seq)).toBe(before);
  });
});

describe('verification names the first altered or missing row', () => {
  async function freshChain() {
    const f = await buildTestApp({ seed: false });
    for (let i = 0; i < 5; i += 1) await recordAudit(f.app.ctx, f.db, { actorId: null, action: `test.row${i}`, targetType: null, targetId: null });
    const rows = await f.db.selectFrom('auditLog').select(['id', 'seq']).orderBy('seq').execute();
    return { f, rows };
  }

  it('an edited row', async () => {
    const { f, rows } = await freshChain();
    try {
      await f.db.updateTable('auditLog').set({ action: 'test.forjado' }).where('id', '=', rows[2].id).execute();
      expect(await verifyAuditChain(f.db, { key: f.app.ctx.audit.key })).toMatchObject({ ok: false, seq: 3, id: rows[2].id, rows: 2 });
    } finally {
      await f.close();
    }
  });

  it('an edited row whose hash was recomputed breaks the next link', async () => {
    const { f, rows } = await freshChain();
    try {
      await f.db.updateTable('auditLog').set({ hash: 'f'.repeat(64) }).where('id', '=', rows[1].id).execute();
      const verdict = await verifyAuditChain(f.db, { key: f.app.ctx.audit.key });
      expect(verdict).toMatchObject({ ok: false, seq: 2, id: rows[1].id });
    } finally {
      await f.close();
    }
  });

  it('a deleted row', async () => {
    const { f, rows } = await freshChain();
    try {
      await f.db.deleteFrom('auditLog').where('id', '=', rows[3].id).execute();
      expect(await verifyAuditChain(f.db, { key: f.app.ctx.audit.key })).toMatchObject({ ok: false, seq: 4, id: null });
    } finally {
      await f.close();
    }
  });
});

describe('migration 0011 chains the rows written before it', () => {
  it('old rows get their places and hashes in order of creation, and the chain goes on from them', async () => {
    const pgUrl = process.env.TEST_DATABASE_URL;
    const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
    if (pgUrl) {
      const admin = openDatabase({ url: pgUrl });
      await sql`create schema ${sql.id(schema!)}`.execute(admin);
      await admin.destroy();
    }
    const db = openDatabase({ url: pgUrl ?? 'file::memory:', pgSchema: schema });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
      expect((await migrator.migrateTo('2026-11-23-0010-one-active-subscription')).error).toBeUndefined();
      const raw = db.withoutPlugins() as unknown as import('kysely').Kysely<any>;
      await raw.insertInto('audit_log').values([
        { id: 'b', actor_id: 'u1', action: 'password.changed', target: 'u1', detail: null, created_at: '2026-11-22T10:00:00.000Z' },
        { id: 'a', actor_id: 'u2', action: '2fa.enabled', target: 'u2', detail: null, created_at: '2026-11-21T10:00:00.000Z' },
      ]).execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('auditLog').select(['id', 'seq', 'targetType', 'targetId']).orderBy('seq').execute();
      expect(rows).toEqual([
        { id: 'a', seq: 1, targetType: 'user', targetId: 'u2' },
        { id: 'b', seq: 2, targetType: 'user', targetId: 'u1' },
      ]);
      const key = randomBytes(32);
      const audit = createAuditAnchor({ key, db, headFile: null });
      await recordAudit({ clock: { now: () => new Date() }, audit }, db, { actorId: null, action: 'test.after', targetType: null, targetId: null });
      await audit.settle();
      // The old rows keep their SHA-256; the checkpoint (3) and what follows are keyed.
      expect(await verifyAuditChain(db, { key })).toMatchObject({ ok: true, rows: 4, keyedFrom: 3 });
      expect(await verifyAuditChain(db, { key: randomBytes(32) })).toMatchObject({ ok: false, seq: 3 });
    } finally {
      await db.destroy();
      if (pgUrl) {
        const admin = openDatabase({ url: pgUrl });
        await sql`drop schema ${sql.id(schema!)} cascade`.execute(admin);
        await admin.destroy();
      }
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run audit:verify (SQLite file, key and head outside the database)', () => {
  const KEY = 'chave-de-teste-do-registro-de-auditoria-0123456789';

  async function chainOnDisk(rows: number) {
    const dir = mkdtempSync(join(tmpdir(), 'eduia-audit-'));
    const url = `file:${join(dir, 'audit.db')}`;
    const headFile = join(dir, 'audit-head.json');
    const db = openDatabase({ url });
    await migrateToLatest(db);
    const audit = createAuditAnchor({ key: Buffer.from(KEY, 'utf8'), db, headFile });
    const ctx = { clock: { now: () => new Date('2026-11-23T12:00:00Z') }, audit };
    for (let i = 0; i < rows; i += 1) await recordAudit(ctx, db, { actorId: null, action: 'test.cli', targetType: null, targetId: String(i) });
    await audit.settle();
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts', ...args], {
        env: { ...process.env, DATABASE_URL: url, AUDIT_HMAC_KEY: KEY, AUDIT_HEAD_FILE: join(dir, 'nenhum.json') },
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    return { db, headFile, run };
  }

  it('exits 0 on an intact chain, then 1 naming the row altered by hand', async () => {
    const { db, headFile, run } = await chainOnDisk(3);
    // The checkpoint is row 1; the three appends are rows 2–4, all keyed.
    expect(JSON.parse(readFileSync(headFile, 'utf8'))).toMatchObject({ seq: 4, keyedFrom: 1 });
    const second = await db.selectFrom('auditLog').select('id').where('seq', '=', 2).executeTakeFirstOrThrow();
    const intact = await run('--head', headFile);
    expect(intact).toMatchObject({ code: 0 });
    expect(intact.out).toMatch(/íntegro: 4 linhas \(assinadas com a chave desde a linha 1\)/);
    expect(intact.out).toContain('linha 4 confere');
    await db.updateTable('auditLog').set({ details: '{"forjado":true}' }).where('id', '=', second.id).execute();
    await db.destroy();
    const altered = await run('--head', headFile);
    expect(altered.code).toBe(1);
    expect(altered.out).toContain(`linha 2 (id ${second.id})`);
  }, 60_000);

  it('deleting the last row passes without a head, fails against the head file and against the log', async () => {
    const { db, headFile, run } = await chainOnDisk(3);
    const logFile = join(mkdtempSync(join(tmpdir(), 'eduia-audit-log-')), 'server.log');
    writeFileSync(logFile, `${JSON.stringify({ level: 30, msg: 'outra linha' })}\n${JSON.stringify({ level: 30, auditHead: JSON.parse(readFileSync(headFile, 'utf8')), msg: 'cabeça do registro de auditoria' })}\n`);
    await db.deleteFrom('auditLog').where('seq', '=', 4).execute();
    await db.destroy();
    expect((await run()).code).toBe(0);
    for (const file of [headFile, logFile]) {
      const cut = await run('--head', file);
      expect(cut.code).toBe(1);
      expect(cut.out).toMatch(/registra a linha 4, mas a cadeia termina na linha 3 \(linhas removidas do fim\)/);
    }
  }, 60_000);

  it('a chain rewritten without the key (plain SHA-256 from the start) fails against the key and the head', async () => {
    const { db, headFile, run } = await chainOnDisk(2);
    // What someone with write access to the database alone can do: drop the checkpoint and re-chain every row with SHA-256.
    await db.deleteFrom('auditLog').where('seq', '=', 1).execute();
    const rows = await db.selectFrom('auditLog').selectAll().orderBy('seq').execute();
    let prevHash = GENESIS_HASH;
    for (const [i, row] of rows.entries()) {
      const fields = { seq: i + 1, id: row.id, createdAt: row.createdAt, actorId: row.actorId, action: row.action, targetType: row.targetType, targetId: row.targetId, details: row.details, ip: row.ip };
      const hash = chainHash(prevHash, fields);
      await db.updateTable('auditLog').set({ seq: i + 1, prevHash, hash }).where('id', '=', row.id).execute();
      prevHash = hash;
    }
    await db.destroy();
    const rewritten = await run('--head', headFile);
    expect(rewritten.code).toBe(1);
    expect(rewritten.out).toMatch(/linhas removidas do fim|cabeça/);
  }, 60_000);
});

describe('the head kept outside the database', () => {
  it('is written after the commit, never for a rolled-back append, and never moves back onto a cut chain', async () => {
    const f = await buildTestApp({ seed: false });
    try {
      const audit = f.app.ctx.audit;
      const headFile = join(f.app.ctx.config.UPLOAD_DIR, 'audit-head.json');
      const append = (action: string) => recordAudit(f.app.ctx, f.db, { actorId: null, action, targetType: null, targetId: null });
      await append('test.a');
      await append('test.b');
      await audit.settle();
      const head = JSON.parse(readFileSync(headFile, 'utf8'));
      expect(head).toMatchObject({ seq: 3, keyedFrom: 1 });
      expect(head.hash).toBe((await f.db.selectFrom('auditLog').select('hash').where('seq', '=', 3).executeTakeFirstOrThrow()).hash);

      await expect(f.db.transaction().execute(async (trx) => {
        await recordAudit(f.app.ctx, trx, { actorId: null, action: 'test.rollback', targetType: null, targetId: null });
        throw new Error('desfeito');
      })).rejects.toThrow('desfeito');
      await audit.settle();
      expect(JSON.parse(readFileSync(headFile, 'utf8')).seq).toBe(3);

      // Someone cuts the last row, then an append reuses its place: the head file is kept as evidence.
      await f.db.deleteFrom('auditLog').where('seq', '=', 3).execute();
      await append('test.c');
      await audit.settle();
      expect(JSON.parse(readFileSync(headFile, 'utf8'))).toMatchObject({ seq: 3, hash: head.hash });
      const verdict = await verifyAuditChain(f.db, { key: audit.key, heads: [{ name: 'arquivo', head }] });
      expect(verdict).toMatchObject({ ok: false, seq: 3 });
    } finally {
      await f.close();
    }
  });

  it('reads the head from the JSON file or from log lines', () => {
    const head = { seq: 7, hash: 'a'.repeat(64), keyedFrom: 2 };
    expect(parseHeadFile(JSON.stringify(head))).toEqual(head);
    expect(parseHeadFile(`{"msg":"x"}\n${JSON.stringify({ auditHead: { ...head, seq: 6 } })}\n${JSON.stringify({ auditHead: head })}\n{"cortada`)).toEqual(head);
    expect(parseHeadFile('{"seq":"7","hash":"x"}')).toBeNull();
  });
});

describe('GET /api/admin/audit', () => {
  it('admin only: anonymous 401, student and teacher 403', async () => {
    expect((await t.call(auditEndpoints.list, { query: {} })).status).toBe(401);
    expect((await t.call(auditEndpoints.list, { query: {}, cookie: await t.signInAs('aluno') })).status).toBe(403);
    expect((await t.call(auditEndpoints.list, { query: {}, cookie: await t.signInAs('professor') })).status).toBe(403);
  });

  it('bad filters are 400 with a Portuguese message', async () => {
    const cookie = await t.signInAs('admin');
    const badDate = await t.call(auditEndpoints.list, { query: { from: '23/11/2026' }, cookie });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toMatch(/aaaa-mm-dd/);
    for (const query of [{ from: '2026-13-45' }, { to: '2026-02-30' }]) {
      const impossible = await t.call(auditEndpoints.list, { query, cookie });
      expect(impossible.status).toBe(400);
      expect(impossible.body.message).toMatch(/aaaa-mm-dd/);
    }
    const reversed = await t.call(auditEndpoints.list, { query: { from: '2026-11-23', to: '2026-11-01' }, cookie });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/data inicial/);
    expect((await t.call(auditEndpoints.list, { query: { page: 0 }, cookie })).status).toBe(400);
  });

  it('lists newest first with actor, filters by action, actor and day, and pages by 50', async () => {
    const cookie = await t.signInAs('admin');
    const user = await t.insertUser({ name: 'Auditada Pessoa' });
    // A sign-in failure and a lockout are security events, audited with the client address.
    const wrong = (i: number) =>
      t.request('POST', authEndpoints.login.path, { body: { email: user.email, password: `errada-${i}` }, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    for (let i = 1; i <= 5; i += 1) expect((await wrong(i)).status).toBe(401);
    const failed = await t.call(auditEndpoints.list, { query: { action: 'auth.sign_in_failed' }, cookie });
    expect(failed.status).toBe(200);
    expect(failed.body.entries[0]).toMatchObject({ action: 'auth.sign_in_failed', actionLabel: 'Falha de login', targetType: 'user', targetId: user.id, ip: '198.51.100.5' });
    expect(failed.body.entries.every((e) => e.action === 'auth.sign_in_failed')).toBe(true);
    const locked = await t.call(auditEndpoints.list, { query: { action: 'auth.locked' }, cookie });
    expect(locked.body.entries.filter((e) => e.targetId === user.id)).toHaveLength(1);
    expect(failed.body.actions).toContainEqual({ value: 'auth.locked', label: 'Conta bloqueada temporariamente' });

    // Filter by the actor's name (case-insensitive) and by day.
    await recordAudit(t.app.ctx, t.db, { actorId: user.id, action: 'test.by_actor', targetType: null, targetId: null });
    const byActor = await t.call(auditEndpoints.list, { query: { actor: 'auditada' }, cookie });
    expect(byActor.body.entries.map((e) => e.action)).toEqual(['test.by_actor']);
    expect(byActor.body.entries[0].actor).toMatchObject({ id: user.id, name: 'Auditada Pessoa' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
    expect((await t.call(auditEndpoints.list, { query: { actor: 'auditada', from: today, to: today }, cookie })).body.total).toBe(1);
    expect((await t.call(auditEndpoints.list, { query: { actor: 'auditada', to: '2020-01-01' }, cookie })).body.total).toBe(0);

    // Paging: 50 per page, newest first.
    for (let i = 0; i < 60; i += 1) await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.paging', targetType: null, targetId: String(i) });
    const page1 = await t.call(auditEndpoints.list, { query: { action: 'test.paging' }, cookie });
    const page2 = await t.call(auditEndpoints.list, { query: { action: 'test.paging', page: 2 }, cookie });
    expect(page1.body).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(page1.body.entries).toHaveLength(50);
    expect(page1.body.entries[0].targetId).toBe('59');
    expect(page2.body.entries.map((e) => e.targetId)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
  });

  it('says what happened in a Portuguese sentence; the raw record stays in details', async () => {
    const cookie = await t.signInAs('admin');
    const { body: security } = await t.call(adminSettingsEndpoints.getSecurity, { cookie });
    const { updatedAt: _u, ...form } = security;
    expect((await t.call(adminSettingsEndpoints.saveSecurity, { cookie, body: { ...form, passwordMinLength: 12, requireEmailVerification: false } })).status).toBe(200);
    const saved = await t.call(auditEndpoints.list, { query: { action: 'settings.update' }, cookie });
    expect(saved.body.entries[0]).toMatchObject({
      summary: `Tamanho mínimo da senha: ${security.passwordMinLength} → 12; Exigir confirmação de e-mail: sim → não`,
      details: { changes: { passwordMinLength: { old: security.passwordMinLength, new: 12 } } },
    });
    const user = await t.insertUser({ name: 'Sem Senha' });
    await t.request('POST', authEndpoints.login.path, { body: { email: user.email, password: 'errada' } });
    const failed = await t.call(auditEndpoints.list, { query: { action: 'auth.sign_in_failed' }, cookie });
    expect(failed.body.entries[0].summary).toMatch(/^Tentativa de entrar falhou \(.+, 1ª tentativa\)$/);
    // An action without a sentence of its own reads its label.
    await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.sem_frase', targetType: null, targetId: null, details: { x: 1 } });
    const unknown = await t.call(auditEndpoints.list, { query: { action: 'test.sem_frase' }, cookie });
    expect(unknown.body.entries[0]).toMatchObject({ summary: 'test.sem_frase', details: { x: 1 } });
  });
});

describe('the whole log, counted by its places', () => {
  it('gives the exact total and action list, also after retention removed the oldest entries', async () => {
    const cookie = await t.signInAs('admin');
    const check = async () => {
      const { body } = await t.call(auditEndpoints.list, { query: {}, cookie });
      const counted = await t.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const actions = await t.db.selectFrom('auditLog').select('action').distinct().orderBy('action').execute();
      expect(body.total).toBe(Number(counted.n));
      expect(body.actions.map((a) => a.value)).toEqual(actions.map((r) => r.action));
      return body.total;
    };
    for (let i = 0; i < 3; i += 1) await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.antes', targetType: null, targetId: String(i) });
    const before = await check();
    t.clock.advance(60_000);
    const cut = t.clock.now().toISOString();
    for (let i = 0; i < 2; i += 1) await recordAudit(t.app.ctx, t.db, { actorId: null, action: 'test.depois', targetType: null, targetId: String(i) });
    expect(await pruneAuditLog(t.app.ctx, cut, 1)).toBeGreaterThan(0);
    const after = await check();
    expect(after).toBeLessThan(before);
    // The retention's own entry and the two after the cut remain; 'test.antes' is gone from the list.
    expect((await t.call(auditEndpoints.list, { query: {}, cookie })).body.actions.map((a) => a.value)).not.toContain('test.antes');
  });
});
