import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The teacher's at-risk students (issue 24) checked every unfinished enrolment of the teacher
// against study time (157 000 of them for the demo teacher at 100 000 students: 8–10 s, with
// SQLite's single thread stalled). Each enrolment now carries its last São Paulo day with study
// time in the course (`last_study_day`, '' before any: below every day, so "never studied" sorts
// first on both dialects), kept in step by triggers in the statement that writes study time or
// the enrolment (docs/decisions/totals-kept-in-step.md, docs/decisions/at-risk-students.md).
// The partial index holds the teacher's unfinished enrolments under 50 % in the at-risk list's
// order: its first page is read in index order and its count from the index alone.
// Frozen in time: never import app code here.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table enrollments add column last_study_day text not null default ''`.execute(db);
  if (postgres) await upPostgres(db);
  else await upSqlite(db);
  await sql`update enrollments set last_study_day = coalesce((select max(st.day) from study_time st
      where st.user_id = enrollments.user_id and st.course_id = enrollments.course_id and st.seconds > 0), '')`.execute(db);
  await sql`create index enrollments_at_risk on enrollments (instructor_id, last_study_day, student_sort_name, id, enrolled_at)
      where completed_at is null and progress_percent < 50`.execute(db);
  await sql`analyze enrollments`.execute(db);
}

async function upPostgres(db: Kysely<any>) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
  const lastDay = (user: string, course: string) => `coalesce((select max(st.day) from ${s}.study_time st
      where st.user_id = ${user} and st.course_id = ${course} and st.seconds > 0), '')`;
  await sql.raw(`create function ${s}.enrollments_last_study_day() returns trigger language plpgsql as $$
      begin
        new.last_study_day := ${lastDay('new.user_id', 'new.course_id')};
        return new;
      end $$`).execute(db);
  await sql`create trigger enrollments_last_study_day before insert or update of user_id, course_id on enrollments for each row execute function enrollments_last_study_day()`.execute(db);

  const setLast = (row: 'new' | 'old') => `update ${s}.enrollments e set last_study_day = ${lastDay('e.user_id', 'e.course_id')}
      where e.user_id = ${row}.user_id and e.course_id = ${row}.course_id;`;
  await sql.raw(`create function ${s}.study_time_last_day() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then ${setLast('new')} end if;
        if tg_op in ('DELETE', 'UPDATE') then ${setLast('old')} end if;
        return null;
      end $$`).execute(db);
  await sql`create trigger study_time_last_day_insert after insert on study_time for each row when (new.seconds > 0) execute function study_time_last_day()`.execute(db);
  await sql`create trigger study_time_last_day_delete after delete on study_time for each row when (old.seconds > 0) execute function study_time_last_day()`.execute(db);
  // More seconds on a day already counted change nothing: only a moved row or one crossing zero.
  await sql`create trigger study_time_last_day_update after update of user_id, course_id, day, seconds on study_time for each row
    when (old.user_id is distinct from new.user_id or old.course_id is distinct from new.course_id or old.day is distinct from new.day or (old.seconds > 0) <> (new.seconds > 0))
    execute function study_time_last_day()`.execute(db);
}

async function upSqlite(db: Kysely<any>) {
  const lastDay = (user: string, course: string) => `coalesce((select max(st.day) from study_time st
      where st.user_id = ${user} and st.course_id = ${course} and st.seconds > 0), '')`;
  const fill = `update enrollments set last_study_day = ${lastDay('new.user_id', 'new.course_id')} where id = new.id;`;
  await sql.raw(`create trigger enrollments_last_study_day_insert after insert on enrollments begin ${fill} end`).execute(db);
  await sql.raw(`create trigger enrollments_last_study_day_update after update of user_id, course_id on enrollments begin ${fill} end`).execute(db);

  const setLast = (row: 'new' | 'old') => `update enrollments set last_study_day = ${lastDay('enrollments.user_id', 'enrollments.course_id')}
      where user_id = ${row}.user_id and course_id = ${row}.course_id;`;
  await sql.raw(`create trigger study_time_last_day_insert after insert on study_time when new.seconds > 0 begin ${setLast('new')} end`).execute(db);
  await sql.raw(`create trigger study_time_last_day_delete after delete on study_time when old.seconds > 0 begin ${setLast('old')} end`).execute(db);
  // More seconds on a day already counted change nothing: only a moved row or one crossing zero.
  await sql.raw(`create trigger study_time_last_day_update after update of user_id, course_id, day, seconds on study_time
      when old.user_id is not new.user_id or old.course_id is not new.course_id or old.day is not new.day or (old.seconds > 0) <> (new.seconds > 0)
      begin ${setLast('old')} ${setLast('new')} end`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [trigger, table] of [['enrollments_last_study_day', 'enrollments'], ['study_time_last_day_insert', 'study_time'], ['study_time_last_day_delete', 'study_time'], ['study_time_last_day_update', 'study_time']]) {
      await sql`drop trigger ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    }
    for (const fn of ['enrollments_last_study_day', 'study_time_last_day']) await sql`drop function ${sql.id(fn)}()`.execute(db);
  } else {
    for (const trigger of ['enrollments_last_study_day_insert', 'enrollments_last_study_day_update', 'study_time_last_day_insert', 'study_time_last_day_delete', 'study_time_last_day_update']) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
  }
  await db.schema.dropIndex('enrollments_at_risk').execute();
  await db.schema.alterTable('enrollments').dropColumn('last_study_day').execute();
}
