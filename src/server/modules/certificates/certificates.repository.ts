import type { Db } from '#server/db/database';
import type { CertificatesTable } from '#server/db/schema';

export async function findCertificateOfCourse(db: Db, userId: string, courseId: string) {
  return db.selectFrom('certificates').selectAll().where('userId', '=', userId).where('courseId', '=', courseId).executeTakeFirst();
}

/** Inserts unless the student already has this course's certificate; true when inserted. */
export async function insertCertificateOnce(db: Db, row: CertificatesTable): Promise<boolean> {
  // RETURNING (SQLite ≥ 3.35 and PostgreSQL) gives a row only when this call inserted.
  const inserted = await db
    .insertInto('certificates')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const certificateColumns = [
  'certificates.id', 'certificates.code', 'certificates.courseId', 'certificates.userId', 'certificates.issuedAt',
  'certificates.minutes', 'certificates.score', 'courses.title as courseTitle', 'instructors.name as instructorName',
] as const;

export async function listCertificatesOfUser(db: Db, userId: string) {
  return db
    .selectFrom('certificates')
    .innerJoin('courses', 'courses.id', 'certificates.courseId')
    .innerJoin('users as instructors', 'instructors.id', 'courses.instructorId')
    .select(certificateColumns)
    .where('certificates.userId', '=', userId)
    .orderBy('certificates.issuedAt', 'desc')
    .orderBy('certificates.id')
    .execute();
}

export async function findCertificateWithDetails(db: Db, where: { id: string } | { code: string }) {
  let query = db
    .selectFrom('certificates')
    .innerJoin('courses', 'courses.id', 'certificates.courseId')
    .innerJoin('users as instructors', 'instructors.id', 'courses.instructorId')
    .innerJoin('users as students', 'students.id', 'certificates.userId')
    .select([...certificateColumns, 'students.name as studentName']);
  query = 'id' in where ? query.where('certificates.id', '=', where.id) : query.where('certificates.code', '=', where.code);
  return query.executeTakeFirst();
}

export async function certificateIdByCourse(db: Db, userId: string) {
  const rows = await db.selectFrom('certificates').select(['id', 'courseId']).where('userId', '=', userId).execute();
  return new Map(rows.map((r) => [r.courseId, r.id]));
}
