import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import { courseTitleMatches, userMatches, type SearchTerm } from '#server/db/search';

// Read-only queries for the teacher's roster and analytics (teaching module), on the tables
// learning owns: enrollments, lesson_completions, study_time. Names and course titles are
// display fields joined inside the query (docs/decisions/modules-talk-through-services.md).

/**
 * Every enrolment in the teacher's courses, with the student's name and e-mail and the
 * course title. One indexed pass: courses by instructor → enrollments by course → users by id.
 * `terms`: each word is in the student's name or e-mail, or in the course's title (the
 * search index, db/search.ts).
 */
export async function listRosterRows(
  db: Db,
  teacherId: string,
  filters: { courseId?: string; accessedSince?: string; notAccessedSince?: string; terms?: SearchTerm[] } = {},
) {
  let query = db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .select([
      'e.id',
      'e.userId as studentId',
      'u.name',
      'u.email',
      'e.courseId',
      'c.title as course',
      'e.progressPercent as progress',
      'e.enrolledAt',
      'e.lastAccessedAt',
      'e.completedAt',
    ])
    .where('c.instructorId', '=', teacherId)
    .where('u.role', '=', 'aluno');
  if (filters.courseId) query = query.where('e.courseId', '=', filters.courseId);
  if (filters.accessedSince) query = query.where('e.lastAccessedAt', '>=', filters.accessedSince);
  if (filters.notAccessedSince) query = query.where('e.lastAccessedAt', '<', filters.notAccessedSince);
  for (const term of filters.terms ?? []) query = query.where((eb) => eb.or([userMatches(db, 'u', [term]), courseTitleMatches(db, 'c', [term])]));
  return query.execute();
}
export type RosterRow = Awaited<ReturnType<typeof listRosterRows>>[number];

/** The last São Paulo day with study time per (student, course) in the courses (at-risk students). */
export async function listLastStudyDays(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('studyTime')
    .select((eb) => ['userId', 'courseId', eb.fn.max('day').as('lastDay')])
    .where('courseId', 'in', courseIds)
    .where('seconds', '>', 0)
    .groupBy(['userId', 'courseId'])
    .execute();
}

/** Ids of the students enrolled in one course (a message to the whole class). */
export async function listStudentIdsOfCourse(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .select('e.userId')
    .where('e.courseId', '=', courseId)
    .where('u.role', '=', 'aluno')
    .orderBy('e.userId')
    .execute();
  return rows.map((r) => r.userId);
}

/** Seconds studied per São Paulo day in the courses, from `fromDay` on. */
export async function sumStudySecondsByDay(db: Db, courseIds: string[], fromDay: string) {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectFrom('studyTime')
    .select((eb) => ['day', eb.fn.sum<number | string>('seconds').as('seconds')])
    .where('courseId', 'in', courseIds)
    .where('day', '>=', fromDay)
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, seconds: Number(r.seconds) }));
}

/** Distinct students with study time in the courses from `fromDay` on. */
export async function countStudyingStudents(db: Db, courseIds: string[], fromDay: string): Promise<number> {
  if (courseIds.length === 0) return 0;
  const row = await db
    .selectFrom('studyTime')
    .select(sql<number | string>`count(distinct user_id)`.as('n'))
    .where('courseId', 'in', courseIds)
    .where('day', '>=', fromDay)
    .where('seconds', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per lesson, how many students who enrolled since `since` have completed it (the funnel). */
export async function countLessonCompletionsOfCohort(db: Db, courseIds: string[], since: string) {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('lessonCompletions as lc', (join) => join.onRef('lc.userId', '=', 'e.userId').onRef('lc.courseId', '=', 'e.courseId'))
    .select((eb) => ['lc.lessonId', eb.fn.countAll<number | string>().as('students')])
    .where('e.courseId', 'in', courseIds)
    .where('e.enrolledAt', '>=', since)
    .groupBy('lc.lessonId')
    .execute();
  return rows.map((r) => ({ lessonId: r.lessonId, students: Number(r.students) }));
}
