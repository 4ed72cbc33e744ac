import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The lesson funnel over 365 days read a row per day of enrolment and lesson from
// lesson_cohort_totals (migration 2026-11-28-1200-b): 13 468 rows for the course of 50 000
// students, 3.4 ms of SQLite's CPU and 10 ms of PostgreSQL's per request. The same cohorts per
// São Paulo month of enrolment (`lesson_cohort_month_totals`, learning), kept by triggers in the
// statement that writes the enrolment or the completion exactly as the days are: a period reads
// the days of its first, partial month and then one row per month and lesson, about a ninth of
// the rows at a year.
// Frozen in time: never import app code here.

const SQLITE_MONTH = (at: string) => `strftime('%Y-%m', ${at}, '-3 hours')`;
const PG_MONTH = (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM')`;

type Month = (at: string) => string;

const TABLE = 'lesson_cohort_month_totals';
const upsert = `on conflict (course_id, enrol_month, lesson_id) do update set students = ${TABLE}.students + excluded.students;`;

/** An enrolment (`r` is new or old) in or out of its month's cohort, with its student's completions in the course. */
function enrolment(schema: string, r: 'new' | 'old', sign: 1 | -1, month: Month) {
  const t = `${schema}${TABLE}`;
  return `insert into ${t} (course_id, enrol_month, lesson_id, students) values (${r}.course_id, ${month(`${r}.enrolled_at`)}, '', ${sign}) ${upsert}
    insert into ${t} (course_id, enrol_month, lesson_id, students)
      select ${r}.course_id, ${month(`${r}.enrolled_at`)}, lc.lesson_id, ${sign} from ${schema}lesson_completions lc
      where lc.user_id = ${r}.user_id and lc.course_id = ${r}.course_id ${upsert}`;
}

/** A completion (`r` is new or old) in or out of its student's cohort in the course, if enrolled. */
function completion(schema: string, r: 'new' | 'old', sign: 1 | -1, month: Month) {
  return `insert into ${schema}${TABLE} (course_id, enrol_month, lesson_id, students)
      select ${r}.course_id, ${month('e.enrolled_at')}, ${r}.lesson_id, ${sign} from ${schema}enrollments e
      where e.user_id = ${r}.user_id and e.course_id = ${r}.course_id ${upsert}`;
}

const ENROLMENT_COLUMNS = 'user_id, course_id, enrolled_at';
const COMPLETION_COLUMNS = 'user_id, course_id, lesson_id';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema
    .createTable(TABLE)
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('enrol_month', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('students', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${TABLE}_pk`, ['course_id', 'enrol_month', 'lesson_id']);
  // SQLite keeps the rows in the key's own tree: a funnel's months are one range of it.
  await (postgres ? table : table.modifyEnd(sql`without rowid`)).execute();

  // What keeps the table, per table written: the same rules on both dialects.
  const triggers = [
    ['enrolment', 'enrollments', ENROLMENT_COLUMNS, enrolment],
    ['completion', 'lesson_completions', COMPLETION_COLUMNS, completion],
  ] as const;
  if (postgres) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}".`;
    for (const [name, on, columns, change] of triggers) {
      await sql.raw(`create function ${s}${TABLE}_${name}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${change(s, 'old', -1, PG_MONTH)} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${change(s, 'new', 1, PG_MONTH)} end if;
          return null;
        end $$`).execute(db);
      await sql.raw(`create trigger ${TABLE}_${name} after insert or delete or update of ${columns} on ${on}
        for each row execute function ${TABLE}_${name}()`).execute(db);
    }
  } else {
    for (const [name, on, columns, change] of triggers) {
      await sql.raw(`create trigger ${TABLE}_${name}_insert after insert on ${on} begin ${change('', 'new', 1, SQLITE_MONTH)} end`).execute(db);
      await sql.raw(`create trigger ${TABLE}_${name}_delete after delete on ${on} begin ${change('', 'old', -1, SQLITE_MONTH)} end`).execute(db);
      await sql.raw(`create trigger ${TABLE}_${name}_update after update of ${columns} on ${on} begin
          ${change('', 'old', -1, SQLITE_MONTH)}
          ${change('', 'new', 1, SQLITE_MONTH)}
        end`).execute(db);
    }
  }

  // The days' cohorts summed per month: the same enrolments and completions (the migration runs
  // alone in its transaction, so no write comes between).
  await sql.raw(`insert into ${TABLE} (course_id, enrol_month, lesson_id, students)
      select course_id, substr(enrol_day, 1, 7), lesson_id, sum(students) from lesson_cohort_totals group by 1, 2, 3`).execute(db);
  await sql`analyze ${sql.table(TABLE)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`drop trigger if exists ${TABLE}_enrolment on enrollments`).execute(db);
    await sql.raw(`drop trigger if exists ${TABLE}_completion on lesson_completions`).execute(db);
    await sql.raw(`drop function if exists ${TABLE}_enrolment()`).execute(db);
    await sql.raw(`drop function if exists ${TABLE}_completion()`).execute(db);
  } else {
    for (const name of ['enrolment', 'completion']) {
      for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${TABLE}_${name}_${op}`).execute(db);
    }
  }
  await db.schema.dropTable(TABLE).execute();
}
