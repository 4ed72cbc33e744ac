import { learningEndpoints } from '#contracts/learning';
import type { AppInstance } from '#server/context';
import { contentDisposition } from '#server/lib/http/content-disposition';
import { route } from '#server/plugins/route';
import * as learning from './learning.service.ts';
import * as recommendations from './recommendations.service.ts';

export async function learningRoutes(app: AppInstance) {
  route(app, learningEndpoints.dashboard, async (req) => learning.getDashboard(app.ctx, req.user.id, req.query));
  route(app, learningEndpoints.recommendations, async (req) => ({ items: await recommendations.listRecommendations(app.ctx, req.user.id, req.query) }));
  // At start (in the background, like every job) it runs only when the tables are empty or stale.
  app.scheduler.every('recomendações de cursos', recommendations.RECOMMENDATIONS_REFRESH_INTERVAL_MS, () => recommendations.refreshRecommendationsIfStale(app.ctx));
  route(app, learningEndpoints.enroll, async (req) => learning.openCourse(app.ctx, req.user.id, req.params.id));
  route(app, learningEndpoints.completeLesson, async (req) =>
    learning.completeLesson(app.ctx, req.user.id, req.params.id, req.params.lessonId, req.log),
  );
  route(app, learningEndpoints.recordStudyTime, async (req) => learning.recordStudyTime(app.ctx, req.user.id, req.params.id, req.body.seconds));
  route(app, learningEndpoints.notes, async (req) => ({ items: await learning.listNotes(app.ctx, req.user.id, req.params.id) }));
  route(app, learningEndpoints.saveNote, async (req) =>
    learning.saveNote(app.ctx, req.user.id, req.params.id, req.params.lessonId, req.body.content),
  );
  route(app, learningEndpoints.exportNotes, async (req, reply) => {
    const file = await learning.exportNotes(app.ctx, req.user.id, req.params.id);
    return reply
      .header('content-type', 'text/markdown; charset=utf-8')
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  route(app, learningEndpoints.favorites, async (req) => ({ items: await learning.listFavorites(app.ctx, req.user.id) }));
  route(app, learningEndpoints.addFavorite, async (req) => {
    await learning.addFavorite(app.ctx, req.user.id, req.params.id);
    return { ok: true as const };
  });
  route(app, learningEndpoints.removeFavorite, async (req) => {
    await learning.removeFavorite(app.ctx, req.user.id, req.params.id);
    return { ok: true as const };
  });
}
