import { courseEndpoints } from '#contracts/courses';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { sendMaterial } from './course-materials.routes.ts';
import { isLessonCompleted, listCompletedLessonIds } from '#server/modules/learning/learning.service';
import * as courses from './courses.service.ts';

export async function courseRoutes(app: AppInstance) {
  const completedLessons: courses.CompletedLessons = {
    ofCourse: (userId, courseId) => listCompletedLessonIds(app.ctx, userId, courseId),
    has: (userId, lessonId) => isLessonCompleted(app.ctx, userId, lessonId),
  };

  route(app, courseEndpoints.catalogue, async (req) => courses.searchCatalogue(app.ctx, req.user.id, req.query));
  route(app, courseEndpoints.instructors, async (req) => courses.listInstructors(app.ctx, req.query));
  route(app, courseEndpoints.detail, async (req) => courses.getCourseDetail(app.ctx, req.user.id, req.params.id, completedLessons));
  route(app, courseEndpoints.lesson, async (req) => courses.getLesson(app.ctx, req.user.id, req.params.id, req.params.lessonId, completedLessons));
  route(app, courseEndpoints.downloadMaterial, async (req, reply) => {
    return sendMaterial(reply, await courses.readMaterial(app.ctx, req.user.id, req.params.id, req.params.materialId));
  });
}
