import type { Db } from '#server/db/database';

// Read-only queries on the teacher's courses for the roster and analytics (teaching module).

/** Titles of these courses of the teacher (another teacher's are left out). */
export async function listCourseTitlesOfTeacher(db: Db, teacherId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db.selectFrom('courses').select(['id', 'title']).where('instructorId', '=', teacherId).where('id', 'in', courseIds).execute();
}

/** Every lesson of the courses in course order (module position, then lesson position). */
export async function listLessonsInOrder(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('lessons as l')
    .innerJoin('courseModules as m', 'm.id', 'l.moduleId')
    .select(['l.id', 'l.courseId', 'l.title'])
    .where('l.courseId', 'in', courseIds)
    .orderBy('l.courseId')
    .orderBy('m.position')
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
}
