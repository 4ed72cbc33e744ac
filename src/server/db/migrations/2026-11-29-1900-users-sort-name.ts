import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The roster's search by name reads the students matching the words already in name order, a
// page's worth, from the database: each user's name folded (lower case, no accents: the roster's
// sort key, enrollments.student_sort_name) is kept beside the search index. SQLite: a column of
// users_fts_keys, the table every full-text match already joins (reading the name from the
// full-text index's own copy and folding it in code cost 14 ms for the 6 636 students named
// "maria" of the large dataset). PostgreSQL: a column of users (compared byte by byte, collate
// "C", as the roster's keys are), written by the trigger that
// writes the search vector. Both filled here, kept in step by the triggers that keep the index;
// indexed, for the students whose name is the whole search (ranked first) without the full-text index.
// Frozen in time: never import app code here.

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<any>) {
  await sql`alter table users_fts_keys add column sort_name text not null default ''`.execute(db);
  await sql`update users_fts_keys set sort_name = coalesce((select eduia_fold(u.name) from users u where u.id = users_fts_keys.user_id), '')`.execute(db);
  // As 2026-11-26-1301 made them, with the sort name written beside the key.
  const insertUserDoc = `insert into users_fts (rowid, name, email) select k.doc, new.name, new.email from users_fts_keys k where k.user_id = new.id;`;
  const deleteUserDoc = `delete from users_fts where rowid = (select doc from users_fts_keys where user_id = old.id);`;
  await sql`drop trigger users_fts_insert`.execute(db);
  await sql`drop trigger users_fts_update`.execute(db);
  await sql.raw(`create trigger users_fts_insert after insert on users begin
      insert into users_fts_keys (user_id, sort_name) values (new.id, eduia_fold(new.name));
      ${insertUserDoc}
    end`).execute(db);
  await sql.raw(`create trigger users_fts_update after update of name, email on users begin
      ${deleteUserDoc}
      ${insertUserDoc}
      update users_fts_keys set sort_name = eduia_fold(new.name) where user_id = new.id;
      update courses_fts set people = new.name || ' ' || (select c.category from courses c join courses_fts_keys k on k.course_id = c.id where k.doc = courses_fts.rowid)
        where rowid in (select k.doc from courses c join courses_fts_keys k on k.course_id = c.id where c.instructor_id = new.id);
    end`).execute(db);
  await sql`create index users_fts_keys_by_sort_name on users_fts_keys (sort_name, user_id)`.execute(db);
}

async function upPostgres(db: Kysely<any>) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
  await sql`alter table users add column sort_name text collate "C" not null default ''`.execute(db);
  await sql.raw(`create or replace function ${s}.users_search_vector() returns trigger language plpgsql as $$
      begin
        new.search_vector := ${s}.eduia_user_vector(new.name, new.email);
        new.sort_name := coalesce(${s}.eduia_fold(new.name), '');
        return new;
      end $$`).execute(db);
  await sql`update users set sort_name = coalesce(eduia_fold(name), '')`.execute(db);
  await sql`create index users_by_sort_name on users (sort_name, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
    await sql.raw(`create or replace function ${s}.users_search_vector() returns trigger language plpgsql as $$
        begin
          new.search_vector := ${s}.eduia_user_vector(new.name, new.email);
          return new;
        end $$`).execute(db);
    await sql`drop index users_by_sort_name`.execute(db);
    await sql`alter table users drop column sort_name`.execute(db);
    return;
  }
  await sql`drop index users_fts_keys_by_sort_name`.execute(db);
  const insertUserDoc = `insert into users_fts (rowid, name, email) select k.doc, new.name, new.email from users_fts_keys k where k.user_id = new.id;`;
  const deleteUserDoc = `delete from users_fts where rowid = (select doc from users_fts_keys where user_id = old.id);`;
  await sql`drop trigger users_fts_insert`.execute(db);
  await sql`drop trigger users_fts_update`.execute(db);
  await sql.raw(`create trigger users_fts_insert after insert on users begin
      insert into users_fts_keys (user_id) values (new.id);
      ${insertUserDoc}
    end`).execute(db);
  await sql.raw(`create trigger users_fts_update after update of name, email on users begin
      ${deleteUserDoc}
      ${insertUserDoc}
      update courses_fts set people = new.name || ' ' || (select c.category from courses c join courses_fts_keys k on k.course_id = c.id where k.doc = courses_fts.rowid)
        where rowid in (select k.doc from courses c join courses_fts_keys k on k.course_id = c.id where c.instructor_id = new.id);
    end`).execute(db);
  await sql`alter table users_fts_keys drop column sort_name`.execute(db);
}
