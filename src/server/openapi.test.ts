import { BaseResolver, createConfig, lintDocument, makeDocumentFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '#contracts/endpoint';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// /api/docs/json is what integrators and client generators read: it must list every route
// the server answers, validate as OpenAPI 3.1, pass Redocly's `recommended` rules, and say
// what the routes really do.

/** Every route Fastify registers, seen by an onRoute hook added before any plugin or module. */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const fastify = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: fastify, fastify };
});

/**
 * Registered routes that are not operations of the API, each with its reason. Anything else
 * missing from the document fails the test.
 */
const NOT_OPERATIONS: { reason: string; matches: (route: { method: string; url: string }, all: Set<string>) => boolean }[] = [
  {
    reason: 'Fastify answers HEAD beside each GET (exposeHeadRoutes): the same operation, without a body',
    matches: ({ method, url }, all) => method === 'HEAD' && all.has(`GET ${url}`),
  },
  {
    reason: 'Swagger UI serves its own page, assets and this document under /api/docs: the tool that reads the API, not the API',
    matches: ({ method, url }) => ['GET', 'HEAD'].includes(method) && (url === '/api/docs' || url.startsWith('/api/docs/')),
  },
  {
    reason: 'the web app (plugins/spa.ts) serves its built files and pages outside /api when a build exists: pages, not API operations',
    matches: ({ method, url }) => ['GET', 'HEAD'].includes(method) && !url.startsWith('/api/'),
  },
  {
    reason: 'the landing\'s sign-in forms post to page paths (modules/auth/sign-in-forms.ts) and answer with a redirect: a browser navigation, not an API operation',
    matches: ({ method, url }) => method === 'POST' && url.startsWith('/entrar'),
  },
];

/** Redocly's `recommended` rules, which include the structural validation of OpenAPI 3.1. */
async function lintProblems(document: unknown): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintDocument({
    document: makeDocumentFromString(JSON.stringify(document), '/openapi.json'),
    config,
    externalRefResolver: new BaseResolver(),
  });
  if (process.env.OPENAPI_LINT_VERBOSE) console.log(problems.map(describeProblem).join('\n'));
  return problems;
}

async function lintErrors(document: unknown): Promise<string[]> {
  return (await lintProblems(document)).filter((p) => p.severity === 'error').map(describeProblem);
}

function describeProblem(problem: NormalizedProblem): string {
  return `${problem.severity} ${problem.ruleId}: ${problem.message} @ ${problem.location[0]?.pointer ?? ''}`;
}

const STATE_CHANGING = ['post', 'put', 'patch', 'delete'];

interface Operation {
  method: string;
  path: string;
  operation: any;
}

