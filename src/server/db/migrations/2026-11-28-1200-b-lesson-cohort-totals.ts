import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The teacher's lesson funnel (of the students who enrolled in the period, how many completed
// each lesson) joined every enrolment of the period with its completions on each request: 660 ms
// of CPU at 30 days for the demo teacher at 100 000 students, no answer within 3 s at 365.
// `lesson_cohort_totals` (learning) keeps, per course and São Paulo day of enrolment (UTC−3, as
// the other day totals), how many students enrolled that day (lesson_id '') and how many of
// them completed each lesson, so one course's funnel over a period reads one row per day and
// lesson, whatever the size of the class. Kept by triggers in the statement that writes the
// enrolment or the completion (docs/decisions/totals-kept-in-step.md): an enrolment carries its
// student's completions in the course in or out with it, a completion counts only while its
// student is enrolled (a completion without an enrolment is in no cohort).
// Frozen in time: never import app code here.

const SQLITE_DAY = (at: string) => `date(${at}, '-3 hours')`;
const PG_DAY = (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;

type Day = (at: string) => string;

const upsert = (table: string) => `on conflict (course_id, enrol_day, lesson_id) do update set students = ${table}.students + excluded.students;`;

/** An enrolment (`r` is new or old) in or out of its day's cohort, with its student's completions in the course. */
function enrolment(schema: string, r: 'new' | 'old', sign: 1 | -1, day: Day) {
  const t = `${schema}lesson_cohort_totals`;
  return `insert into ${t} (course_id, enrol_day, lesson_id, students) values (${r}.course_id, ${day(`${r}.enrolled_at`)}, '', ${sign}) ${upsert('lesson_cohort_totals')}
    insert into ${t} (course_id, enrol_day, lesson_id, students)
      select ${r}.course_id, ${day(`${r}.enrolled_at`)}, lc.lesson_id, ${sign} from ${schema}lesson_completions lc
      where lc.user_id = ${r}.user_id and lc.course_id = ${r}.course_id ${upsert('lesson_cohort_totals')}`;
}

/** A completion (`r` is new or old) in or out of its student's cohort in the course, if enrolled. */
function completion(schema: string, r: 'new' | 'old', sign: 1 | -1, day: Day) {
  return `insert into ${schema}lesson_cohort_totals (course_id, enrol_day, lesson_id, students)
      select ${r}.course_id, ${day('e.enrolled_at')}, ${r}.lesson_id, ${sign} from ${schema}enrollments e
      where e.user_id = ${r}.user_id and e.course_id = ${r}.course_id ${upsert('lesson_cohort_totals')}`;
}

const ENROLMENT_COLUMNS = 'user_id, course_id, enrolled_at';
const COMPLETION_COLUMNS = 'user_id, course_id, lesson_id';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lesson_cohort_totals')
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('enrol_day', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('students', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_cohort_totals_pk', ['course_id', 'enrol_day', 'lesson_id'])
    .execute();

  if (postgres) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}".`;
    await sql.raw(`create function ${s}lesson_cohort_totals_enrolment() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${enrolment(s, 'old', -1, PG_DAY)} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${enrolment(s, 'new', 1, PG_DAY)} end if;
          return null;
        end $$`).execute(db);
    await sql.raw(`create trigger lesson_cohort_totals_enrolment after insert or delete or update of ${ENROLMENT_COLUMNS} on enrollments
        for each row execute function lesson_cohort_totals_enrolment()`).execute(db);
    await sql.raw(`create function ${s}lesson_cohort_totals_completion() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${completion(s, 'old', -1, PG_DAY)} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${completion(s, 'new', 1, PG_DAY)} end if;
          return null;
        end $$`).execute(db);
    await sql.raw(`create trigger lesson_cohort_totals_completion after insert or delete or update of ${COMPLETION_COLUMNS} on lesson_completions
        for each row execute function lesson_cohort_totals_completion()`).execute(db);
  } else {
    const triggers = [
      ['enrolment', 'enrollments', ENROLMENT_COLUMNS, enrolment],
      ['completion', 'lesson_completions', COMPLETION_COLUMNS, completion],
    ] as const;
    for (const [name, table, columns, change] of triggers) {
      await sql.raw(`create trigger lesson_cohort_totals_${name}_insert after insert on ${table} begin ${change('', 'new', 1, SQLITE_DAY)} end`).execute(db);
      await sql.raw(`create trigger lesson_cohort_totals_${name}_delete after delete on ${table} begin ${change('', 'old', -1, SQLITE_DAY)} end`).execute(db);
      await sql.raw(`create trigger lesson_cohort_totals_${name}_update after update of ${columns} on ${table} begin
          ${change('', 'old', -1, SQLITE_DAY)}
          ${change('', 'new', 1, SQLITE_DAY)}
        end`).execute(db);
    }
  }

  const day = postgres ? PG_DAY : SQLITE_DAY;
  await sql.raw(`insert into lesson_cohort_totals (course_id, enrol_day, lesson_id, students)
      select e.course_id, ${day('e.enrolled_at')}, '', count(*) from enrollments e group by 1, 2`).execute(db);
  await sql.raw(`insert into lesson_cohort_totals (course_id, enrol_day, lesson_id, students)
      select e.course_id, ${day('e.enrolled_at')}, lc.lesson_id, count(*) from enrollments e
      join lesson_completions lc on lc.user_id = e.user_id and lc.course_id = e.course_id group by 1, 2, 3`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists lesson_cohort_totals_enrolment on enrollments`.execute(db);
    await sql`drop trigger if exists lesson_cohort_totals_completion on lesson_completions`.execute(db);
    await sql`drop function if exists lesson_cohort_totals_enrolment()`.execute(db);
    await sql`drop function if exists lesson_cohort_totals_completion()`.execute(db);
  } else {
    for (const name of ['enrolment', 'completion']) {
      for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists lesson_cohort_totals_${name}_${op}`).execute(db);
    }
  }
  await db.schema.dropTable('lesson_cohort_totals').execute();
}
