import { moderationEndpoints as e } from '#contracts/moderation';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { readMaterialForReview } from './course-materials.service.ts';
import { sendMaterial } from './course-materials.routes.ts';
import * as moderation from './course-moderation.service.ts';
import { recomputeCourseProgress } from '#server/modules/learning/learning.service';

// /admin/moderacao, courses tab (issue 13 item 3).
export async function courseModerationRoutes(app: AppInstance) {
  // Learning depends on courses: its progress recomputation is passed in (no import cycle).
  const deps: moderation.ModerationDeps = { recomputeProgress: (courseId) => recomputeCourseProgress(app.ctx, courseId) };
  route(app, e.listCourses, async (req) => moderation.listModerationCourses(app.ctx, req.query.status));
  route(app, e.previewCourse, async (req) => moderation.previewCourse(app.ctx, req.params.id));
  route(app, e.downloadMaterial, async (req, reply) => sendMaterial(reply, await readMaterialForReview(app.ctx, req.params.id, req.params.materialId)));
  route(app, e.approveCourse, async (req) => moderation.approveCourse(app.ctx, { id: req.user.id, ip: req.ip }, req.params.id, deps));
  route(app, e.unpublishCourse, async (req) => moderation.unpublishCourse(app.ctx, { id: req.user.id, ip: req.ip }, req.params.id, req.body.reason));
  route(app, e.rejectCourse, async (req) => moderation.rejectCourse(app.ctx, { id: req.user.id, ip: req.ip }, req.params.id, req.body.reason));
}
