import { sql, type RawBuilder } from 'kysely';
import { foldText, isPostgresDb, type Db } from './database.ts';

// Full-text search on both dialects (docs/decisions/search-in-the-database.md): the index
// tables and columns of migration 2026-11-26-1301 (SQLite FTS5; PostgreSQL tsvector with
// unaccent and pg_trgm), and the one way user input reaches them. User input is never
// handed to the engine's query syntax: it is folded and cut into words of letters and
// digits here, and each word is quoted, so quotes, `*`, `-`, `NEAR`, `OR`, `:` or
// parentheses are only ever searched as text (or dropped as separators).

/** One word of a search: every word but the last must match a whole word, the last may be a prefix (typing "negóc"). */
export interface SearchTerm {
  word: string;
  prefix: boolean;
}

const MAX_TERMS = 8;
const MAX_WORD = 40;

/** The words of a search, folded (lower case, no accents); [] when there is nothing to search. */
export function searchTerms(query: string | undefined): SearchTerm[] {
  if (!query) return [];
  const words = wordsOfFolded(foldText(query));
  return words.map((word, i) => ({ word, prefix: i === words.length - 1 }));
}

/** The words of a text already folded (a kept sort name), cut as a search's are. */
export const wordsOfFolded = (folded: string) => (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_WORD));

/** The words joined back with single spaces (for trigram similarity and exact-name checks). */
export const searchText = (terms: SearchTerm[]) => terms.map((t) => t.word).join(' ');

/** FTS5 query: each word quoted (so never an operator), optionally limited to one column. */
function fts5Query(terms: SearchTerm[], column?: string): string {
  const words = terms.map((t) => `"${t.word}"${t.prefix ? '*' : ''}`).join(' ');
  return column ? `${column} : (${words})` : words;
}

/** tsquery text: each word quoted; `:*` for a prefix; an optional weight restricts it to those lexemes. */
function tsQuery(terms: SearchTerm[], weight = ''): string {
  return terms.map((t) => `'${t.word}':${t.prefix ? '*' : ''}${weight}`.replace(/:$/, '')).join(' & ');
}

/**
 * How a search meets the courses row `c` of a query. PostgreSQL: a condition and a rank on the
 * row itself (its own search_vector or title), so the table is read once; a subquery of matches
 * joined back by id read the courses twice (a hash join of every approved course with every
 * match: 12 ms of the 17 for "negocios" at 5 000 courses). SQLite: the full-text index's
 * matches, joined by id (the index is a table of its own).
 */
export type CourseMatch =
  | { kind: 'row'; condition: RawBuilder<boolean>; rank: RawBuilder<number> }
  | { kind: 'join'; matches: RawBuilder<{ courseId: string; searchRank: number }> };

/**
 * Courses matching every word in their title, instructor, category or description, with a
 * rank (higher is better; a word in the title counts more than in the description). Any
 * status: the caller keeps only what its page may show.
 */
export function courseMatches(db: Db, terms: SearchTerm[]): CourseMatch {
  if (isPostgresDb(db)) {
    const query = tsQuery(terms);
    return { kind: 'row', condition: sql<boolean>`c.search_vector @@ to_tsquery('simple', ${query})`, rank: sql<number>`ts_rank(c.search_vector, to_tsquery('simple', ${query}))` };
  }
  return {
    kind: 'join',
    matches: sql`(select k.course_id as course_id, -bm25(courses_fts, 10.0, 4.0, 1.0) as search_rank
    from courses_fts join courses_fts_keys k on k.doc = courses_fts.rowid where courses_fts match ${fts5Query(terms)})`,
  };
}

const trigramSchemas = new WeakMap<Db, Promise<string | null>>();

