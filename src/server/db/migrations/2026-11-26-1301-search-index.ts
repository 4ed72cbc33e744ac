import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Search in the database's own engine (catalogue, the teacher's roster, the admin's users):
// a full-text index per searchable table, written by triggers in the same statement (so the
// same transaction) that writes the course or the user: a course approved a moment ago, a
// renamed teacher, a bulk insert are all found at once. Text is folded (lower case, no
// accents) on both dialects. Frozen in time: never import app code here.
//
// SQLite: FTS5 tables with the unicode61 tokenizer removing diacritics. Each FTS row's rowid
// comes from a key table with an INTEGER PRIMARY KEY (stable across VACUUM, unlike the
// implicit rowid of a table keyed by text).
//
// PostgreSQL: a tsvector column per table (weights: A title/name, B instructor and category /
// e-mail, C description) with a GIN index, built from `eduia_fold` (an immutable wrapper of
// unaccent + lower), and GIN trigram indexes on the folded title and name for misspellings.
// Both extensions ship with PostgreSQL and every managed offering; creating them needs the
// right privilege, hence the message below.

const EXTENSIONS_MESSAGE =
  'A busca do EduIA precisa das extensões "unaccent" e "pg_trgm" do PostgreSQL, e este usuário não pode criá-las. ' +
  'Peça ao administrador do banco (DBA) que execute, neste banco: CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS pg_trgm; ' +
  'e rode as migrações de novo. / EduIA search needs the PostgreSQL extensions "unaccent" and "pg_trgm", and this user cannot create them. ' +
  'Ask the database administrator (DBA) to run, in this database: CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS pg_trgm; then run the migrations again.';

const TOKENIZE = `tokenize = "unicode61 remove_diacritics 2"`;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<any>) {
  await sql`create table courses_fts_keys (doc integer primary key, course_id text not null unique)`.execute(db);
  await sql.raw(`create virtual table courses_fts using fts5(title, people, description, ${TOKENIZE})`).execute(db);
  await sql`create table users_fts_keys (doc integer primary key, user_id text not null unique)`.execute(db);
  await sql.raw(`create virtual table users_fts using fts5(name, email, ${TOKENIZE})`).execute(db);

  // people: the instructor's name and the category (its slug is its label folded).
  const coursePeople = (c: string) => `coalesce((select name from users where id = ${c}.instructor_id), '') || ' ' || ${c}.category`;
  const insertCourseDoc = `insert into courses_fts (rowid, title, people, description)
      select k.doc, new.title, ${coursePeople('new')}, new.description from courses_fts_keys k where k.course_id = new.id;`;
  const deleteCourseDoc = `delete from courses_fts where rowid = (select doc from courses_fts_keys where course_id = old.id);`;
  await sql.raw(`create trigger courses_fts_insert after insert on courses begin
      insert into courses_fts_keys (course_id) values (new.id);
      ${insertCourseDoc}
    end`).execute(db);
  await sql.raw(`create trigger courses_fts_update after update of title, description, category, instructor_id on courses begin
      ${deleteCourseDoc}
      ${insertCourseDoc}
    end`).execute(db);
  await sql.raw(`create trigger courses_fts_delete after delete on courses begin
      ${deleteCourseDoc}
      delete from courses_fts_keys where course_id = old.id;
    end`).execute(db);

  const insertUserDoc = `insert into users_fts (rowid, name, email) select k.doc, new.name, new.email from users_fts_keys k where k.user_id = new.id;`;
  const deleteUserDoc = `delete from users_fts where rowid = (select doc from users_fts_keys where user_id = old.id);`;
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
  await sql.raw(`create trigger users_fts_delete after delete on users begin
      ${deleteUserDoc}
      delete from users_fts_keys where user_id = old.id;
    end`).execute(db);

  await sql`insert into users_fts_keys (user_id) select id from users order by created_at, id`.execute(db);
  await sql`insert into users_fts (rowid, name, email) select k.doc, u.name, u.email from users u join users_fts_keys k on k.user_id = u.id`.execute(db);
  await sql`insert into courses_fts_keys (course_id) select id from courses order by created_at, id`.execute(db);
  await sql.raw(`insert into courses_fts (rowid, title, people, description)
      select k.doc, c.title, ${coursePeople('c')}, c.description from courses c join courses_fts_keys k on k.course_id = c.id`).execute(db);
}