describe('API description (/api/docs/json)', () => {
  let t: TestApp;
  let spec: any;
  let operations: Operation[];

  const byId = (operationId: string) => {
    const found = operations.find((o) => o.operation.operationId === operationId);
    if (!found) throw new Error(`no operation ${operationId}`);
    return found.operation;
  };
  const resolveParameter = (parameter: any) =>
    parameter.$ref ? spec.components.parameters[parameter.$ref.replace('#/components/parameters/', '')] : parameter;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    spec = res.body;
    operations = Object.entries<Record<string, any>>(spec.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    );
  });
  afterAll(async () => t?.close());

  it('describes every route the server answers, and only those', () => {
    const all = new Set(registered.map(({ method, url }) => `${method} ${url}`));
    // The hook saw the whole app (a changed import of Fastify in app.ts would blind it).
    expect(all).toContain('GET /api/health');
    expect(all).toContain('GET /api/docs/json');
    const api = [...all]
      .map((key) => ({ method: key.split(' ')[0]!, url: key.split(' ')[1]! }))
      .filter((route) => !NOT_OPERATIONS.some((rule) => rule.matches(route, all)))
      .map(({ method, url }) => `${method} ${url}`);
    const documented = operations.map(({ method, path }) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    expect(documented.filter((key) => !all.has(key)), 'operations no route answers').toEqual([]);
    expect(api.filter((key) => !documented.includes(key)).sort(), 'routes missing from /api/docs/json').toEqual([]);
    expect(documented).toHaveLength(api.length);
    // The operations that were once left out: admin settings, reports, notice publishing.
    for (const id of ['adminSettings.savePlatform', 'reports.csv', 'teacherNotices.createTask', 'adminNotices.deleteEvent']) {
      expect(byId(id)).toBeDefined();
    }
  });

  it('validates as OpenAPI 3.1 and lints with no error and at most 3 warnings under Redocly recommended', async () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(operations.length).toBeGreaterThan(150);
    const problems = await lintProblems(spec);
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
    // Left as they are: no `license` (the platform is not published under one) and
    // `/api/certificates/{id}/pdf` beside `/api/certificates/verify/{code}` (the verification
    // address is printed in issued certificates' QR codes, so it cannot move).
    const warnings = problems.filter((p) => p.severity === 'warn').map(describeProblem);
    expect(warnings.length, warnings.join('\n')).toBeLessThanOrEqual(3);
  });

  it('documents a 400 on every operation, which an input with a NUL character really gets', async () => {
    for (const { method, path, operation } of operations) expect(`${method} ${path} ${'400' in operation.responses}`).toBe(`${method} ${path} true`);
    expect(byId('health.health').responses['400'].description).toContain('NUL');
    expect((await t.request('GET', '/api/health?q=%00')).status).toBe(400);
  });

  it('names the keys of a record over an enum (the e-mail outbox counts) as required properties', () => {
    const counts = byId('admin.listEmails').responses['200'].content['application/json'].schema.properties.counts;
    expect(Object.keys(counts.properties).sort()).toEqual([...counts.required].sort());
  });

  it('the lint fails when the document breaks (no security scheme, no servers, a duplicate operationId)', async () => {
    const withoutScheme = structuredClone(spec);
    delete withoutScheme.components.securitySchemes;
    expect((await lintErrors(withoutScheme)).join('\n')).toContain('security-defined');

    const withoutServers = structuredClone(spec);
    delete withoutServers.servers;
    expect((await lintErrors(withoutServers)).join('\n')).toContain('no-empty-servers');

    const duplicated = structuredClone(spec);
    duplicated.paths['/api/health'].get.operationId = 'auth.login';
    expect((await lintErrors(duplicated)).join('\n')).toContain('operation-operationId-unique');
  });

  it('names every operation after its contract (domain.key), with a summary and a declared tag', () => {
    const tags = new Set(spec.tags.map((tag: { name: string }) => tag.name));
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+\.[A-Za-z]+$/);
      expect(operation.summary).toBeTruthy();
      expect(operation.tags).toEqual([operation.operationId.split('.')[0]]);
      expect(tags.has(operation.tags[0])).toBe(true);
    }
    expect(byId('courses.detail')).toBeDefined();
    expect(spec.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('declares the session cookie scheme and the CSRF header on state-changing operations', () => {
    expect(spec.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    const addFavorite = byId('learning.addFavorite');
    expect(addFavorite.security).toEqual([{ session: [] }]);
    expect(addFavorite.parameters.map(resolveParameter)).toContainEqual(
      expect.objectContaining({ in: 'header', name: CSRF_HEADER, required: true, schema: expect.objectContaining({ enum: ['1'] }) }),
    );
    // Public, but still state-changing: no session, the CSRF header all the same.
    const login = byId('auth.login');
    expect(login.security).toEqual([]);
    expect(login.parameters.map(resolveParameter)).toContainEqual(expect.objectContaining({ in: 'header', name: CSRF_HEADER }));
    expect(byId('courses.detail').parameters.map(resolveParameter)).not.toContainEqual(expect.objectContaining({ name: CSRF_HEADER }));
  });

  it('lists the error answers with the shared error body', () => {
    expect(spec.components.schemas.Error).toMatchObject({ type: 'object', required: ['message'] });
    for (const { method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses).toContain('500');
      if (operation.security.length > 0) expect(statuses).toContain('401');
      if (STATE_CHANGING.includes(method)) expect(statuses).toContain('403');
      if (operation.parameters?.some((p: any) => p.in === 'path')) expect(statuses).toEqual(expect.arrayContaining(['400', '404']));
      for (const status of statuses.filter((s) => s >= '400')) {
        expect(operation.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    expect(Object.keys(byId('certificates.download').responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    expect(byId('billing.cancel').responses['409']).toBeDefined();
    expect(byId('auth.login').responses['429']).toBeDefined();
  });

  it('says what the routes really answer: 401 without a session, 403 without the CSRF header', async () => {
    for (const { method, path, operation } of operations) {
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      // A public operation answers something else (400 for the missing body, 404 for the made-up id…).
      const res = await t.request(upper, url);
      expect(`${upper} ${path} ${res.status === 401}`).toBe(`${upper} ${path} ${operation.security.length > 0}`);
      if (STATE_CHANGING.includes(method) && path.startsWith('/api/billing/webhooks/')) {
        // A provider's webhook is called server to server, without the CSRF header: its
        // signature is the check, so an unsigned event is refused as unauthenticated.
        const res = await t.app.inject({ method: upper, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ event: 'payment.confirmed', reference: 'x', amountCents: 100 }) });
        expect(`${upper} ${path} ${res.statusCode}`).toBe(`${upper} ${path} 401`);
      } else if (STATE_CHANGING.includes(method)) {
        const res = await t.app.inject({ method: upper, url });
        expect(`${upper} ${path} ${res.statusCode}`).toBe(`${upper} ${path} 403`);
      }
    }
  });

  it('uses the real media types: PDF, event stream, multipart upload', () => {
    for (const id of ['certificates.download', 'billing.receipt']) {
      expect(Object.keys(byId(id).responses['200'].content)).toEqual(['application/pdf']);
    }
    expect(Object.keys(byId('notifications.stream').responses['200'].content)).toEqual(['text/event-stream']);
    const upload = byId('users.uploadAvatar').requestBody;
    expect(upload.required).toBe(true);
    expect(upload.content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(byId('courses.detail').responses['200'].content)).toEqual(['application/json']);
  });
});
