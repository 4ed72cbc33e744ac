import type { FastifyRequest } from 'fastify';
import { privacyAdminEndpoints, privacyEndpoints } from '#contracts/privacy';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as privacy from './privacy.service.ts';

/** Per-user limit on the calls that check a password (guessing). */
const guessLimit = {
  rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `privacy:${req.user?.id ?? req.ip}` },
};

/** How often asked exports are built and expired ones removed. */
const DATA_REQUESTS_INTERVAL_MS = 30_000;
/** How often the retention periods are applied. */
const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export async function privacyRoutes(app: AppInstance) {
  const { ctx } = app;
  route(app, privacyEndpoints.myData, async (req) => privacy.getMyData(ctx, req.user.id));
  route(app, privacyEndpoints.requestExport, async (req, reply) => {
    const request = await privacy.requestExport(ctx, req.user.id);
    // Built by the scheduler's job; started now so that a small export is ready in seconds.
    setImmediate(() => void privacy.runDataRequests(ctx).catch((error: unknown) => app.log.error({ err: error }, 'exportação de dados falhou')));
    return reply.status(202).send(request);
  }, { rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `privacy-export:${req.user?.id ?? req.ip}` } });
  route(app, privacyEndpoints.downloadExport, async (req, reply) => {
    const file = await privacy.openExport(ctx, req.user.id, req.params.id, req.body.currentPassword);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  }, guessLimit);

  route(app, privacyEndpoints.requestErasure, async (req, reply) => reply.status(202).send(await privacy.requestErasure(ctx, req.user.id, req.body)), guessLimit);
  route(app, privacyEndpoints.cancelErasure, async (req) => privacy.cancelErasure(ctx, req.user.id));
  route(app, privacyAdminEndpoints.requests, async (req) => privacy.listRequestsForAdmin(ctx, req.query));
  route(app, privacyAdminEndpoints.eraseUser, async (req) => privacy.eraseOnRequest(ctx, { id: req.user.id, ip: req.ip }, req.params.id, req.body.reason));

  // Retention periods (admin settings): once a day, one instance (the scheduler claims each tick).
  app.scheduler.every('retenção de dados pessoais', RETENTION_INTERVAL_MS, async () => {
    const done = await privacy.applyRetention(ctx);
    if (Object.values(done).some((n) => n > 0)) app.log.info(done, 'retenção de dados pessoais aplicada');
  });

  app.scheduler.every('pedidos de dados pessoais', DATA_REQUESTS_INTERVAL_MS, async () => {
    const done = await privacy.runDataRequests(ctx);
    if (done.built + done.expired + done.erased > 0) app.log.info(done, 'pedidos de dados pessoais');
  });
}
