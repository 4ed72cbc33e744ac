import { historyEndpoints } from '#contracts/history';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import { getLearningHistory } from './history.service.ts';

export async function historyRoutes(app: AppInstance) {
  route(app, historyEndpoints.get, async (req) => getLearningHistory(app.ctx, req.user.id));
}
