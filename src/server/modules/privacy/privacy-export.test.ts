import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, consentEndpoints } from '#contracts/consents';
import { DATA_CATEGORIES, privacyEndpoints } from '#contracts/privacy';
import { userEndpoints } from '#contracts/users';
import { DAY_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { runDataRequests } from './privacy.service.ts';

// LGPD art. 18 (issue 26 item 2): one click prepares a ZIP of everything the platform holds
// about the person, built by the scheduler, downloadable for 7 days with the password.

let t: TestApp;
let student = '';
let studentId = '';
const PASSWORD = 'Aluno@2024';
beforeAll(async () => {
  t = await buildTestApp();
  student = await t.signInAs('aluno');
  studentId = (await t.call(userEndpoints.myProfile, { cookie: student })).body.id;
});
afterAll(async () => t.close());

/** Every entry of a ZIP, as text (JSON, Markdown) or bytes. */
async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/**
 * Runs the scheduler's job until the request left preparation. The route also starts one run
 * at once (setImmediate), which may hold the claim while the test's run finds nothing to do.
 */
async function buildExports(id: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    await runDataRequests(t.app.ctx);
    const row = await t.db.selectFrom('dataRequests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    if (row.status !== 'pendente' && row.status !== 'preparando') return row.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export was never built');
}

async function exportAndOpen(cookie: string, password: string) {
  const asked = await t.call(privacyEndpoints.requestExport, { cookie });
  expect(asked.status).toBe(202);
  expect(await buildExports(asked.body.id)).toBe('pronto');
  const res = await t.callRaw(privacyEndpoints.downloadExport, { cookie, params: { id: asked.body.id }, body: { currentPassword: password } });
  expect(res.status).toBe(200);
  expect(res.raw.headers['content-type']).toBe('application/zip');
  return { id: asked.body.id, files: await readZip(res.raw.rawPayload) };
}

describe('Meus dados', () => {
  it('needs a session', async () => {
    expect((await t.call(privacyEndpoints.myData, {})).status).toBe(401);
    expect((await t.call(privacyEndpoints.requestExport, {})).status).toBe(401);
  });

  it('counts what is held in each category and states the retention periods', async () => {
    const res = await t.call(privacyEndpoints.myData, { cookie: student });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.counts).sort()).toEqual(DATA_CATEGORIES.map((c) => c.key).sort());
    const enrolments = await t.db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', studentId).executeTakeFirstOrThrow();
    expect(res.body.counts.aprendizagem).toBeGreaterThanOrEqual(Number(enrolments.n));
    expect(res.body.counts.conta).toBeGreaterThan(0);
    expect(res.body.retention.auditDays).toBeGreaterThan(0);
  });
});

