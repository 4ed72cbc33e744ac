import { Readable } from 'node:stream';
import { teachingEndpoints } from '#contracts/teaching';
import type { AppInstance } from '#server/context';
import { contentDisposition } from '#server/lib/http/content-disposition';
import { route } from '#server/plugins/route';
import * as teaching from './teaching.service.ts';

export async function teachingRoutes(app: AppInstance) {
  route(app, teachingEndpoints.roster, async (req) => teaching.listRoster(app.ctx, req.user.id, req.query));
  route(app, teachingEndpoints.rosterCsv, async (req, reply) => {
    const file = teaching.exportRoster(app.ctx, req.user.id, req.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(file.body));
  });
  route(app, teachingEndpoints.messageCourse, async (req) => teaching.messageCourse(app.ctx, req.user, req.params.id, req.body.message));
  route(app, teachingEndpoints.analytics, async (req) => teaching.getAnalytics(app.ctx, req.user.id, req.query.days));
  route(app, teachingEndpoints.courseFunnel, async (req) => teaching.getCourseFunnel(app.ctx, req.user.id, req.params.id, req.query.days));
}
