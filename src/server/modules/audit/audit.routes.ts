import { auditEndpoints } from '#contracts/audit';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { listAudit } from './audit.service.ts';

export async function auditRoutes(app: AppInstance) {
  route(app, auditEndpoints.list, async (req) => listAudit(app.ctx, req.query));
}
