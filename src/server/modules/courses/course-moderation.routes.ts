import { moderationEndpoints as e } from '#contracts/moderation';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as moderation from './course-moderation.service.ts';

// /admin/moderacao, courses tab (issue 13 item 3).
export async function courseModerationRoutes(app: AppInstance) {
  route(app, e.listCourses, async (req) => moderation.listModerationCourses(app.ctx, req.query.status));
  route(app, e.previewCourse, async (req) => moderation.previewCourse(app.ctx, req.params.id));
  route(app, e.approveCourse, async (req) => moderation.approveCourse(app.ctx, { id: req.user.id, ip: req.ip }, req.params.id));
  route(app, e.rejectCourse, async (req) => moderation.rejectCourse(app.ctx, { id: req.user.id, ip: req.ip }, req.params.id, req.body.reason));
}
