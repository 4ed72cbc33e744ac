import { authoringEndpoints } from '#contracts/authoring';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { findOwnCourse } from '#server/modules/courses/courses.service';
import * as editor from './quiz-editor.service.ts';

// The teacher's quiz editor (/professor/simulados/editar) and the quizzes tab.
export async function quizEditorRoutes(app: AppInstance) {
  const ownsCourse: editor.FindOwnCourse = (teacherId, courseId) => findOwnCourse(app.ctx, teacherId, courseId);
  const e = authoringEndpoints;
  route(app, e.listQuizzes, async (req) => editor.listTeacherQuizzes(app.ctx, req.user.id, req.query));
  route(app, e.getQuiz, async (req) => editor.getQuizForEditor(app.ctx, req.user.id, req.params.id));
  route(app, e.createQuiz, async (req) => editor.createQuiz(app.ctx, req.user.id, req.body, ownsCourse));
  route(app, e.updateQuiz, async (req) => editor.updateQuiz(app.ctx, req.user.id, req.params.id, req.body, ownsCourse));
  route(app, e.deleteQuiz, async (req) => editor.deleteQuiz(app.ctx, req.user.id, req.params.id, ownsCourse));
}
