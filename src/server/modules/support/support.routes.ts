import type { FastifyRequest } from 'fastify';
import { billingEndpoints } from '#contracts/billing';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as support from './support.service.ts';

// The contract still lives in contracts/billing.ts (path /api/billing/support, unchanged for the web).
export async function supportRoutes(app: AppInstance) {
  route(app, billingEndpoints.contactSupport, async (req) => support.contactSupport(app.ctx, req.user.id, req.body), {
    rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`) },
  });
}
