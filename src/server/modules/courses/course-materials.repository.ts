import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { CourseMaterialsTable } from '#server/db/schema';

// The teacher's writes on their courses' materials (course-materials.service.ts).

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
