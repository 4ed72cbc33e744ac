import { moderationEndpoints as e } from '#contracts/moderation';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { createNotification } from '#server/modules/notifications/notifications.service';
import * as verification from './student-verification.service.ts';

// /admin/moderacao, students tab, and the student's own identity submission (issue 13 item 3).
export async function studentVerificationRoutes(app: AppInstance) {
  const notify: verification.Notify = async (db, input) => (await createNotification(app.ctx, input, db)).announce;
  route(app, e.listStudents, async (req) => verification.listModerationStudents(app.ctx, req.query.status));
  route(app, e.approveStudent, async (req) => verification.approveStudent(app.ctx, { id: req.user.id, ip: req.ip }, req.params.id, notify));
  route(app, e.rejectStudent, async (req) => verification.rejectStudent(app.ctx, { id: req.user.id, ip: req.ip }, req.params.id, req.body.reason, notify));
  route(app, e.myIdentity, async (req) => verification.getMyIdentity(app.ctx, req.user.id));
  route(app, e.submitIdentity, async (req) => verification.submitIdentity(app.ctx, req.user.id, req.body.cpf));
}