/** The schema pg_trgm lives in (its operators are named through it: the search path may not include it). */
async function trigramSchema(db: Db): Promise<string | null> {
  let schema = trigramSchemas.get(db);
  if (!schema) {
    schema = sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`
      .execute(db)
      .then((r) => r.rows[0]?.schema ?? null);
    trigramSchemas.set(db, schema);
  }
  return schema;
}

/**
 * PostgreSQL only: courses whose title has words similar to the search's (trigrams, the
 * indexed `%>` operator: "progamacao" finds "Programação"), ranked by similarity; null on
 * SQLite (no trigram similarity there).
 */
export async function courseTitlesLike(db: Db, terms: SearchTerm[]): Promise<CourseMatch | null> {
  if (!isPostgresDb(db) || terms.length === 0) return null;
  const schema = await trigramSchema(db);
  if (!schema) return null;
  const trgm = sql.id(schema);
  const text = searchText(terms);
  return { kind: 'row', condition: sql<boolean>`eduia_fold(c.title) operator(${trgm}.%>) ${text}`, rank: sql<number>`${trgm}.word_similarity(${text}, eduia_fold(c.title))` };
}

/**
 * Condition: the user `alias` (a users row in the query) matches the words in their name
 * or e-mail.
 */
export function userMatches(db: Db, alias: string, terms: SearchTerm[]): RawBuilder<boolean> {
  if (isPostgresDb(db)) return sql`${sql.ref(`${alias}.search_vector`)} @@ to_tsquery('simple', ${tsQuery(terms)})`;
  return sql`${sql.ref(`${alias}.id`)} in (select k.user_id from users_fts join users_fts_keys k on k.doc = users_fts.rowid where users_fts match ${fts5Query(terms)})`;
}

/**
 * The ids (`id`) of at most `limit` users matching the words in their name or e-mail, as a
 * subquery, read from the search index alone: on SQLite the full-text index and its keys (the
 * `in` of userMatches would first collect every match: 100 000 for a letter typed).
 */
export function userMatchIds(db: Db, terms: SearchTerm[], limit: number): RawBuilder<{ id: string }> {
  if (isPostgresDb(db)) return sql`(select id from users where search_vector @@ to_tsquery('simple', ${tsQuery(terms)}) limit ${limit})`;
  return sql`(select k.user_id as id from users_fts join users_fts_keys k on k.doc = users_fts.rowid where users_fts match ${fts5Query(terms)} limit ${limit})`;
}

/**
 * At most `limit` users matching the words, with their names folded as the roster's name key is
 * (`eduia_fold`): on SQLite read from the full-text index's own copy of the name and folded here
 * (the same function the database calls), not from the users' rows.
 */
export async function listUserMatchNames(db: Db, terms: SearchTerm[], limit: number): Promise<Array<{ id: string; sortName: string }>> {
  if (isPostgresDb(db)) {
    const { rows } = await sql<{ id: string; sortName: string }>`select id, eduia_fold(name) as "sortName" from users where search_vector @@ to_tsquery('simple', ${tsQuery(terms)}) limit ${limit}`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ id: string; name: string }>`select k.user_id as id, users_fts.name as name from users_fts join users_fts_keys k on k.doc = users_fts.rowid where users_fts match ${fts5Query(terms)} limit ${limit}`.execute(db);
  return rows.map((row) => ({ id: row.id, sortName: foldText(row.name) }));
}

/**
 * How many users match the words, up to `cap` + 1, from the search index: on SQLite the
 * full-text index counts its documents (one per user, kept by the users triggers) without
 * reading a user row; on PostgreSQL the users' own search column. The count stops there.
 */
export async function countUserMatchesUpTo(db: Db, terms: SearchTerm[], cap: number): Promise<number> {
  const { rows } = isPostgresDb(db)
    ? await sql<{ n: number }>`select count(*) as n from (select 1 from users where search_vector @@ to_tsquery('simple', ${tsQuery(terms)}) limit ${cap + 1}) m`.execute(db)
    : await sql<{ n: number }>`select count(*) as n from (select 1 from users_fts where users_fts match ${fts5Query(terms)} limit ${cap + 1})`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * Condition: the user `alias` matches the words, checked on that row alone (no index): for a
 * walk of another index in its order that tests each row it passes, when the matches are many
 * enough that the page is found within a few rows. The same words as `userMatches`: PostgreSQL
 * the row's `search_vector` (the function, not the indexed operator); SQLite the folded name and
 * e-mail of `search_text` cut into the same runs of letters and digits (`eduia_has_words`,
 * registered with every connection in database.ts).
 */
export function userRowMatches(db: Db, alias: string, terms: SearchTerm[]): RawBuilder<boolean> {
  if (isPostgresDb(db)) return sql`ts_match_vq(${sql.ref(`${alias}.search_vector`)}, to_tsquery('simple', ${tsQuery(terms)}))`;
  return sql`eduia_has_words(${sql.ref(`${alias}.search_text`)}, ${wordsQuery(terms)}) = 1`;
}

/** The words as `eduia_has_words` reads them: space-separated, a trailing `*` for a prefix. */
const wordsQuery = (terms: SearchTerm[]) => terms.map((t) => `${t.word}${t.prefix ? '*' : ''}`).join(' ');

/** Condition: the course `alias` (a courses row in the query) has the words in its title. */
export function courseTitleMatches(db: Db, alias: string, terms: SearchTerm[]): RawBuilder<boolean> {
  if (isPostgresDb(db)) return sql`${sql.ref(`${alias}.search_vector`)} @@ to_tsquery('simple', ${tsQuery(terms, 'A')})`;
  return sql`${sql.ref(`${alias}.id`)} in (select k.course_id from courses_fts join courses_fts_keys k on k.doc = courses_fts.rowid where courses_fts match ${fts5Query(terms, 'title')})`;
}
