import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Totals that the teacher's pages show on every visit, kept in step by the database itself in
// the transaction that writes the row (docs/decisions/totals-kept-in-step.md): counting them on
// each request read every enrolment of every course of the teacher (half a million at 100 000
// students) and every submitted attempt of every quiz. Triggers, so every writer (the app, the
// seeds, the large-data generator, an erasure) keeps them right. Frozen in time: never import
// app code here.
//
// enrollment_totals (learning): students enrolled per course.
// quiz_attempt_totals (exams): submitted attempts per quiz.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('enrollment_totals')
    .addColumn('course_id', 'text', (c) => c.primaryKey())
    .addColumn('students', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createTable('quiz_attempt_totals')
    .addColumn('quiz_id', 'text', (c) => c.primaryKey())
    .addColumn('submitted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function enrollment_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          insert into enrollment_totals (course_id, students) values (new.course_id, 1)
            on conflict (course_id) do update set students = enrollment_totals.students + 1;
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          update enrollment_totals set students = students - 1 where course_id = old.course_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger enrollment_totals_keep after insert or delete on enrollments for each row execute function enrollment_totals_keep()`.execute(db);
    await sql`create trigger enrollment_totals_move after update of course_id on enrollments for each row when (old.course_id is distinct from new.course_id) execute function enrollment_totals_keep()`.execute(db);

    await sql`create function quiz_attempt_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') and new.submitted_at is not null then
          insert into quiz_attempt_totals (quiz_id, submitted) values (new.quiz_id, 1)
            on conflict (quiz_id) do update set submitted = quiz_attempt_totals.submitted + 1;
        end if;
        if tg_op in ('DELETE', 'UPDATE') and old.submitted_at is not null then
          update quiz_attempt_totals set submitted = submitted - 1 where quiz_id = old.quiz_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger quiz_attempt_totals_keep after insert or delete on quiz_attempts for each row execute function quiz_attempt_totals_keep()`.execute(db);
    await sql`create trigger quiz_attempt_totals_move after update of quiz_id, submitted_at on quiz_attempts for each row
      when (old.quiz_id is distinct from new.quiz_id or (old.submitted_at is null) <> (new.submitted_at is null)) execute function quiz_attempt_totals_keep()`.execute(db);
  } else {
    const addStudent = (course: string) => sql.raw(`insert into enrollment_totals (course_id, students) values (${course}, 1) on conflict (course_id) do update set students = students + 1;`);
    const removeStudent = (course: string) => sql.raw(`update enrollment_totals set students = students - 1 where course_id = ${course};`);
    await sql`create trigger enrollment_totals_insert after insert on enrollments begin ${addStudent('new.course_id')} end`.execute(db);
    await sql`create trigger enrollment_totals_delete after delete on enrollments begin ${removeStudent('old.course_id')} end`.execute(db);
    await sql`create trigger enrollment_totals_move after update of course_id on enrollments when old.course_id is not new.course_id begin
      ${removeStudent('old.course_id')} ${addStudent('new.course_id')} end`.execute(db);

    const addAttempt = (quiz: string) => sql.raw(`insert into quiz_attempt_totals (quiz_id, submitted) values (${quiz}, 1) on conflict (quiz_id) do update set submitted = submitted + 1;`);
    const removeAttempt = (quiz: string) => sql.raw(`update quiz_attempt_totals set submitted = submitted - 1 where quiz_id = ${quiz};`);
    await sql`create trigger quiz_attempt_totals_insert after insert on quiz_attempts when new.submitted_at is not null begin ${addAttempt('new.quiz_id')} end`.execute(db);
    await sql`create trigger quiz_attempt_totals_delete after delete on quiz_attempts when old.submitted_at is not null begin ${removeAttempt('old.quiz_id')} end`.execute(db);
    await sql`create trigger quiz_attempt_totals_move after update of quiz_id, submitted_at on quiz_attempts
      when old.quiz_id is not new.quiz_id or (old.submitted_at is null) <> (new.submitted_at is null) begin
      update quiz_attempt_totals set submitted = submitted - 1 where quiz_id = old.quiz_id and old.submitted_at is not null;
      insert into quiz_attempt_totals (quiz_id, submitted) select new.quiz_id, 1 where new.submitted_at is not null
        on conflict (quiz_id) do update set submitted = submitted + 1; end`.execute(db);
  }

  await sql`insert into enrollment_totals (course_id, students) select course_id, count(*) from enrollments group by course_id`.execute(db);
  await sql`insert into quiz_attempt_totals (quiz_id, submitted) select quiz_id, count(*) from quiz_attempts where submitted_at is not null group by quiz_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger enrollment_totals_keep on enrollments`.execute(db);
    await sql`drop trigger enrollment_totals_move on enrollments`.execute(db);
    await sql`drop function enrollment_totals_keep()`.execute(db);
    await sql`drop trigger quiz_attempt_totals_keep on quiz_attempts`.execute(db);
    await sql`drop trigger quiz_attempt_totals_move on quiz_attempts`.execute(db);
    await sql`drop function quiz_attempt_totals_keep()`.execute(db);
  } else {
    for (const name of ['enrollment_totals_insert', 'enrollment_totals_delete', 'enrollment_totals_move', 'quiz_attempt_totals_insert', 'quiz_attempt_totals_delete', 'quiz_attempt_totals_move']) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropTable('quiz_attempt_totals').execute();
  await db.schema.dropTable('enrollment_totals').execute();
}
