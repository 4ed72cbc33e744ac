import { sql, type Insertable } from 'kysely';
import { isPostgresDb, type Db } from '#server/db/database';
import type { CourseMaterialsTable } from '#server/db/schema';

// The teacher's writes on their courses' materials (course-materials.service.ts).

/** Bytes of every material a teacher uploaded (their upload quota). */
export async function sumTeacherMaterialBytes(db: Db, teacherId: string): Promise<number> {
  const row = await db.selectFrom('courseMaterials').select((eb) => eb.fn.sum<number | string | null>('sizeBytes').as('total')).where('uploadedBy', '=', teacherId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Serialises one teacher's uploads until the transaction ends (PostgreSQL; SQLite's single
 * writer already does), so two at once cannot both fit in the space left.
 */
export async function lockTeacherUploads(db: Db, teacherId: string) {
  if (isPostgresDb(db)) await sql`select pg_advisory_xact_lock(hashtext(${`uploads:${teacherId}`}))`.execute(db);
}

export async function insertMaterial(db: Db, row: Insertable<CourseMaterialsTable>) {
  await db.insertInto('courseMaterials').values(row).execute();
}

/** The material with what the teacher's rules need from its course (owner, status). */
export async function findMaterialWithCourse(db: Db, materialId: string) {
  return db
    .selectFrom('courseMaterials as m')
    .innerJoin('courses as c', 'c.id', 'm.courseId')
    .select(['m.id', 'm.courseId', 'c.title as courseTitle', 'c.instructorId', 'c.status', 'm.title', 'm.fileName', 'm.storedName', 'm.mimeType', 'm.sizeBytes', 'm.createdAt'])
    .select((eb) => eb.selectFrom('courseRevisions as r').select('r.status').whereRef('r.courseId', '=', 'c.id').as('revisionStatus'))
    .where('m.id', '=', materialId)
    .executeTakeFirst();
}

export async function renameMaterial(db: Db, materialId: string, title: string) {
  await db.updateTable('courseMaterials').set({ title }).where('id', '=', materialId).execute();
}

export async function deleteMaterial(db: Db, materialId: string) {
  await db.deleteFrom('courseMaterials').where('id', '=', materialId).execute();
}
