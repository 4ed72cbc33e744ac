import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The teacher's roster read a page in index order (docs/decisions/teacher-roster-and-analytics.md):
// at 100 000 students every matching enrolment was loaded and sorted in code to show 20. Each
// enrolment (learning's table) carries the keys its page sorts and narrows by, kept in step by
// triggers in the statement that writes the source row, so every writer (the app, the seeds,
// the large-data generator, an erasure) keeps them right:
//
// - student_sort_name: the student's name folded (lower case, no accents): pt-BR order
//   without a collation per dialect ("Álvaro" between "Alice" and "Bruno");
// - instructor_id, course_sort_title: the course's teacher and folded title (every course of a
//   teacher in one index range; the order by course);
// - best_score: the best submitted exam score in the course, -1 before any (below every score).
//
// PostgreSQL compares the keys byte by byte (collate "C"), as SQLite does, whatever the
// database's own collation. Frozen in time: never import app code here.

const ORDERS = [
  ['name', ['student_sort_name', 'id']],
  ['progress', ['progress_percent', 'student_sort_name', 'id']],
  ['last_access', ['last_accessed_at', 'id']],
  ['grade', ['best_score', 'student_sort_name', 'id']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = postgres ? sql`text collate "C"` : sql`text`;
  await sql`alter table enrollments add column student_sort_name ${text} not null default ''`.execute(db);
  await sql`alter table enrollments add column course_sort_title ${text} not null default ''`.execute(db);
  await sql`alter table enrollments add column instructor_id text not null default ''`.execute(db);
  await sql`alter table enrollments add column best_score integer not null default -1`.execute(db);

  if (postgres) await upPostgres(db);
  else await upSqlite(db);

  await sql`update enrollments set student_sort_name = coalesce((select eduia_fold(u.name) from users u where u.id = enrollments.user_id), ''),
      instructor_id = coalesce((select c.instructor_id from courses c where c.id = enrollments.course_id), ''),
      course_sort_title = coalesce((select eduia_fold(c.title) from courses c where c.id = enrollments.course_id), ''),
      best_score = coalesce((select max(a.score) from quiz_attempts a join quizzes q on q.id = a.quiz_id
        where a.user_id = enrollments.user_id and q.course_id = enrollments.course_id and a.submitted_at is not null), -1)`.execute(db);

  // One course, and every course of a teacher, in each order the roster offers; the unique id last.
  for (const [name, columns] of ORDERS) {
    await db.schema.createIndex(`enrollments_roster_course_${name}`).on('enrollments').columns(['course_id', ...columns]).execute();
    await db.schema.createIndex(`enrollments_roster_teacher_${name}`).on('enrollments').columns(['instructor_id', ...columns]).execute();
  }
  await db.schema.createIndex('enrollments_roster_teacher_course').on('enrollments').columns(['instructor_id', 'course_sort_title', 'course_id', 'student_sort_name', 'id']).execute();
}

async function upPostgres(db: Kysely<any>) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
  const bestScore = (user: string, course: string) => `coalesce((select max(a.score) from ${s}.quiz_attempts a join ${s}.quizzes q on q.id = a.quiz_id
      where a.user_id = ${user} and q.course_id = ${course} and a.submitted_at is not null), -1)`;

  await sql.raw(`create function ${s}.enrollments_roster_keys() returns trigger language plpgsql as $$
      begin
        new.student_sort_name := coalesce((select ${s}.eduia_fold(name) from ${s}.users where id = new.user_id), '');
        new.instructor_id := coalesce((select instructor_id from ${s}.courses where id = new.course_id), '');
        new.course_sort_title := coalesce((select ${s}.eduia_fold(title) from ${s}.courses where id = new.course_id), '');
        new.best_score := ${bestScore('new.user_id', 'new.course_id')};
        return new;
      end $$`).execute(db);
  await sql`create trigger enrollments_roster_keys before insert or update of user_id, course_id on enrollments for each row execute function enrollments_roster_keys()`.execute(db);

  await sql.raw(`create function ${s}.enrollments_roster_student() returns trigger language plpgsql as $$
      begin
        update ${s}.enrollments set student_sort_name = ${s}.eduia_fold(new.name) where user_id = new.id;
        return null;
      end $$`).execute(db);
  await sql`create trigger enrollments_roster_student after update of name on users for each row when (old.name is distinct from new.name) execute function enrollments_roster_student()`.execute(db);

  await sql.raw(`create function ${s}.enrollments_roster_course() returns trigger language plpgsql as $$
      begin
        update ${s}.enrollments set instructor_id = new.instructor_id, course_sort_title = ${s}.eduia_fold(new.title) where course_id = new.id;
        return null;
      end $$`).execute(db);
  await sql`create trigger enrollments_roster_course after update of title, instructor_id on courses for each row
    when (old.title is distinct from new.title or old.instructor_id is distinct from new.instructor_id) execute function enrollments_roster_course()`.execute(db);

  const setBest = (row: 'new' | 'old') => `update ${s}.enrollments e set best_score = ${bestScore('e.user_id', 'e.course_id')}
      where e.user_id = ${row}.user_id and e.course_id = (select course_id from ${s}.quizzes where id = ${row}.quiz_id);`;
  await sql.raw(`create function ${s}.enrollments_best_score() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then ${setBest('new')} end if;
        if tg_op in ('DELETE', 'UPDATE') then ${setBest('old')} end if;
        return null;
      end $$`).execute(db);
  await sql`create trigger enrollments_best_score_insert after insert on quiz_attempts for each row when (new.submitted_at is not null) execute function enrollments_best_score()`.execute(db);
  await sql`create trigger enrollments_best_score_delete after delete on quiz_attempts for each row when (old.submitted_at is not null) execute function enrollments_best_score()`.execute(db);
  await sql`create trigger enrollments_best_score_update after update of score, submitted_at, quiz_id, user_id on quiz_attempts for each row
    when (old.score is distinct from new.score or old.submitted_at is distinct from new.submitted_at or old.quiz_id is distinct from new.quiz_id or old.user_id is distinct from new.user_id)
    execute function enrollments_best_score()`.execute(db);
}