describe('export', () => {
  it('builds a ZIP with every row of the person and nobody else’s, announced by notification and e-mail', async () => {
    // Her consents: one granted then revoked, one refusal; someone else's consent stays out.
    await t.call(consentEndpoints.decide, { cookie: student, params: { purpose: 'marketing-emails' }, body: { granted: true } });
    await t.call(consentEndpoints.decide, { cookie: student, params: { purpose: 'marketing-emails' }, body: { granted: false } });
    await t.call(consentEndpoints.decide, { cookie: student, params: { purpose: 'optional-cookies' }, body: { granted: false } });
    await t.call(consentEndpoints.decide, { cookie: await t.signInAs('professor'), params: { purpose: 'marketing-emails' }, body: { granted: true } });
    const { files } = await exportAndOpen(student, PASSWORD);
    for (const category of DATA_CATEGORIES) expect(files.has(`${category.key}.json`), category.key).toBe(true);
    expect(files.has('LEIA-ME.txt')).toBe(true);
    const json = (key: string) => JSON.parse(files.get(`${key}.json`)!.toString('utf8')) as { categoria: string; dados: Record<string, unknown[]> };

    const account = json('conta').dados as unknown as { usuario: { id: string; email: string; cpf: string | null } };
    expect(account.usuario.id).toBe(studentId);
    const learning = json('aprendizagem').dados;
    const count = async (table: 'enrollments' | 'lessonCompletions' | 'studyTime' | 'notes' | 'favorites' | 'quizAttempts' | 'payments' | 'notifications' | 'subscriptions') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', studentId).executeTakeFirstOrThrow()).n);
    expect(learning.matriculas).toHaveLength(await count('enrollments'));
    expect(learning.aulasConcluidas).toHaveLength(await count('lessonCompletions'));
    expect(learning.tempoDeEstudo).toHaveLength(await count('studyTime'));
    expect(learning.anotacoes).toHaveLength(await count('notes'));
    expect(learning.favoritos).toHaveLength(await count('favorites'));
    expect(json('avaliacoes').dados.tentativas).toHaveLength(await count('quizAttempts'));
    expect(json('pagamentos').dados.pagamentos).toHaveLength(await count('payments'));
    expect(json('pagamentos').dados.assinaturas).toHaveLength(await count('subscriptions'));
    expect(await count('payments')).toBeGreaterThan(0);
    const consents = json('consentimentos').dados.consentimentos as Array<{ finalidade: string; concedido: boolean; versaoDoTexto: string; decididoEm: string; revogadoEm: string | null }>;
    expect(consents.map((c) => [c.finalidade, c.concedido, c.versaoDoTexto, c.revogadoEm !== null])).toEqual([
      ['marketing-emails', true, CONSENT_TEXTS['marketing-emails'].version, true],
      ['optional-cookies', false, CONSENT_TEXTS['optional-cookies'].version, false],
    ]);
    // The notification announcing this export was created after the ZIP: the ZIP has the ones before it.
    expect(json('notificacoes').dados.notificacoes.length).toBeGreaterThanOrEqual((await count('notifications')) - 1);

    // Nobody else's identity anywhere in the archive; no secrets either.
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    const others = await t.db.selectFrom('users').select(['id', 'email', 'cpf']).where('id', '!=', studentId).execute();
    for (const other of others) {
      expect(everything.includes(other.email), other.email).toBe(false);
      if (other.cpf) expect(everything.includes(other.cpf), other.cpf).toBe(false);
    }
    const me = await t.db.selectFrom('users').select(['passwordHash', 'totpSecret']).where('id', '=', studentId).executeTakeFirstOrThrow();
    expect(everything.includes(me.passwordHash)).toBe(false);
    const tokens = await t.db.selectFrom('sessions').select('tokenHash').where('userId', '=', studentId).execute();
    for (const token of tokens) expect(everything.includes(token.tokenHash)).toBe(false);
    expect(everything).not.toContain('answerKey');

    // Receipts are in it as PDFs.
    const receipts = [...files.keys()].filter((name) => name.startsWith('arquivos/recibos/'));
    const paid = await t.db.selectFrom('payments').select('id').where('userId', '=', studentId).where('status', 'in', ['pago', 'reembolsado']).where('receiptNumber', 'is not', null).execute();
    expect(receipts).toHaveLength(paid.length);
    for (const name of receipts) expect(files.get(name)!.subarray(0, 5).toString()).toBe('%PDF-');

    const notification = await t.db.selectFrom('notifications').select(['title', 'link']).where('userId', '=', studentId).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    expect(notification).toEqual({ title: 'Seus dados estão prontos para baixar', link: '/aluno/meus-dados' });
    const mail = await t.db.selectFrom('emailOutbox').select('subject').where('subject', 'like', '%seus dados estão prontos%').execute();
    expect(mail.length).toBeGreaterThan(0);
  }, 90_000); // renders every receipt and certificate PDF of the demo student (≈ 1 s each on a loaded machine)

  it('one export at a time, also for two clicks at once', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const cookie = await t.signIn(user.email, user.password);
    const [a, b] = await Promise.all([t.call(privacyEndpoints.requestExport, { cookie }), t.call(privacyEndpoints.requestExport, { cookie })]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    expect((await t.call(privacyEndpoints.requestExport, { cookie })).status).toBe(409);
    await buildExports((a.status === 202 ? a : b).body.id);
    expect((await t.call(privacyEndpoints.requestExport, { cookie })).status).toBe(202);
  });

  it('asks the password again; another person’s export is 404; expired after 7 days', async () => {
    const user = await t.insertUser({ role: 'professor' });
    const cookie = await t.signIn(user.email, user.password);
    const asked = await t.call(privacyEndpoints.requestExport, { cookie });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const early = await t.call(privacyEndpoints.downloadExport, { cookie, params: { id: asked.body.id }, body: { currentPassword: user.password } });
    expect([409, 200]).toContain(early.status); // 200 only if the route's own run already built it
    await buildExports(asked.body.id);
    const wrong = await t.call(privacyEndpoints.downloadExport, { cookie, params: { id: asked.body.id }, body: { currentPassword: 'errada' } });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'A senha atual está incorreta.']);
    expect((await t.call(privacyEndpoints.downloadExport, { cookie, params: { id: asked.body.id }, body: {} as never })).status).toBe(400);
    const stranger = await t.call(privacyEndpoints.downloadExport, { cookie: student, params: { id: asked.body.id }, body: { currentPassword: PASSWORD } });
    expect(stranger.status).toBe(404);
    const mine = await t.call(privacyEndpoints.myData, { cookie });
    expect(mine.body.requests[0]).toMatchObject({ id: asked.body.id, kind: 'export', status: 'pronto' });

    // Seven days later (moved in the row: the account's own session and password rules also follow the clock).
    const ready = await t.db.selectFrom('dataRequests').select('dueAt').where('id', '=', asked.body.id).executeTakeFirstOrThrow();
    expect(new Date(ready.dueAt!).getTime() - t.clock.now().getTime()).toBe(7 * DAY_MS);
    await t.db.updateTable('dataRequests').set({ dueAt: t.clock.now().toISOString() }).where('id', '=', asked.body.id).execute();
    expect((await runDataRequests(t.app.ctx)).expired).toBe(1);
    const late = await t.call(privacyEndpoints.downloadExport, { cookie, params: { id: asked.body.id }, body: { currentPassword: user.password } });
    expect([late.status, late.body.message]).toEqual([409, 'Esta exportação expirou. Peça uma nova.']);
  });
});

