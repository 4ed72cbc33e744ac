import type { AppContext } from '#server/app';
import type { Db } from '#server/db/database';

/**
 * Called by the learning module after a lesson completion and by the exams module after
 * a passing attempt: issues the course's certificate once every lesson is done and, where
 * the course has an exam, a passing attempt exists. Idempotent and safe under races.
 */
export async function issueCertificateIfComplete(ctx: AppContext, userId: string, courseId: string, db: Db = ctx.db): Promise<void> {
  // The certificates module (student assessment issue) implements issuing; until then
  // no certificate is issued.
  void ctx;
  void userId;
  void courseId;
  void db;
}
