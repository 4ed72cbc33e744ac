import { sql } from 'kysely';
import { healthEndpoints } from '#contracts/health';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';

export async function healthRoutes(app: AppInstance) {
  route(app, healthEndpoints.health, async () => {
    await sql`select 1`.execute(app.ctx.db);
    return { status: 'ok' as const, database: app.ctx.dialect };
  });
}
