import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppInstance } from '#server/context';
import { poolUsage } from '#server/db/database';

/**
 * `GET /metrics` in Prometheus' text format, for the operator's scraper only: it answers
 * with `Authorization: Bearer <METRICS_TOKEN>`, 401 without it, and 404 when no token is
 * configured (nothing is counted then). Request counts and latency by route (the route's
 * pattern, never the URL: ids stay out of the labels), event-loop lag and the process'
 * defaults, database pool use, open live streams, the page-render queue, job runs and failures.
 */
export const metricsPlugin = fp(async (app: AppInstance, options: { token?: string }) => {
  const token = options.token ? Buffer.from(options.token) : null;
  const register = new Registry();
  if (token) {
    collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
    const requests = new Counter({ name: 'eduia_http_requests_total', help: 'Requisições respondidas, por rota e status.', labelNames: ['method', 'route', 'status'], registers: [register] });
    const latency = new Histogram({
      name: 'eduia_http_request_duration_seconds', help: 'Tempo de resposta por rota.', labelNames: ['method', 'route'], registers: [register],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    });
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'não encontrada';
      requests.inc({ method: req.method, route, status: String(reply.statusCode) });
      latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    });
    new Gauge({
      name: 'eduia_db_pool_connections', help: 'Conexões do pool do PostgreSQL por estado (vazio no SQLite).', labelNames: ['state'], registers: [register],
      collect() {
        const usage = poolUsage(app.ctx.db);
        if (!usage) return;
        this.set({ state: 'total' }, usage.total);
        this.set({ state: 'idle' }, usage.idle);
        this.set({ state: 'in_use' }, usage.total - usage.idle);
        this.set({ state: 'waiting' }, usage.waiting);
      },
    });
    new Gauge({
      name: 'eduia_live_streams', help: 'Fluxos ao vivo (notificações) abertos nesta instância.', registers: [register],
      collect() {
        this.set(app.ctx.notificationBus.listenerCount('created'));
      },
    });
    new Gauge({
      name: 'eduia_page_render_queue', help: 'Renderizações de página no servidor agora, por estado (queued, running).', labelNames: ['state'], registers: [register],
      collect() {
        const stats = app.renderQueue();
        if (!stats) return;
        this.set({ state: 'queued' }, stats.queued);
        this.set({ state: 'running' }, stats.running);
      },
    });
    // Render outcomes only grow: counters (`_total`), so rate() works and a restart reads as a reset.
    const renderOutcomes = {
      rendered: ['eduia_page_renders_total', 'Páginas renderizadas no servidor (com seus dados).'],
      kept: ['eduia_page_renders_kept_total', 'Páginas públicas servidas da memória (já renderizadas).'],
      shed: ['eduia_page_renders_shed_total', 'Renderizações descartadas (fila cheia): o navegador recebeu a página simples.'],
      timedOut: ['eduia_page_renders_timed_out_total', 'Renderizações interrompidas no tempo máximo.'],
      outOfMemory: ['eduia_page_renders_out_of_memory_total', 'Renderizações interrompidas no limite de memória da thread.'],
    } as const;
    for (const [key, [name, help]] of Object.entries(renderOutcomes) as Array<[keyof typeof renderOutcomes, (typeof renderOutcomes)[keyof typeof renderOutcomes]]>) {
      let seen = 0;
      new Counter({
        name, help, registers: [register],
        collect() {
          const value = app.renderQueue()?.[key] ?? seen;
          if (value > seen) this.inc(value - seen);
          seen = value;
        },
      });
    }
    const jobs = new Counter({ name: 'eduia_job_runs_total', help: 'Execuções de tarefas agendadas nesta instância, por resultado.', labelNames: ['job', 'result'], registers: [register] });
    app.scheduler.observe((job, failed) => jobs.inc({ job, result: failed ? 'failure' : 'success' }));
  }

  app.get('/metrics', { config: { metrics: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.status(404).send({ message: 'Rota não encontrada.' });
    const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (given.length !== token.length || !timingSafeEqual(given, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Token de métricas ausente ou inválido.' });
    }
    return reply.type(register.contentType).send(await register.metrics());
  });
});
