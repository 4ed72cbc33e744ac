import { CompiledQuery } from 'kysely';
import { healthEndpoints } from '#contracts/health';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { route } from '#server/plugins/route';

const SELECT_ONE = CompiledQuery.raw('select 1');

/** A database that has not answered `select 1` by then is unreachable for readiness. */
const READY_QUERY_TIMEOUT_MS = 1500;

/**
 * Liveness (`/api/health`): the process answers, nothing else is asked, so a database outage
 * never gets healthy instances restarted. It is called often (load balancers, monitors) and is
 * the measure of what every request pays before its handler: it reads no session and sends a
 * body serialized once (the contract's shape). Readiness (`/api/ready`): the load balancer
 * sends traffic only while the database answers and the instance is not shutting down.
 */
export async function healthRoutes(app: AppInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const body = JSON.stringify(healthEndpoints.health.response.parse({ status: 'ok', database: app.ctx.dialect }));
  route(app, healthEndpoints.health, async (_req, reply) => reply.type('application/json; charset=utf-8').send(body), { session: false });

  route(app, healthEndpoints.ready, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) throw new AppError('unavailable', 'O servidor está sendo encerrado.');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_QUERY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.ctx.db.executeQuery(SELECT_ONE), timeout]);
    } catch {
      throw new AppError('unavailable', 'O banco de dados não está respondendo.');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ready' as const, database: app.ctx.dialect };
  }, { session: false });
}
