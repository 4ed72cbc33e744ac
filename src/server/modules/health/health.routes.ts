import { CompiledQuery } from 'kysely';
import { healthEndpoints } from '#contracts/health';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';

// The health check is called often (load balancers, monitors) and is the measure of what
// every request pays before its handler: it reads no session (the caller does not matter),
// runs one precompiled `select 1`, and sends a body serialized once (the contract's shape).
const SELECT_ONE = CompiledQuery.raw('select 1');

export async function healthRoutes(app: AppInstance) {
  const body = JSON.stringify(healthEndpoints.health.response.parse({ status: 'ok', database: app.ctx.dialect }));
  route(
    app,
    healthEndpoints.health,
    async (_req, reply) => {
      await app.ctx.db.executeQuery(SELECT_ONE);
      return reply.type('application/json; charset=utf-8').send(body);
    },
    { session: false },
  );
}