async function createExtension(db: Kysely<any>, name: string): Promise<string> {
  const existing = await extensionSchema(db, name);
  if (existing) return existing;
  try {
    // In `public` when it exists: a schema dropped later must never take the extension with it.
    const publicSchema = await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = 'public'`.execute(db);
    if (publicSchema.rows[0].n > 0) await sql.raw(`create extension if not exists ${name} schema public`).execute(db);
    else await sql.raw(`create extension if not exists ${name}`).execute(db);
  } catch (error) {
    throw new Error(`${EXTENSIONS_MESSAGE} (${error instanceof Error ? error.message : String(error)})`);
  }
  const schema = await extensionSchema(db, name);
  if (!schema) throw new Error(EXTENSIONS_MESSAGE);
  return schema;
}

async function extensionSchema(db: Kysely<any>, name: string): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ${name}`.execute(db);
  return rows[0]?.schema ?? null;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function upPostgres(db: Kysely<any>) {
  const unaccent = ident(await createExtension(db, 'unaccent'));
  const trgm = ident(await createExtension(db, 'pg_trgm'));
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const s = ident(rows[0].schema);

  // Immutable (unaccent() itself is only stable, as its dictionary could change), so it may
  // be used in indexes: the usual wrapper naming the dictionary explicitly.
  await sql.raw(`create function ${s}.eduia_fold(text) returns text language sql immutable strict parallel safe
      as $$ select lower(${unaccent}.unaccent('${unaccent}.unaccent'::regdictionary, $1)) $$`).execute(db);
  // Words only: punctuation (e-mail dots and @, hyphens) separates words, as in SQLite's tokenizer.
  await sql.raw(`create function ${s}.eduia_search_words(text) returns text language sql immutable strict parallel safe
      as $$ select regexp_replace(${s}.eduia_fold($1), '[[:space:][:punct:]]+', ' ', 'g') $$`).execute(db);
  await sql.raw(`create function ${s}.eduia_course_vector(title text, people text, description text) returns tsvector language sql immutable parallel safe
      as $$ select setweight(to_tsvector('simple', ${s}.eduia_search_words(coalesce(title, ''))), 'A')
                || setweight(to_tsvector('simple', ${s}.eduia_search_words(coalesce(people, ''))), 'B')
                || setweight(to_tsvector('simple', ${s}.eduia_search_words(coalesce(description, ''))), 'C') $$`).execute(db);
  await sql.raw(`create function ${s}.eduia_user_vector(name text, email text) returns tsvector language sql immutable parallel safe
      as $$ select setweight(to_tsvector('simple', ${s}.eduia_search_words(coalesce(name, ''))), 'A')
                || setweight(to_tsvector('simple', ${s}.eduia_search_words(coalesce(email, ''))), 'B') $$`).execute(db);

  await sql`alter table courses add column search_vector tsvector`.execute(db);
  await sql`alter table users add column search_vector tsvector`.execute(db);

  await sql.raw(`create function ${s}.courses_search_vector() returns trigger language plpgsql as $$
      begin
        new.search_vector := ${s}.eduia_course_vector(new.title, coalesce((select name from ${s}.users where id = new.instructor_id), '') || ' ' || new.category, new.description);
        return new;
      end $$`).execute(db);
  await sql`create trigger courses_search_vector before insert or update of title, description, category, instructor_id on courses for each row execute function courses_search_vector()`.execute(db);

  await sql.raw(`create function ${s}.users_search_vector() returns trigger language plpgsql as $$
      begin
        new.search_vector := ${s}.eduia_user_vector(new.name, new.email);
        return new;
      end $$`).execute(db);
  await sql`create trigger users_search_vector before insert or update of name, email on users for each row execute function users_search_vector()`.execute(db);
  // A renamed teacher: their courses are found by the new name at once.
  await sql.raw(`create function ${s}.users_courses_search_vector() returns trigger language plpgsql as $$
      begin
        update ${s}.courses set search_vector = ${s}.eduia_course_vector(title, new.name || ' ' || category, description) where instructor_id = new.id;
        return null;
      end $$`).execute(db);
  await sql`create trigger users_courses_search_vector after update of name on users for each row when (old.name is distinct from new.name) execute function users_courses_search_vector()`.execute(db);

  await sql`update users set search_vector = eduia_user_vector(name, email)`.execute(db);
  await sql`update courses c set search_vector = eduia_course_vector(c.title, coalesce(u.name, '') || ' ' || c.category, c.description) from users u where u.id = c.instructor_id`.execute(db);

  await sql`create index courses_search_idx on courses using gin (search_vector)`.execute(db);
  await sql`create index users_search_idx on users using gin (search_vector)`.execute(db);
  await sql.raw(`create index courses_title_trgm_idx on courses using gin (${s}.eduia_fold(title) ${trgm}.gin_trgm_ops)`).execute(db);
  await sql.raw(`create index users_name_trgm_idx on users using gin (${s}.eduia_fold(name) ${trgm}.gin_trgm_ops)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const index of ['courses_search_idx', 'users_search_idx', 'courses_title_trgm_idx', 'users_name_trgm_idx']) await sql.raw(`drop index ${index}`).execute(db);
    await sql`drop trigger users_courses_search_vector on users`.execute(db);
    await sql`drop trigger users_search_vector on users`.execute(db);
    await sql`drop trigger courses_search_vector on courses`.execute(db);
    for (const fn of ['users_courses_search_vector()', 'users_search_vector()', 'courses_search_vector()', 'eduia_user_vector(text, text)', 'eduia_course_vector(text, text, text)', 'eduia_search_words(text)', 'eduia_fold(text)']) {
      await sql.raw(`drop function ${fn}`).execute(db);
    }
    await sql`alter table courses drop column search_vector`.execute(db);
    await sql`alter table users drop column search_vector`.execute(db);
    return;
  }
  for (const trigger of ['courses_fts_insert', 'courses_fts_update', 'courses_fts_delete', 'users_fts_insert', 'users_fts_update', 'users_fts_delete']) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  for (const table of ['courses_fts', 'courses_fts_keys', 'users_fts', 'users_fts_keys']) await sql.raw(`drop table ${table}`).execute(db);
}
