import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The teacher's analytics (issue 24) summed study time, counted the students who studied and
// averaged the best scores over every row of the period in the teacher's courses: 0.6 s of CPU
// for the demo teacher at 100 000 students at 30 days, no answer at 365. Their KPIs and timeline
// now read totals per (teacher, São Paulo day), kept in step by triggers in the statement that
// writes the source row (docs/decisions/totals-kept-in-step.md, teacher-roster-and-analytics.md),
// so a period costs one row per day:
//
// - teacher_study_day_totals: seconds of study time in the teacher's courses per day (from
//   study_time; a course handed to another teacher takes its seconds along);
// - teacher_student_last_days: per teacher and student, the student's last day with study time
//   in any course of the teacher (from enrollments.last_study_day; only students who studied);
//   teacher_studying_day_totals counts them per day, so the students who studied since a day
//   are a sum over the days, each person once however many of the teacher's courses they take;
// - enrollments.last_attempt_day: the day of the enrolment's latest submitted, scored attempt
//   ('' before any); teacher_score_day_totals sums, per teacher and that day, the best scores
//   (enrollments.best_score) of those enrolments and counts them.
//
// Frozen in time: never import app code here.

const SQLITE_DAY = (at: string) => `date(${at}, '-3 hours')`;
const PG_DAY = (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;

/** SQL statements shared by both dialects; `t` prefixes table names (PostgreSQL's schema). */
function statements(t: string, day: (at: string) => string) {
  const addSeconds = (row: 'new' | 'old', sign: '' | '-') => `insert into ${t}teacher_study_day_totals (instructor_id, day, seconds)
      select c.instructor_id, ${row}.day, ${sign}${row}.seconds from ${t}courses c where c.id = ${row}.course_id
      on conflict (instructor_id, day) do update set seconds = teacher_study_day_totals.seconds + excluded.seconds;`;
  // A course's seconds per day, moved out of (-) or into (+) a teacher's totals.
  const courseSeconds = (course: string, instructor: string, sign: '' | '-') => `insert into ${t}teacher_study_day_totals (instructor_id, day, seconds)
      select ${instructor}, st.day, ${sign}sum(st.seconds) from ${t}study_time st where st.course_id = ${course} group by st.day
      on conflict (instructor_id, day) do update set seconds = teacher_study_day_totals.seconds + excluded.seconds;`;
  // The student's last study day with the teacher read again from the enrolments (a few rows per
  // student): a recount, not a difference, so rows written together in one statement agree.
  // `instructor_id || ''` keeps SQLite on the student's enrolments (user_id first): without
  // statistics (a load) it took an index of the teacher's and read the whole class each time.
  const recountLastDay = (row: 'new' | 'old') => `delete from ${t}teacher_student_last_days where instructor_id = ${row}.instructor_id and user_id = ${row}.user_id
        and not exists (select 1 from ${t}enrollments e where e.user_id = ${row}.user_id and e.instructor_id || '' = ${row}.instructor_id and e.last_study_day > '');
      insert into ${t}teacher_student_last_days (instructor_id, user_id, day)
        select ${row}.instructor_id, ${row}.user_id, m.day from (select max(e.last_study_day) as day from ${t}enrollments e
          where e.user_id = ${row}.user_id and e.instructor_id || '' = ${row}.instructor_id and e.last_study_day > '') m where m.day is not null
        on conflict (instructor_id, user_id) do update set day = excluded.day where teacher_student_last_days.day <> excluded.day;`;
  const addStudent = (row: 'new' | 'old', sign: '' | '-') => `insert into ${t}teacher_studying_day_totals (instructor_id, day, students)
      values (${row}.instructor_id, ${row}.day, ${sign}1)
      on conflict (instructor_id, day) do update set students = teacher_studying_day_totals.students + excluded.students;`;
  const addScore = (row: 'new' | 'old', sign: '' | '-') => `insert into ${t}teacher_score_day_totals (instructor_id, day, enrolments, score_sum)
      select ${row}.instructor_id, ${row}.last_attempt_day, ${sign}1, ${sign}${row}.best_score where ${row}.last_attempt_day <> '' and ${row}.best_score >= 0
      on conflict (instructor_id, day) do update set enrolments = teacher_score_day_totals.enrolments + excluded.enrolments,
        score_sum = teacher_score_day_totals.score_sum + excluded.score_sum;`;
  const lastAttemptDay = (user: string, course: string) => `coalesce((select ${day('max(a.submitted_at)')} from ${t}quiz_attempts a join ${t}quizzes q on q.id = a.quiz_id
      where a.user_id = ${user} and q.course_id = ${course} and a.submitted_at is not null and a.score is not null), '')`;
  const setLastAttempt = (row: 'new' | 'old') => `update ${t}enrollments set last_attempt_day = ${lastAttemptDay('enrollments.user_id', 'enrollments.course_id')}
      where user_id = ${row}.user_id and course_id = (select course_id from ${t}quizzes where id = ${row}.quiz_id);`;
  return { addSeconds, courseSeconds, recountLastDay, addStudent, addScore, lastAttemptDay, setLastAttempt };
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const day = postgres ? PG_DAY : SQLITE_DAY;
  await db.schema.createTable('teacher_study_day_totals')
    .addColumn('instructor_id', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull()).addColumn('seconds', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_study_day_totals_pk', ['instructor_id', 'day']).execute();
  await db.schema.createTable('teacher_student_last_days')
    .addColumn('instructor_id', 'text', (c) => c.notNull()).addColumn('user_id', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_student_last_days_pk', ['instructor_id', 'user_id']).execute();
  await db.schema.createTable('teacher_studying_day_totals')
    .addColumn('instructor_id', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull()).addColumn('students', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_studying_day_totals_pk', ['instructor_id', 'day']).execute();
  await db.schema.createTable('teacher_score_day_totals')
    .addColumn('instructor_id', 'text', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
    .addColumn('enrolments', 'integer', (c) => c.notNull()).addColumn('score_sum', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_score_day_totals_pk', ['instructor_id', 'day']).execute();
  await sql`alter table enrollments add column last_attempt_day text not null default ''`.execute(db);

  // Filled from the rows before the triggers exist (the migration runs alone in its transaction).
  const plain = statements('', day);
  await sql.raw(`update enrollments set last_attempt_day = ${plain.lastAttemptDay('enrollments.user_id', 'enrollments.course_id')}
      where exists (select 1 from quiz_attempts a join quizzes q on q.id = a.quiz_id where a.user_id = enrollments.user_id and q.course_id = enrollments.course_id)`).execute(db);
  await sql`insert into teacher_study_day_totals (instructor_id, day, seconds)
      select c.instructor_id, st.day, sum(st.seconds) from study_time st join courses c on c.id = st.course_id group by c.instructor_id, st.day`.execute(db);
  await sql`insert into teacher_student_last_days (instructor_id, user_id, day)
      select instructor_id, user_id, max(last_study_day) from enrollments where last_study_day > '' group by instructor_id, user_id`.execute(db);
  await sql`insert into teacher_studying_day_totals (instructor_id, day, students)
      select instructor_id, day, count(*) from teacher_student_last_days group by instructor_id, day`.execute(db);
  await sql`insert into teacher_score_day_totals (instructor_id, day, enrolments, score_sum)
      select instructor_id, last_attempt_day, count(*), sum(best_score) from enrollments where last_attempt_day > '' and best_score >= 0 group by instructor_id, last_attempt_day`.execute(db);

  if (postgres) await upPostgres(db);
  else await upSqlite(db);
  for (const table of ['teacher_study_day_totals', 'teacher_student_last_days', 'teacher_studying_day_totals', 'teacher_score_day_totals']) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}

async function upPostgres(db: Kysely<any>) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
  const q = statements(`${s}.`, PG_DAY);
  const run = (text: string) => sql.raw(text).execute(db);

  await run(`create function ${s}.teacher_study_day_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${q.addSeconds('old', '-')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${q.addSeconds('new', '')} end if;
        return null;
      end $$`);
  await run(`create trigger teacher_study_day_totals_keep after insert or delete or update of course_id, day, seconds on study_time
      for each row execute function ${s}.teacher_study_day_totals_keep()`);
  // A deleted course's study time goes with it (cascade) after the course row is gone, when
  // its teacher can no longer be read: its seconds leave the totals before.
  await run(`create function ${s}.teacher_study_day_totals_course() returns trigger language plpgsql as $$
      begin
        ${q.courseSeconds('old.id', 'old.instructor_id', '-')}
        if tg_op = 'UPDATE' then ${q.courseSeconds('new.id', 'new.instructor_id', '')} end if;
        if tg_op = 'DELETE' then return old; end if;
        return null;
      end $$`);
  await run(`create trigger teacher_study_day_totals_course_delete before delete on courses for each row execute function ${s}.teacher_study_day_totals_course()`);
  await run(`create trigger teacher_study_day_totals_course_move after update of instructor_id on courses for each row
      when (old.instructor_id is distinct from new.instructor_id) execute function ${s}.teacher_study_day_totals_course()`);

  await run(`create function ${s}.teacher_student_last_days_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${q.recountLastDay('old')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${q.recountLastDay('new')} end if;
        return null;
      end $$`);
  // "update of" lists the columns a statement sets: a moved enrolment's teacher and last study
  // day are set by before-triggers, so a change of course_id must fire these too.
  await run(`create trigger teacher_student_last_days_keep after insert or delete or update of user_id, course_id, instructor_id, last_study_day on enrollments
      for each row execute function ${s}.teacher_student_last_days_keep()`);
  await run(`create function ${s}.teacher_studying_day_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${q.addStudent('old', '-')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${q.addStudent('new', '')} end if;
        return null;
      end $$`);
  await run(`create trigger teacher_studying_day_totals_keep after insert or delete or update on teacher_student_last_days
      for each row execute function ${s}.teacher_studying_day_totals_keep()`);

  await run(`create function ${s}.enrollments_last_attempt_day() returns trigger language plpgsql as $$
      begin
        new.last_attempt_day := ${q.lastAttemptDay('new.user_id', 'new.course_id')};
        return new;
      end $$`);
  await run(`create trigger enrollments_last_attempt_day before insert or update of user_id, course_id on enrollments for each row execute function ${s}.enrollments_last_attempt_day()`);
  await run(`create function ${s}.quiz_attempts_last_day() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then ${q.setLastAttempt('new')} end if;
        if tg_op in ('DELETE', 'UPDATE') then ${q.setLastAttempt('old')} end if;
        return null;
      end $$`);
  await run(`create trigger quiz_attempts_last_day_insert after insert on quiz_attempts for each row when (new.submitted_at is not null) execute function ${s}.quiz_attempts_last_day()`);
  await run(`create trigger quiz_attempts_last_day_delete after delete on quiz_attempts for each row when (old.submitted_at is not null) execute function ${s}.quiz_attempts_last_day()`);
  await run(`create trigger quiz_attempts_last_day_update after update of score, submitted_at, quiz_id, user_id on quiz_attempts for each row
      when (old.score is distinct from new.score or old.submitted_at is distinct from new.submitted_at or old.quiz_id is distinct from new.quiz_id or old.user_id is distinct from new.user_id)
      execute function ${s}.quiz_attempts_last_day()`);
  await run(`create function ${s}.teacher_score_day_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${q.addScore('old', '-')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${q.addScore('new', '')} end if;
        return null;
      end $$`);
  await run(`create trigger teacher_score_day_totals_keep after insert or delete or update of user_id, course_id, instructor_id, last_attempt_day, best_score on enrollments
      for each row execute function ${s}.teacher_score_day_totals_keep()`);
}

async function upSqlite(db: Kysely<any>) {
  const q = statements('', SQLITE_DAY);
  const run = (text: string) => sql.raw(text).execute(db);

  await run(`create trigger teacher_study_day_totals_insert after insert on study_time begin ${q.addSeconds('new', '')} end`);
  await run(`create trigger teacher_study_day_totals_delete after delete on study_time begin ${q.addSeconds('old', '-')} end`);
  await run(`create trigger teacher_study_day_totals_update after update of course_id, day, seconds on study_time
      when old.course_id is not new.course_id or old.day is not new.day or old.seconds is not new.seconds
      begin ${q.addSeconds('old', '-')} ${q.addSeconds('new', '')} end`);
  // A deleted course's study time goes with it (cascade) after the course row is gone, when
  // its teacher can no longer be read: its seconds leave the totals before.
  await run(`create trigger teacher_study_day_totals_course_delete before delete on courses begin ${q.courseSeconds('old.id', 'old.instructor_id', '-')} end`);
  await run(`create trigger teacher_study_day_totals_course_move after update of instructor_id on courses when old.instructor_id is not new.instructor_id
      begin ${q.courseSeconds('old.id', 'old.instructor_id', '-')} ${q.courseSeconds('new.id', 'new.instructor_id', '')} end`);

  await run(`create trigger teacher_student_last_days_insert after insert on enrollments begin ${q.recountLastDay('new')} end`);
  await run(`create trigger teacher_student_last_days_delete after delete on enrollments begin ${q.recountLastDay('old')} end`);
  await run(`create trigger teacher_student_last_days_update after update of user_id, instructor_id, last_study_day on enrollments
      when old.user_id is not new.user_id or old.instructor_id is not new.instructor_id or old.last_study_day is not new.last_study_day
      begin ${q.recountLastDay('old')} ${q.recountLastDay('new')} end`);
  await run(`create trigger teacher_studying_day_totals_insert after insert on teacher_student_last_days begin ${q.addStudent('new', '')} end`);
  await run(`create trigger teacher_studying_day_totals_delete after delete on teacher_student_last_days begin ${q.addStudent('old', '-')} end`);
  await run(`create trigger teacher_studying_day_totals_update after update on teacher_student_last_days begin ${q.addStudent('old', '-')} ${q.addStudent('new', '')} end`);

  const fill = `update enrollments set last_attempt_day = ${q.lastAttemptDay('new.user_id', 'new.course_id')} where id = new.id;`;
  await run(`create trigger enrollments_last_attempt_day_insert after insert on enrollments begin ${fill} end`);
  await run(`create trigger enrollments_last_attempt_day_update after update of user_id, course_id on enrollments begin ${fill} end`);
  await run(`create trigger quiz_attempts_last_day_insert after insert on quiz_attempts when new.submitted_at is not null begin ${q.setLastAttempt('new')} end`);
  await run(`create trigger quiz_attempts_last_day_delete after delete on quiz_attempts when old.submitted_at is not null begin ${q.setLastAttempt('old')} end`);
  await run(`create trigger quiz_attempts_last_day_update after update of score, submitted_at, quiz_id, user_id on quiz_attempts
      when old.score is not new.score or old.submitted_at is not new.submitted_at or old.quiz_id is not new.quiz_id or old.user_id is not new.user_id
      begin ${q.setLastAttempt('old')} ${q.setLastAttempt('new')} end`);
  await run(`create trigger teacher_score_day_totals_insert after insert on enrollments begin ${q.addScore('new', '')} end`);
  await run(`create trigger teacher_score_day_totals_delete after delete on enrollments begin ${q.addScore('old', '-')} end`);
  await run(`create trigger teacher_score_day_totals_update after update of instructor_id, last_attempt_day, best_score on enrollments
      when old.instructor_id is not new.instructor_id or old.last_attempt_day is not new.last_attempt_day or old.best_score is not new.best_score
      begin ${q.addScore('old', '-')} ${q.addScore('new', '')} end`);
}

const PG_TRIGGERS = [
  ['teacher_study_day_totals_keep', 'study_time'], ['teacher_study_day_totals_course_delete', 'courses'], ['teacher_study_day_totals_course_move', 'courses'],
  ['teacher_student_last_days_keep', 'enrollments'], ['teacher_studying_day_totals_keep', 'teacher_student_last_days'], ['enrollments_last_attempt_day', 'enrollments'],
  ['quiz_attempts_last_day_insert', 'quiz_attempts'], ['quiz_attempts_last_day_delete', 'quiz_attempts'], ['quiz_attempts_last_day_update', 'quiz_attempts'],
  ['teacher_score_day_totals_keep', 'enrollments'],
];
const PG_FUNCTIONS = ['teacher_study_day_totals_keep', 'teacher_study_day_totals_course', 'teacher_student_last_days_keep', 'teacher_studying_day_totals_keep',
  'enrollments_last_attempt_day', 'quiz_attempts_last_day', 'teacher_score_day_totals_keep'];
const SQLITE_TRIGGERS = ['teacher_study_day_totals_insert', 'teacher_study_day_totals_delete', 'teacher_study_day_totals_update',
  'teacher_study_day_totals_course_delete', 'teacher_study_day_totals_course_move',
  'teacher_student_last_days_insert', 'teacher_student_last_days_delete', 'teacher_student_last_days_update',
  'teacher_studying_day_totals_insert', 'teacher_studying_day_totals_delete', 'teacher_studying_day_totals_update',
  'enrollments_last_attempt_day_insert', 'enrollments_last_attempt_day_update',
  'quiz_attempts_last_day_insert', 'quiz_attempts_last_day_delete', 'quiz_attempts_last_day_update',
  'teacher_score_day_totals_insert', 'teacher_score_day_totals_delete', 'teacher_score_day_totals_update'];

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [trigger, table] of PG_TRIGGERS) await sql`drop trigger ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    for (const fn of PG_FUNCTIONS) await sql`drop function ${sql.id(fn)}()`.execute(db);
  } else {
    for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await db.schema.alterTable('enrollments').dropColumn('last_attempt_day').execute();
  for (const table of ['teacher_score_day_totals', 'teacher_studying_day_totals', 'teacher_student_last_days', 'teacher_study_day_totals']) await db.schema.dropTable(table).execute();
}
