import { planAdminEndpoints as e } from '#contracts/plan-admin';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as planAdmin from './plan-admin.service.ts';

// /admin/planos: plans and coupons (issue 13 item 4).
export async function planAdminRoutes(app: AppInstance) {
  const actor = (req: { user: { id: string }; ip: string }) => ({ id: req.user.id, ip: req.ip });
  route(app, e.listPlans, async () => planAdmin.listAdminPlans(app.ctx));
  route(app, e.createPlan, async (req) => planAdmin.createPlan(app.ctx, actor(req), req.body));
  route(app, e.updatePlan, async (req) => planAdmin.updatePlan(app.ctx, actor(req), req.params.id, req.body));
  route(app, e.listCoupons, async () => planAdmin.listAdminCoupons(app.ctx));
  route(app, e.createCoupon, async (req) => planAdmin.createCoupon(app.ctx, actor(req), req.body));
  route(app, e.updateCoupon, async (req) => planAdmin.updateCoupon(app.ctx, actor(req), req.params.id, req.body));
}
