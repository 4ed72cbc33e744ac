import type { AppContext } from '#server/context';
import * as repo from './course-counts.repository.ts';

/** Courses waiting for moderation (admin dashboard, issue 13 item 1); re-exported by courses.service.ts. */
export async function countPendingCourses(ctx: Pick<AppContext, 'db'>) {
  return repo.countPendingCourses(ctx.db);
}
