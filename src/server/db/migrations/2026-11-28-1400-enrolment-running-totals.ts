import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The teacher's analytics counted the enrolments begun and finished in the period from two
// indexes of enrollments, per hour and per course: every enrolment of the period read, 34 ms of
// CPU at 30 days and 277 ms at 365 for the demo teacher at 100 000 students (180 093 enrolments
// in a year), with SQLite's single thread held meanwhile. Two tables of learning, kept in step by
// triggers on enrollments in the statement that writes the enrolment
// (docs/decisions/teacher-analytics-per-course.md):
//
// - teacher_enrolment_day_totals (instructor_id, day, enrolled, completed): per teacher and São
//   Paulo day, the enrolments begun and finished that day (the timeline and the KPIs: a row per
//   day of the period);
// - course_enrolment_running_totals (course_id, day, enrolled, completed): per course, at each day
//   on which one of its enrolments began or finished, how many of its enrolments began and how
//   many finished on that day or before. A course's figure for a period is its latest row less
//   its latest row before the period: two lookups per course, whatever the period or the class.
//   An event on day D adds to every row of the course from D on (a row for D is first copied from
//   the one before): today's events touch today's row; a deleted old enrolment, every later row of
//   its course (at most one per day).
//
// Frozen in time: never import app code here.

const SQLITE_DAY = (at: string) => `date(${at}, '-3 hours')`;
const PG_DAY = (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;

type Day = (at: string) => string;
type Row = 'new' | 'old';
type Sign = '' | '-';

/** SQL statements shared by both dialects; `t` prefixes table names (PostgreSQL's schema). */
function statements(t: string, day: Day) {
  const teacherDay = (row: Row, sign: Sign) => `insert into ${t}teacher_enrolment_day_totals (instructor_id, day, enrolled, completed)
      values (${row}.instructor_id, ${day(`${row}.enrolled_at`)}, ${sign}1, 0)
      on conflict (instructor_id, day) do update set enrolled = teacher_enrolment_day_totals.enrolled + excluded.enrolled;
    insert into ${t}teacher_enrolment_day_totals (instructor_id, day, enrolled, completed)
      select ${row}.instructor_id, ${day(`${row}.completed_at`)}, 0, ${sign}1 where ${row}.completed_at is not null
      on conflict (instructor_id, day) do update set completed = teacher_enrolment_day_totals.completed + excluded.completed;`;
  const previous = (row: Row, column: string, at: string) => `coalesce((select p.${column} from ${t}course_enrolment_running_totals p
      where p.course_id = ${row}.course_id and p.day < ${day(at)} order by p.day desc limit 1), 0)`;
  // The row of the event's day (copied from the one before when new), then that row and every later one.
  const running = (row: Row, column: 'enrolled' | 'completed', sign: Sign) => {
    const at = `${row}.${column}_at`;
    return `insert into ${t}course_enrolment_running_totals (course_id, day, enrolled, completed)
        select ${row}.course_id, ${day(at)}, ${previous(row, 'enrolled', at)}, ${previous(row, 'completed', at)} where ${at} is not null
        on conflict (course_id, day) do nothing;
      update ${t}course_enrolment_running_totals set ${column} = ${column} + (${sign}1)
        where course_id = ${row}.course_id and day >= ${day(at)} and ${at} is not null;`;
  };
  const courseRunning = (row: Row, sign: Sign) => `${running(row, 'enrolled', sign)} ${running(row, 'completed', sign)}`;
  return { teacherDay, courseRunning };
}

/** Both tables from the enrolments (the migration's backfill and the large load's recount). */
function recount(day: Day) {
  const events = `select course_id, instructor_id, ${day('enrolled_at')} as day, 1 as e, 0 as c from enrollments
    union all select course_id, instructor_id, ${day('completed_at')}, 0, 1 from enrollments where completed_at is not null`;
  return {
    teacherDays: `insert into teacher_enrolment_day_totals (instructor_id, day, enrolled, completed)
      select instructor_id, day, sum(e), sum(c) from (${events}) x group by instructor_id, day`,
    courseRunning: `insert into course_enrolment_running_totals (course_id, day, enrolled, completed)
      select course_id, day, sum(e) over w, sum(c) over w
      from (select course_id, day, sum(e) as e, sum(c) as c from (${events}) x group by course_id, day) d
      window w as (partition by course_id order by day rows unbounded preceding)`,
  };
}

const PG_TRIGGERS = ['teacher_enrolment_day_totals_keep', 'enrollments_running_totals_lock', 'enrollments_running_totals_keep', 'enrollments_running_totals_removed'];
const SQLITE_TRIGGERS = ['teacher_enrolment_day_totals_insert', 'teacher_enrolment_day_totals_delete', 'teacher_enrolment_day_totals_update',
  'course_enrolment_running_totals_insert', 'course_enrolment_running_totals_delete', 'course_enrolment_running_totals_update'];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const run = (text: string) => sql.raw(text).execute(db);
  await db.schema.createTable('teacher_enrolment_day_totals')
    .addColumn('instructor_id', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
    .addColumn('enrolled', 'integer', (c) => c.notNull()).addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_enrolment_day_totals_pk', ['instructor_id', 'day']).execute();
  const running = db.schema.createTable('course_enrolment_running_totals')
    .addColumn('course_id', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
    .addColumn('enrolled', 'integer', (c) => c.notNull()).addColumn('completed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_enrolment_running_totals_pk', ['course_id', 'day']);
  // SQLite keeps the rows in the key's own tree: one descent per lookup instead of the key's index
  // then the table (the analytics make two lookups per course of the teacher).
  await (postgres ? running : running.modifyEnd(sql`without rowid`)).execute();

  // Filled from the rows before the triggers exist (the migration runs alone in its transaction).
  const filled = recount(postgres ? PG_DAY : SQLITE_DAY);
  await run(filled.teacherDays);
  await run(filled.courseRunning);

  if (postgres) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
    const q = statements(`${s}.`, PG_DAY);
    const unchanged = (columns: string[]) => columns.map((c) => `old.${c} is not distinct from new.${c}`).join(' and ');
    await run(`create function ${s}.teacher_enrolment_day_totals_keep() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and ${unchanged(['instructor_id', 'enrolled_at', 'completed_at'])} then return null; end if;
          if tg_op in ('UPDATE', 'DELETE') then ${q.teacherDay('old', '-')} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${q.teacherDay('new', '')} end if;
          return null;
        end $$`);
    // "update of" lists the columns a statement sets: a moved enrolment's teacher is set by a before-trigger.
    await run(`create trigger teacher_enrolment_day_totals_keep after insert or delete or update of course_id, instructor_id, enrolled_at, completed_at on enrollments
        for each row execute function ${s}.teacher_enrolment_day_totals_keep()`);
    // One writer per course at a time: a change on an old day must reach a row that another
    // transaction is adding for today (its update would not see that row otherwise). Taken before
    // the row is written, ahead of every lock the other triggers take (a lock taken after them
    // deadlocked a deletion against a completion in the same course).
    const lock = (row: Row) => `perform pg_advisory_xact_lock(hashtextextended('course_enrolment_running_totals:' || ${row}.course_id, 0));`;
    await run(`create function ${s}.enrollments_running_totals_lock() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and ${unchanged(['course_id', 'enrolled_at', 'completed_at'])} then return new; end if;
          if tg_op in ('UPDATE', 'DELETE') then ${lock('old')} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${lock('new')} end if;
          if tg_op = 'DELETE' then return old; end if;
          return new;
        end $$`);
    await run(`create trigger enrollments_running_totals_lock before insert or delete or update of course_id, enrolled_at, completed_at on enrollments
        for each row execute function ${s}.enrollments_running_totals_lock()`);
    await run(`create function ${s}.enrollments_running_totals_keep() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and ${unchanged(['course_id', 'enrolled_at', 'completed_at'])} then return null; end if;
          if tg_op = 'UPDATE' then ${q.courseRunning('old', '-')} end if;
          ${q.courseRunning('new', '')}
          return null;
        end $$`);
    await run(`create trigger enrollments_running_totals_keep after insert or update of course_id, enrolled_at, completed_at on enrollments
        for each row execute function ${s}.enrollments_running_totals_keep()`);
    // Deletions once per statement: each later row of a course changes once, by all the
    // statement's deleted enrolments up to its day (a student's erasure, a bulk delete), instead
    // of once per deleted enrolment.
    await run(`create function ${s}.enrollments_running_totals_removed() returns trigger language plpgsql as $$
        begin
          update ${s}.course_enrolment_running_totals r set enrolled = r.enrolled - x.e, completed = r.completed - x.c
          from (select course_id, day, kept, sum(e) over w as e, sum(c) over w as c
                from (select course_id, day, 1 as kept, 0 as e, 0 as c from ${s}.course_enrolment_running_totals
                        where course_id in (select course_id from removed)
                      union all select course_id, ${PG_DAY('enrolled_at')}, 0, 1, 0 from removed
                      union all select course_id, ${PG_DAY('completed_at')}, 0, 0, 1 from removed where completed_at is not null) u
                window w as (partition by course_id order by day, kept rows unbounded preceding)) x
          where x.kept = 1 and (x.e <> 0 or x.c <> 0) and r.course_id = x.course_id and r.day = x.day;
          return null;
        end $$`);
    await run(`create trigger enrollments_running_totals_removed after delete on enrollments referencing old table as removed
        for each statement execute function ${s}.enrollments_running_totals_removed()`);
  } else {
    const q = statements('', SQLITE_DAY);
    const changed = (columns: string[]) => columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
    await run(`create trigger teacher_enrolment_day_totals_insert after insert on enrollments begin ${q.teacherDay('new', '')} end`);
    await run(`create trigger teacher_enrolment_day_totals_delete after delete on enrollments begin ${q.teacherDay('old', '-')} end`);
    await run(`create trigger teacher_enrolment_day_totals_update after update of instructor_id, enrolled_at, completed_at on enrollments
        when ${changed(['instructor_id', 'enrolled_at', 'completed_at'])} begin ${q.teacherDay('old', '-')} ${q.teacherDay('new', '')} end`);
    await run(`create trigger course_enrolment_running_totals_insert after insert on enrollments begin ${q.courseRunning('new', '')} end`);
    await run(`create trigger course_enrolment_running_totals_delete after delete on enrollments begin ${q.courseRunning('old', '-')} end`);
    await run(`create trigger course_enrolment_running_totals_update after update of course_id, enrolled_at, completed_at on enrollments
        when ${changed(['course_id', 'enrolled_at', 'completed_at'])} begin ${q.courseRunning('old', '-')} ${q.courseRunning('new', '')} end`);
  }
  for (const table of ['teacher_enrolment_day_totals', 'course_enrolment_running_totals']) await sql`analyze ${sql.table(table)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const name of PG_TRIGGERS) {
      await sql`drop trigger ${sql.id(name)} on enrollments`.execute(db);
      await sql`drop function ${sql.id(name)}()`.execute(db);
    }
  } else {
    for (const name of SQLITE_TRIGGERS) await sql`drop trigger ${sql.id(name)}`.execute(db);
  }
  await db.schema.dropTable('course_enrolment_running_totals').execute();
  await db.schema.dropTable('teacher_enrolment_day_totals').execute();
}
