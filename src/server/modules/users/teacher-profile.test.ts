import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '#contracts/endpoint';
import { authEndpoints } from '#contracts/auth';
import { userEndpoints } from '#contracts/users';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 12 item 8: /professor/perfil. The personal data is the student profile's
// (same endpoints, same validation); the professional information is the teacher's own.

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
});
afterAll(async () => t.close());

describe('teacher profile', () => {
  it('the seeded demo teacher has professional information, and a masked CPF for no one but the owner', async () => {
    const res = await t.call(userEndpoints.professionalProfile, { cookie: teacher });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      specialties: ['Inteligência Artificial', 'Machine Learning', 'Python', 'Ciência de Dados'],
      qualification: 'Doutor em Ciência da Computação pela USP',
    });
    const personal = await t.call(userEndpoints.myProfile, { cookie: teacher });
    expect(personal.body).toMatchObject({ name: 'Prof. Carlos Silva', phone: '(11) 91234-5678', cpf: '987.654.321-00', cpfMasked: false });
    const admin = await t.signInAs('admin');
    const seenByAdmin = await t.call(userEndpoints.profile, { params: { id: personal.body.id }, cookie: admin });
    expect(seenByAdmin.body.cpf).toBe('987.654.321-00');
  });

  it('saves specialties (comma-separated, trimmed, without repeats) and the qualification', async () => {
    const res = await t.call(userEndpoints.updateProfessionalProfile, {
      cookie: teacher,
      body: { specialties: ' Redes Neurais,  Visão   Computacional ,, Redes Neurais ', qualification: '  Mestre em Engenharia Elétrica  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ specialties: ['Redes Neurais', 'Visão Computacional'], qualification: 'Mestre em Engenharia Elétrica' });
    expect((await t.call(userEndpoints.professionalProfile, { cookie: teacher })).body).toEqual(res.body);
    const cleared = await t.call(userEndpoints.updateProfessionalProfile, { cookie: teacher, body: { specialties: '', qualification: '' } });
    expect(cleared.body).toEqual({ specialties: [], qualification: null });
  });

  it('refuses bad input with 400 and a Portuguese message, changing nothing', async () => {
    await t.call(userEndpoints.updateProfessionalProfile, { cookie: teacher, body: { specialties: 'IA', qualification: 'Doutor' } });
    const tooMany = await t.call(userEndpoints.updateProfessionalProfile, { cookie: teacher, body: { specialties: Array.from({ length: 11 }, (_, i) => `Área ${i}`).join(','), qualification: '' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('Informe no máximo 10 especialidades.');
    const tooLong = await t.call(userEndpoints.updateProfessionalProfile, { cookie: teacher, body: { specialties: 'x'.repeat(61), qualification: '' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('Cada especialidade pode ter no máximo 60 caracteres.');
    const longQualification = await t.call(userEndpoints.updateProfessionalProfile, { cookie: teacher, body: { specialties: '', qualification: 'x'.repeat(201) } });
    expect(longQualification.status).toBe(400);
    expect(longQualification.body.message).toContain('A formação pode ter no máximo 200 caracteres.');
    const missing = await t.callRaw(userEndpoints.updateProfessionalProfile, { cookie: teacher, body: { specialties: 'IA' } });
    expect(missing.status).toBe(400);
    expect((await t.call(userEndpoints.professionalProfile, { cookie: teacher })).body).toEqual({ specialties: ['IA'], qualification: 'Doutor' });
    const nul = await t.call(userEndpoints.updateProfessionalProfile, { cookie: teacher, body: { specialties: 'IA\u0000, ML', qualification: 'x\u0000' } });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('O texto enviado contém um caractere inválido (NUL).');
    expect((await t.call(userEndpoints.professionalProfile, { cookie: teacher })).body).toEqual({ specialties: ['IA'], qualification: 'Doutor' });
  });

  it('is the teacher\'s own: students 403, anonymous 401; each teacher sees only their own', async () => {
    const aluno = await t.signInAs('aluno');
    expect((await t.call(userEndpoints.professionalProfile, { cookie: aluno })).status).toBe(403);
    expect((await t.call(userEndpoints.updateProfessionalProfile, { cookie: aluno, body: { specialties: '', qualification: '' } })).status).toBe(403);
    expect((await t.call(userEndpoints.professionalProfile)).status).toBe(401);
    const other = await t.insertUser({ role: 'professor' });
    const otherCookie = await t.signIn(other.email, other.password);
    expect((await t.call(userEndpoints.professionalProfile, { cookie: otherCookie })).body).toEqual({ specialties: [], qualification: null });
  });

  it('the avatar takes exactly one image in the field "file": another field or a second file is a 400, nothing changed', async () => {
    const boundary = '----eduia-avatar';
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const part = (field: string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from('\r\n')]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const before = (await t.call(authEndpoints.me, { cookie: teacher })).body.avatarUrl;
    for (const payload of [Buffer.concat([part('foto'), end]), Buffer.concat([part('file'), part('file'), end])]) {
      const res = await t.app.inject({
        method: userEndpoints.uploadAvatar.method,
        url: userEndpoints.uploadAvatar.path,
        headers: { [CSRF_HEADER]: '1', cookie: `${SESSION_COOKIE}=${teacher}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Envie apenas uma imagem, no campo "file".');
    }
    expect((await t.call(authEndpoints.me, { cookie: teacher })).body.avatarUrl).toBe(before);
  });

  it('the personal data keeps the student profile\'s validation', async () => {
    const res = await t.call(userEndpoints.updateMyProfile, { cookie: teacher, body: { name: 'Prof. Carlos Silva', email: 'professor@eduia.com.br', phone: '123', bio: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Informe um telefone válido com DDD');
  });
});
