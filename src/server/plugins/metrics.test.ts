import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '#server/modules/auth/auth.service';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// GET /metrics (plugins/metrics.ts): the operator's scraper only, Prometheus' text format,
// names by Prometheus' conventions (eduia_ prefix, counters in _total, durations in _seconds).
const TOKEN = 'token-de-metricas-para-testes';
const PG = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { METRICS_TOKEN: TOKEN } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

async function scrape() {
  const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.raw.body;
}

/** The value of one sample line, e.g. `eduia_live_streams` or `eduia_job_runs_total{job="x",result="success"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 when no token is configured, 401 without the token or with a wrong one', async () => {
    const none = await buildTestApp({ seed: false });
    try {
      const res = await none.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await none.close();
    }
    for (const authorization of [undefined, `Bearer ${TOKEN.replace('t', 'T')}`, 'Bearer curto', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.request('GET', '/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.raw.headers['www-authenticate']).toBe('Bearer');
      expect(res.raw.body).not.toContain('eduia_');
    }
  });

  it('counts requests and their latency by route pattern, never by the URL with its ids', async () => {
    for (const code of ['ABC-123', 'XYZ-987']) await t.request('GET', `/api/certificates/verify/${code}`);
    await t.request('GET', '/api/certificates/verify/ABC-123');
    const text = await scrape();
    expect(text).toMatch(/^# TYPE eduia_http_requests_total counter$/m);
    expect(text).toMatch(/^# TYPE eduia_http_request_duration_seconds histogram$/m);
    const counted = text.split('\n').filter((l) => l.startsWith('eduia_http_requests_total{') && l.includes('route="/api/certificates/verify/:code"'));
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.reduce((sum, l) => sum + Number(l.split(' ').pop()), 0)).toBe(3);
    expect(sample(text, 'eduia_http_request_duration_seconds_count{method="GET",route="/api/certificates/verify/:code"}')).toBe(3);
    expect(text).toContain('eduia_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/certificates/verify/:code"}');
    expect(text).not.toContain('ABC-123');
    expect(text).not.toContain('XYZ-987');
  });

  it('shows event-loop lag, the database pool, the page-render queue, and follows the naming conventions', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^# TYPE eduia_db_pool_connections gauge$/m);
    if (PG) {
      // The scrape itself is not a query: the pool holds idle connections from the test's earlier calls.
      expect(sample(text, 'eduia_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'eduia_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'eduia_db_pool_connections{state="waiting"}')).toBe(0);
    }
    expect(text).toMatch(/^# TYPE eduia_page_render_queue gauge$/m);
    expect(text).toMatch(/^# TYPE eduia_page_renders_shed_total counter$/m);
    expect(text).toMatch(/^# TYPE eduia_page_renders_timed_out_total counter$/m);
    expect(text).toMatch(/^# TYPE eduia_page_renders_total counter$/m);
    expect(text).toMatch(/^# TYPE eduia_page_renders_kept_total counter$/m);
    expect(text).toMatch(/^# TYPE eduia_page_renders_out_of_memory_total counter$/m);
    const types = [...text.matchAll(/^# TYPE (eduia_\w+) (\w+)$/gm)].map(([, name, type]) => ({ name, type }));
    expect(types.length).toBeGreaterThanOrEqual(8);
    for (const { name, type } of types) {
      if (type === 'counter') expect(name).toMatch(/_total$/);
      else expect(name).not.toMatch(/_total$/);
      if (type === 'histogram') expect(name).toMatch(/_(seconds|bytes)$/);
      expect(name).not.toMatch(/_(milliseconds|ms)$/);
    }
  });

  it('shows the live streams open on this instance, down again when one closes', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const cookie = await openSession(t.app.ctx, user.id);
    const controller = new AbortController();
    const response = await fetch(`${url}/api/notifications/stream`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` }, signal: controller.signal });
    expect(response.status).toBe(200);
    try {
      await expect.poll(async () => sample(await scrape(), 'eduia_live_streams'), { timeout: 2000 }).toBe(1);
    } finally {
      controller.abort();
    }
    await expect.poll(async () => sample(await scrape(), 'eduia_live_streams'), { timeout: 2000 }).toBe(0);
  });

  it('counts job runs and failures by job', async () => {
    let failing = 0;
    t.app.scheduler.every('teste de métricas: certa', 3_600_000, async () => {});
    t.app.scheduler.every('teste de métricas: falha', 3_600_000, async () => {
      failing++;
      throw new Error('falhou de propósito');
    });
    await expect.poll(() => failing, { timeout: 2000 }).toBe(1);
    const text = await scrape();
    expect(text).toMatch(/^# TYPE eduia_job_runs_total counter$/m);
    expect(sample(text, 'eduia_job_runs_total{job="teste de métricas: certa",result="success"}')).toBe(1);
    expect(sample(text, 'eduia_job_runs_total{job="teste de métricas: falha",result="failure"}')).toBe(1);
    expect(sample(text, 'eduia_job_runs_total{job="teste de métricas: falha",result="success"}')).toBeUndefined();
  });
});