async function upSqlite(db: Kysely<any>) {
  const bestScore = (user: string, course: string) => `coalesce((select max(a.score) from quiz_attempts a join quizzes q on q.id = a.quiz_id
      where a.user_id = ${user} and q.course_id = ${course} and a.submitted_at is not null), -1)`;
  const fillKeys = `update enrollments set student_sort_name = coalesce((select eduia_fold(name) from users where id = new.user_id), ''),
      instructor_id = coalesce((select instructor_id from courses where id = new.course_id), ''),
      course_sort_title = coalesce((select eduia_fold(title) from courses where id = new.course_id), ''),
      best_score = ${bestScore('new.user_id', 'new.course_id')}
      where id = new.id;`;
  await sql.raw(`create trigger enrollments_roster_keys_insert after insert on enrollments begin ${fillKeys} end`).execute(db);
  await sql.raw(`create trigger enrollments_roster_keys_update after update of user_id, course_id on enrollments begin ${fillKeys} end`).execute(db);
  await sql`create trigger enrollments_roster_student after update of name on users when old.name is not new.name begin
      update enrollments set student_sort_name = eduia_fold(new.name) where user_id = new.id; end`.execute(db);
  await sql`create trigger enrollments_roster_course after update of title, instructor_id on courses
      when old.title is not new.title or old.instructor_id is not new.instructor_id begin
      update enrollments set instructor_id = new.instructor_id, course_sort_title = eduia_fold(new.title) where course_id = new.id; end`.execute(db);

  const setBest = (row: 'new' | 'old') => `update enrollments set best_score = ${bestScore('enrollments.user_id', 'enrollments.course_id')}
      where user_id = ${row}.user_id and course_id = (select course_id from quizzes where id = ${row}.quiz_id);`;
  await sql.raw(`create trigger enrollments_best_score_insert after insert on quiz_attempts when new.submitted_at is not null begin ${setBest('new')} end`).execute(db);
  await sql.raw(`create trigger enrollments_best_score_delete after delete on quiz_attempts when old.submitted_at is not null begin ${setBest('old')} end`).execute(db);
  await sql.raw(`create trigger enrollments_best_score_update after update of score, submitted_at, quiz_id, user_id on quiz_attempts
      when old.score is not new.score or old.submitted_at is not new.submitted_at or old.quiz_id is not new.quiz_id or old.user_id is not new.user_id
      begin ${setBest('old')} ${setBest('new')} end`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    for (const [trigger, table] of [['enrollments_roster_keys', 'enrollments'], ['enrollments_roster_student', 'users'], ['enrollments_roster_course', 'courses'],
      ['enrollments_best_score_insert', 'quiz_attempts'], ['enrollments_best_score_delete', 'quiz_attempts'], ['enrollments_best_score_update', 'quiz_attempts']]) {
      await sql`drop trigger ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    }
    for (const fn of ['enrollments_roster_keys', 'enrollments_roster_student', 'enrollments_roster_course', 'enrollments_best_score']) await sql`drop function ${sql.id(fn)}()`.execute(db);
  } else {
    for (const trigger of ['enrollments_roster_keys_insert', 'enrollments_roster_keys_update', 'enrollments_roster_student', 'enrollments_roster_course',
      'enrollments_best_score_insert', 'enrollments_best_score_delete', 'enrollments_best_score_update']) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
  }
  for (const [name] of ORDERS) {
    await db.schema.dropIndex(`enrollments_roster_course_${name}`).execute();
    await db.schema.dropIndex(`enrollments_roster_teacher_${name}`).execute();
  }
  await db.schema.dropIndex('enrollments_roster_teacher_course').execute();
  for (const column of ['best_score', 'instructor_id', 'course_sort_title', 'student_sort_name']) await db.schema.alterTable('enrollments').dropColumn(column).execute();
}
