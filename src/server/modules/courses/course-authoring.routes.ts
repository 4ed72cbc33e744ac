import { authoringEndpoints } from '#contracts/authoring';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { countQuizzesByCourse } from '#server/modules/exams/exams.service';
import { countEnrollmentsByCourse, recomputeCourseProgress } from '#server/modules/learning/learning.service';
import * as authoring from './course-authoring.service.ts';

// The teacher's course editor (issue 12 item 2). Learning and exams depend on courses, so
// their counts and the progress recomputation are passed in from here (no import cycle).
export async function courseAuthoringRoutes(app: AppInstance) {
  const deps: authoring.AuthoringDeps = {
    countStudents: (ids) => countEnrollmentsByCourse(app.ctx, ids),
    countQuizzes: (ids) => countQuizzesByCourse(app.ctx, ids),
    recomputeProgress: (courseId) => recomputeCourseProgress(app.ctx, courseId),
  };
  const e = authoringEndpoints;
  route(app, e.listCourses, async (req) => authoring.listTeacherCourses(app.ctx, req.user.id, deps));
  route(app, e.createCourse, async (req) => authoring.createCourse(app.ctx, req.user.id, req.body, deps));
  route(app, e.getCourse, async (req) => authoring.getAuthoringCourse(app.ctx, req.user.id, req.params.id, deps));
  route(app, e.updateCourse, async (req) => authoring.updateCourse(app.ctx, req.user.id, req.params.id, req.body, deps));
  route(app, e.submitCourse, async (req) => authoring.submitCourse(app.ctx, req.user.id, req.params.id, deps));
  route(app, e.addModule, async (req) => authoring.addModule(app.ctx, req.user.id, req.params.id, req.body, deps));
  route(app, e.updateModule, async (req) => authoring.renameModule(app.ctx, req.user.id, req.params.id, req.params.moduleId, req.body, deps));
  route(app, e.deleteModule, async (req) => authoring.deleteModule(app.ctx, req.user.id, req.params.id, req.params.moduleId, deps));
  route(app, e.addLesson, async (req) => authoring.addLesson(app.ctx, req.user.id, req.params.id, req.body, deps));
  route(app, e.updateLesson, async (req) => authoring.updateLesson(app.ctx, req.user.id, req.params.id, req.params.lessonId, req.body, deps));
  route(app, e.deleteLesson, async (req) => authoring.deleteLesson(app.ctx, req.user.id, req.params.id, req.params.lessonId, deps));
  route(app, e.reorder, async (req) => authoring.reorderCourse(app.ctx, req.user.id, req.params.id, req.body, deps));
  route(app, e.listMaterials, async (req) => authoring.listTeacherMaterials(app.ctx, req.user.id));
}
