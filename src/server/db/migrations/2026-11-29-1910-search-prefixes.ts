import { PostgresAdapter, sql, type Kysely } from 'kysely';

// SQLite's full-text indexes of the users and courses also keep the prefixes of one, two and
// three letters of every word (FTS5 `prefix`): what a person has typed so far ("a", "ma") is then
// one entry of the index, not every word that starts with it merged. Counting the users who match
// "a" (up to 20 001) read 4.1 ms, "ma" 2.8 ms; with the prefixes 1.5 and 1.2 (100 000 users); a
// roster search by a letter counts twice and tests the teacher's courses' titles once. The
// indexes are made again with the option and the same documents (rowids are the keys of
// users_fts_keys and courses_fts_keys, so nothing else changes); the triggers that keep them
// write them by name and are left as they are. PostgreSQL: nothing (its prefix search is GIN's).
// Frozen in time: never import app code here.

const TOKENIZE = `tokenize = "unicode61 remove_diacritics 2"`;

async function remake(db: Kysely<any>, table: string, columns: string[], prefix: string) {
  const list = columns.join(', ');
  await sql.raw(`create temp table ${table}_copy as select rowid as doc, ${list} from ${table}`).execute(db);
  await sql.raw(`drop table ${table}`).execute(db);
  await sql.raw(`create virtual table ${table} using fts5(${list}, ${TOKENIZE}${prefix})`).execute(db);
  await sql.raw(`insert into ${table} (rowid, ${list}) select doc, ${list} from temp.${table}_copy`).execute(db);
  await sql.raw(`drop table temp.${table}_copy`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await remake(db, 'users_fts', ['name', 'email'], `, prefix = '1 2 3'`);
  await remake(db, 'courses_fts', ['title', 'people', 'description'], `, prefix = '1 2 3'`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await remake(db, 'users_fts', ['name', 'email'], '');
  await remake(db, 'courses_fts', ['title', 'people', 'description'], '');
}
