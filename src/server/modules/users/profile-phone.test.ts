import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEndpoints } from '#contracts/users';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 11: the phone accepts only a Brazilian phone; letters are refused, not dropped.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('aluno');
});
afterAll(async () => t.close());

describe('profile phone', () => {
  const body = (phone: string) => ({ name: 'Lucas Almeida', email: 'aluno@eduia.com.br', phone, bio: '' });

  it('refuses letters with a message instead of keeping the digits around them', async () => {
    const res = await t.call(userEndpoints.updateMyProfile, { cookie, body: body('11a91234-5678') });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch('O telefone aceita apenas números, ex.: (11) 91234-5678.');
  });

  it('stores and returns the formatted number', async () => {
    const res = await t.call(userEndpoints.updateMyProfile, { cookie, body: body('+55 11 91234 5678') });
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe('(11) 91234-5678');
  });
});
