import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { courseEndpoints } from '#contracts/courses';
import { learningEndpoints } from '#contracts/learning';
import { notificationEndpoints } from '#contracts/notifications';
import { buildTestApp, type TestApp } from './test-app.ts';

// t.call builds the request from the contract's endpoint; t.callRaw is the bad-input hatch.
let t: TestApp;
let aluno: string;
beforeAll(async () => {
  t = await buildTestApp();
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const urlOf = (res: { raw: { raw: { req: { url?: string } } } }) => res.raw.raw.req.url;

describe('t.call', () => {
  it('fills path params (encoded) and the query string from the endpoint', async () => {
    const lesson = await t.call(courseEndpoints.lesson, { params: { id: '1', lessonId: 'lesson-1-1-1' }, cookie: aluno });
    expect(urlOf(lesson)).toBe('/api/courses/1/lessons/lesson-1-1-1');
    expect(lesson.status).toBe(200);
    const odd = await t.call(courseEndpoints.detail, { params: { id: 'a b/c' }, cookie: aluno });
    expect(urlOf(odd)).toBe('/api/courses/a%20b%2Fc');
    expect(odd.status).toBe(404);
    const search = await t.call(courseEndpoints.catalogue, { query: { q: 'negócios', minRating: 4, category: undefined }, cookie: aluno });
    expect(urlOf(search)).toBe('/api/courses?q=neg%C3%B3cios&minRating=4');
    expect(search.body.items.length).toBeGreaterThan(0);
  });

  it('sends the CSRF header and the session cookie, and returns the new session cookie', async () => {
    const read = await t.call(notificationEndpoints.readAll, { cookie: aluno });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ok: true });
    const login = await t.call(authEndpoints.login, { body: { email: 'aluno@eduia.com.br', password: 'Aluno@2024' } });
    expect(login.status).toBe(200);
    expect(login.cookie).toBeTruthy();
  });

  it('gives the error body on error statuses', async () => {
    const res = await t.callRaw(learningEndpoints.recordStudyTime, { params: { id: '1' }, cookie: aluno, body: { seconds: 'dez' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Dados inválidos/);
    expect(res.body.issues?.[0].path).toBe('seconds');
  });
});

// Never run: `tsc` fails if one of these stops being a type error, i.e. if the helper
// stops catching a call that does not match the contract.
function typeChecks() {
  // @ts-expect-error a required path param is missing
  void t.call(courseEndpoints.detail, { cookie: aluno });
  // @ts-expect-error a param the path does not have
  void t.call(courseEndpoints.detail, { params: { id: '1', slug: 'x' } });
  // @ts-expect-error the body's field has the wrong type
  void t.call(learningEndpoints.recordStudyTime, { params: { id: '1' }, body: { seconds: 'dez' } });
  // @ts-expect-error an endpoint with a body needs one
  void t.call(learningEndpoints.recordStudyTime, { params: { id: '1' } });
  // @ts-expect-error a query key the contract does not know
  void t.call(courseEndpoints.catalogue, { query: { sort: 'title' } });
  // @ts-expect-error callRaw frees the body, not the param names
  void t.callRaw(courseEndpoints.detail, { params: { slug: 'x' }, body: 42 });
  void (async () => {
    const res = await t.call(courseEndpoints.catalogue);
    const total: number = res.body.total;
    // @ts-expect-error the response is typed: no such field
    void res.body.totalCount;
    return total;
  });
}
void typeChecks;
