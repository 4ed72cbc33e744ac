import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#contracts/endpoint';
import { listContractEndpoints } from '#server/testing/contract-endpoints';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Review of issue 13 as an attacker: every admin endpoint, hostile values in every field,
// query parameter and path parameter. Never a 500; an error always has a Portuguese message.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const HOSTILE: unknown[] = [
  null, -1, 0, 10.5, 1e308, -1e308, 2 ** 53 + 1, '', ' ', 'x'.repeat(100_000), '%', '_', '%_%', "' OR 1=1 --", '\u0000', '😀', 'ÇÃO ção',
  '2020-13-45', '0000-00-00', '1900-01-01', '9999-12-31', '2026-02-30T25:61', true, {}, [], ['%'], 'NaN', 'Infinity',
];
const QUERY_HOSTILE = ['', '%', '_', '%25', "'", 'x'.repeat(5000), '-1', '0', '1.5', '1e400', '99999999999', 'NaN', '2020-13-45', 'zz', '😀'];
const PARAM_HOSTILE = ['%25', '_', "'", '..%2F..', 'x'.repeat(100), 'x'.repeat(101), '%F0%9F%98%80', '%00'];

function shapeKeys(schema: unknown): string[] {
  // zod v4: objects expose .shape; intersections/pipes/refinements keep it under def.
  const s = schema as { shape?: Record<string, unknown>; def?: { left?: unknown; right?: unknown; in?: unknown; schema?: unknown } } | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  const d = s.def ?? {};
  return [...new Set([...shapeKeys(d.left), ...shapeKeys(d.right), ...shapeKeys(d.in), ...shapeKeys(d.schema)])];
}

const adminEndpoints = listContractEndpoints().filter(({ endpoint }) => Array.isArray(endpoint.access) && (endpoint.access as readonly string[]).includes('admin') && endpoint.path.startsWith('/api/admin'));

describe('hostile input on admin endpoints', () => {
  it('finds the admin endpoints', () => {
    expect(adminEndpoints.length).toBeGreaterThan(30);
  });

  for (const { name, endpoint } of adminEndpoints) {
    it(`${name}: never 500`, async () => {
      const failures: string[] = [];
      const hit = async (what: string, p: Promise<{ status: number; body: unknown }>) => {
        const res = await p;
        const message = (res.body as { message?: unknown } | null)?.message;
        if (res.status >= 500) failures.push(`${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        else if (res.status >= 400 && (typeof message !== 'string' || /[a-z] is |Expected|Invalid input|Required/.test(message))) failures.push(`${what} → ${res.status} message ${JSON.stringify(message).slice(0, 200)}`);
      };
      const e = endpoint as Endpoint & { params?: unknown; query?: unknown; body?: unknown };
      const params = e.params ? Object.fromEntries(shapeKeys(e.params).map((k) => [k, 'x-inexistente'])) : undefined;
      const raw = (input: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown }) =>
        t.callRaw(endpoint as never, { cookie: admin, ...input } as never);
      if (params) for (const value of PARAM_HOSTILE) {
        const url = e.path.replace(/:([A-Za-z]+)/g, value);
        await hit(`url ${url.slice(0, 80)}`, t.request(e.method as never, url, { cookie: admin, body: e.method === 'GET' ? undefined : {} }));
      }
      if (e.query) for (const key of shapeKeys(e.query)) for (const value of QUERY_HOSTILE) {
        await hit(`query ${key}=${value.slice(0, 20)}`, raw({ params, query: { [key]: value } }));
      }
      if (e.method !== 'GET' && e.method !== 'DELETE') {
        for (const body of [null, [], 'x', 1, {}]) await hit(`body ${JSON.stringify(body)}`, raw({ params, body }));
        for (const key of shapeKeys(e.body)) for (const value of HOSTILE) {
          await hit(`body.${key}=${JSON.stringify(value)?.slice(0, 30)}`, raw({ params, body: { [key]: value } }));
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

describe('a NUL character (PostgreSQL refuses it: it was a 500 there)', () => {
  it('in a path parameter or a valid body is 400 with a Portuguese message, and nothing is written', async () => {
    const { adminEndpoints } = await import('#contracts/admin');
    const { moderationEndpoints } = await import('#contracts/moderation');
    const before = (await t.call(adminEndpoints.listUsers, { cookie: admin })).body.total;
    const created = await t.callRaw(adminEndpoints.createUser, { cookie: admin, body: { name: 'Nome\u0000Nulo', email: 'nulo@exemplo.com', role: 'aluno', temporaryPassword: 'Senha-Forte-123!' } });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe('O texto enviado contém um caractere inválido (NUL).');
    expect((await t.call(adminEndpoints.listUsers, { cookie: admin })).body.total).toBe(before);
    const approve = await t.request('POST', '/api/admin/moderation/courses/%00/approve', { cookie: admin });
    expect(approve.status).toBe(400);
    const preview = await t.callRaw(moderationEndpoints.previewCourse, { cookie: admin, params: { id: 'a\u0000b' } });
    expect(preview.status).toBe(400);
  });
});
