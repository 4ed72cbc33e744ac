import { examEndpoints } from '#contracts/exams';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as exams from './exams.service.ts';

export async function examRoutes(app: AppInstance) {
  route(app, examEndpoints.get, async (req) => exams.getExam(app.ctx, req.user.id, req.params.id));
  route(app, examEndpoints.start, async (req) => exams.startAttempt(app.ctx, req.user.id, req.params.id));
  route(app, examEndpoints.getAttempt, async (req) => exams.getAttempt(app.ctx, req.user.id, req.params.id));
  route(app, examEndpoints.saveAnswers, async (req) => exams.saveAnswers(app.ctx, req.user.id, req.params.id, req.body.answers));
  route(app, examEndpoints.submit, async (req) => exams.submitAttempt(app.ctx, req.user.id, req.params.id, req.body.answers));
}
