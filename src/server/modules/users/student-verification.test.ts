import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateEndpoints } from '#contracts/certificates';
import { isValidCpf, moderationEndpoints as e } from '#contracts/moderation';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 13 item 3, students tab: identity documents, the decisions, the 409 race, and
// what an unverified student cannot do (download a certificate).
let t: TestApp;
let admin: string;
let secondAdmin: string;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  const other = await t.insertUser({ role: 'admin' });
  secondAdmin = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

/** A student who has never sent documents (as a sign-up at checkout), signed in. */
async function newStudent() {
  const s = await t.insertUser({ role: 'aluno' });
  await t.db.updateTable('users').set({ identityStatus: null }).where('id', '=', s.id).execute();
  return { ...s, cookie: await t.signIn(s.email, s.password) };
}

const auditOf = (action: string, targetId: string) => t.db.selectFrom('auditLog').selectAll().where('action', '=', action).where('targetId', '=', targetId).execute();

describe('CPF check digits', () => {
  it('accepts valid CPFs with or without punctuation and refuses wrong digits and repeated ones', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('39053344705')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('abc.982.247-25')).toBe(false);
  });
});

describe('students tab', () => {
  it('lists pending students with name, e-mail, registered at, CPF and whether its digits are valid', async () => {
    const res = await t.call(e.listStudents, { cookie: admin, query: { status: 'pendente' } });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((s) => [s.id, s]));
    expect(byId.get('user-doc-gabriel')).toMatchObject({ name: 'Gabriel Nunes', email: 'gabriel.nunes@eduia.com.br', cpf: '529.982.247-25', cpfValid: true, identityStatus: 'pendente' });
    expect(byId.get('user-doc-igor')).toMatchObject({ cpfValid: false });
    expect(res.body.every((s) => s.identityStatus === 'pendente' || s.accountPending)).toBe(true);
    const rejected = await t.call(e.listStudents, { cookie: admin, query: { status: 'rejeitado' } });
    expect(rejected.body.find((s) => s.id === 'user-doc-larissa')?.rejectionReason).toMatch(/não confere/);
  });

  it('is for admins only, and a bad filter is a 400', async () => {
    expect((await t.call(e.listStudents, { cookie: aluno })).status).toBe(403);
    expect((await t.call(e.approveStudent, { params: { id: 'user-doc-gabriel' } })).status).toBe(401);
    const bad = await t.callRaw(e.listStudents, { cookie: admin, query: { status: 'todos' } });
    expect(bad.status).toBe(400);
  });

  it('a CPF with wrong check digits cannot be approved (400); it can be rejected', async () => {
    const res = await t.call(e.approveStudent, { cookie: admin, params: { id: 'user-doc-igor' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/dígitos verificadores/);
    const rejected = await t.call(e.rejectStudent, { cookie: admin, params: { id: 'user-doc-igor' }, body: { reason: 'Os dígitos do CPF não conferem.' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.identityStatus).toBe('rejeitado');
    expect(await auditOf('student.reject', 'user-doc-igor')).toHaveLength(1);
  });

  it('rejection requires a reason (400)', async () => {
    const res = await t.callRaw(e.rejectStudent, { cookie: admin, params: { id: 'user-doc-helena' }, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it('two admins at once: one verifies, the other gets a 409', async () => {
    const results = await Promise.all([
      t.call(e.approveStudent, { cookie: admin, params: { id: 'user-doc-gabriel' } }),
      t.call(e.rejectStudent, { cookie: secondAdmin, params: { id: 'user-doc-gabriel' }, body: { reason: 'Documento ilegível na foto.' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/já foi (verificado|rejeitado) por outro administrador/);
    const audits = [...await auditOf('student.verify', 'user-doc-gabriel'), ...await auditOf('student.reject', 'user-doc-gabriel')];
    expect(audits).toHaveLength(1);
  });

  it('a teacher or unknown id is a 404', async () => {
    expect((await t.call(e.approveStudent, { cookie: admin, params: { id: 'user-professor-demo' } })).status).toBe(404);
    expect((await t.call(e.approveStudent, { cookie: admin, params: { id: 'nao-existe' } })).status).toBe(404);
  });
});

describe('accounts waiting for approval (status pendente)', () => {
  it('are listed with the pending documents; approving frees the account, rejecting suspends it with the reason; both audited', async () => {
    const waiting = await t.insertUser({ role: 'aluno', status: 'pendente', name: 'Conta Em Análise' });
    const refused = await t.insertUser({ role: 'aluno', status: 'pendente', name: 'Conta Recusada' });
    await t.db.updateTable('users').set({ identityStatus: null }).where('id', 'in', [waiting.id, refused.id]).execute();
    const list = await t.call(e.listStudents, { cookie: admin, query: { status: 'pendente' } });
    expect(list.body.find((s) => s.id === waiting.id)).toMatchObject({ accountPending: true, identityStatus: null, cpf: null });

    const approved = await t.call(e.approveStudent, { cookie: admin, params: { id: waiting.id } });
    expect(approved.status).toBe(200);
    expect(approved.body.accountPending).toBe(false);
    expect((await t.db.selectFrom('users').select('status').where('id', '=', waiting.id).executeTakeFirstOrThrow()).status).toBe('ativo');
    expect(await t.signIn(waiting.email, waiting.password)).toBeTruthy();
    expect((await t.call(e.approveStudent, { cookie: secondAdmin, params: { id: waiting.id } })).status).toBe(404);

    const rejected = await t.call(e.rejectStudent, { cookie: admin, params: { id: refused.id }, body: { reason: 'Cadastro duplicado de outro aluno.' } });
    expect(rejected.status).toBe(200);
    const row = await t.db.selectFrom('users').select(['status', 'suspendedReason']).where('id', '=', refused.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'suspenso', suspendedReason: 'Cadastro duplicado de outro aluno.' });
    expect(await auditOf('student.verify', waiting.id)).toHaveLength(1);
    expect(await auditOf('student.reject', refused.id)).toHaveLength(1);
    const list2 = await t.call(e.listStudents, { cookie: admin, query: { status: 'pendente' } });
    expect(list2.body.map((s) => s.id)).not.toEqual(expect.arrayContaining([waiting.id]));
    expect(list2.body.map((s) => s.id)).not.toContain(refused.id);
  });
});

describe('the student sends documents', () => {
  it('validates the CPF (400), sends it for review, cannot resend while pending (409), and is notified of the decision', async () => {
    const s = await newStudent();
    expect((await t.call(e.myIdentity, { cookie: s.cookie })).body).toEqual({ identityStatus: null, cpf: null, rejectionReason: null });
    const bad = await t.call(e.submitIdentity, { cookie: s.cookie, body: { cpf: '123.456.789-00' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('CPF inválido: confira os dígitos.');
    const sent = await t.call(e.submitIdentity, { cookie: s.cookie, body: { cpf: '86821335044' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ identityStatus: 'pendente', cpf: '868.213.350-44', rejectionReason: null });
    expect((await t.call(e.submitIdentity, { cookie: s.cookie, body: { cpf: '86821335044' } })).status).toBe(409);

    await t.call(e.rejectStudent, { cookie: admin, params: { id: s.id }, body: { reason: 'Envie o CPF do titular da conta.' } });
    expect((await t.call(e.myIdentity, { cookie: s.cookie })).body).toMatchObject({ identityStatus: 'rejeitado', rejectionReason: 'Envie o CPF do titular da conta.' });
    const note = await t.db.selectFrom('notifications').select(['title', 'description']).where('userId', '=', s.id).where('type', '=', 'moderation').executeTakeFirstOrThrow();
    expect(note.title).toBe('Documentos recusados');
    // After a rejection the student may send again.
    expect((await t.call(e.submitIdentity, { cookie: s.cookie, body: { cpf: '868.213.350-44' } })).status).toBe(200);
  });

  it('is for students only', async () => {
    expect((await t.call(e.myIdentity, { cookie: admin })).status).toBe(403);
    expect((await t.call(e.submitIdentity, { body: { cpf: '86821335044' } })).status).toBe(401);
  });
});

describe('what an unverified student cannot do', () => {
  it('downloads no certificate until the identity is verified; after verification the same certificate downloads', async () => {
    const certificate = await t.db.selectFrom('certificates').select(['id', 'userId']).where('userId', '=', 'user-aluno-demo').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ identityStatus: 'pendente', cpf: '390.533.447-05', identitySubmittedAt: t.clock.now().toISOString() }).where('id', '=', certificate.userId).execute();
    const refused = await t.call(certificateEndpoints.download, { cookie: aluno, params: { id: certificate.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Seu certificado será liberado assim que sua identidade for verificada. Envie seu CPF em Meu Perfil.');

    expect((await t.call(e.approveStudent, { cookie: admin, params: { id: certificate.userId } })).status).toBe(200);
    const released = await t.call(certificateEndpoints.download, { cookie: aluno, params: { id: certificate.id } });
    expect(released.status).toBe(200);
    expect(released.raw.headers['content-type']).toContain('application/pdf');
  });
});