/** Nobody else's identity (e-mail, CPF, full name) anywhere in the archive's files. */
async function expectNobodyElse(files: Map<string, Buffer>, ownerId: string) {
  const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
  const others = await t.db.selectFrom('users').select(['email', 'cpf', 'name']).where('id', '!=', ownerId).execute();
  expect(others.length).toBeGreaterThan(3);
  for (const other of others) {
    expect(everything.includes(other.email), other.email).toBe(false);
    if (other.cpf) expect(everything.includes(other.cpf), other.cpf).toBe(false);
    if (other.name.length >= 8) expect(everything.includes(other.name), other.name).toBe(false);
  }
}

const json = (files: Map<string, Buffer>, key: string) => (JSON.parse(files.get(`${key}.json`)!.toString('utf8')) as { dados: Record<string, unknown[]> }).dados;

describe('export of a teacher and of an admin', () => {
  it('a teacher’s ZIP holds his courses, messages sent, notifications and sessions, and nobody else’s', async () => {
    const cookie = await t.signInAs('professor');
    const teacherId = (await t.call(userEndpoints.myProfile, { cookie })).body.id;
    const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
    const { files } = await exportAndOpen(cookie, 'Professor@2024');
    for (const category of DATA_CATEGORIES) expect(files.has(`${category.key}.json`), category.key).toBe(true);
    expect((json(files, 'conta') as unknown as { usuario: { id: string } }).usuario.id).toBe(teacherId);

    const courses = json(files, 'cursos-publicados').cursos as Array<{ id: string }>;
    const owned = await t.db.selectFrom('courses').select('id').where('instructorId', '=', teacherId).orderBy('id').execute();
    expect(owned.length).toBeGreaterThan(0);
    expect(courses.map((c) => c.id).sort()).toEqual(owned.map((c) => c.id).sort());

    const messages = json(files, 'mensagens');
    const sent = await t.db.selectFrom('teacherMessages').select(['courseId', 'message', 'createdAt']).where('teacherId', '=', teacherId).execute();
    expect(sent.length).toBeGreaterThan(0);
    expect(messages.mensagensEnviadas).toHaveLength(new Set(sent.map((m) => `${m.courseId ?? ''}|${m.message}|${m.createdAt}`)).size);
    expect(messages.mensagensRecebidas).toHaveLength(0);
    expect(messages.avisosPublicados).toHaveLength(await count(t.db.selectFrom('announcements').select((eb) => eb.fn.countAll<number>().as('n')).where('authorId', '=', teacherId).executeTakeFirstOrThrow()));
    expect(messages.eventosPublicados).toHaveLength(await count(t.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('instructorId', '=', teacherId).executeTakeFirstOrThrow()));

    // The notification announcing this export came after the ZIP.
    const notifications = await count(t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', teacherId).executeTakeFirstOrThrow());
    expect(json(files, 'notificacoes').notificacoes).toHaveLength(notifications - 1);
    const sessions = await count(t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', teacherId).executeTakeFirstOrThrow());
    expect(sessions).toBeGreaterThan(0);
    expect(json(files, 'sessoes').sessoes).toHaveLength(sessions);
    // Her students' progress is not hers: no learning rows of anyone else.
    expect(json(files, 'aprendizagem').matriculas).toHaveLength(await count(t.db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', teacherId).executeTakeFirstOrThrow()));
    await expectNobodyElse(files, teacherId);
  }, 60_000);

  it('an admin’s ZIP holds the audit events by and about him, and nobody else’s identity', async () => {
    const cookie = await t.signInAs('admin');
    const adminId = (await t.call(userEndpoints.myProfile, { cookie })).body.id;
    const { files } = await exportAndOpen(cookie, 'Admin@2024');
    expect((json(files, 'conta') as unknown as { usuario: { id: string } }).usuario.id).toBe(adminId);
    const entries = json(files, 'auditoria').entradas as Array<{ seq: number; byMe: boolean; targetId: string | null }>;
    const rows = await t.db.selectFrom('auditLog').select(['seq', 'actorId', 'targetId']).where((eb) => eb.or([eb('actorId', '=', adminId), eb('targetId', '=', adminId)])).where('seq', '<=', Math.max(0, ...entries.map((e) => Number(e.seq)))).orderBy('seq').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(entries.map((e) => Number(e.seq))).toEqual(rows.map((r) => Number(r.seq)));
    // Whom an admin acted on is not his data: only events about himself name a target.
    for (const entry of entries) if (entry.targetId !== null) expect(entry.targetId).toBe(adminId);
    const sessions = await t.db.selectFrom('sessions').select('id').where('userId', '=', adminId).execute();
    expect(json(files, 'sessoes').sessoes).toHaveLength(sessions.length);
    await expectNobodyElse(files, adminId);
  }, 60_000);
});
