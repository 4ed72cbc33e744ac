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

/** Every word of a text already folded (a kept sort name): its runs of letters and digits, as the full-text index cuts it. */
export const wordsOf = (folded: string) => folded.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of a text already folded, cut as a search's are (at most MAX_TERMS, each MAX_WORD long). */
export const wordsOfFolded = (folded: string) => wordsOf(folded).slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_WORD));

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

/** Where a user's name stands to a search's words (a roster search's relevance): it is them, it has every one of them, or not. */
export type NameTier = 'wholeName' | 'everyWordInName' | 'other';

/** Which users of a search in name order a read returns. */
export interface NameOrderRead {
  /** Only names (folded) from this one on in the direction (`inclusive`), or after it. */
  from?: { sortName: string; inclusive: boolean };
  /** Only the users whose folded name is this one (all of them: `limit` is not applied). */
  only?: string;
  descending: boolean;
  limit: number;
  /** Only the users whose name stands so to the whole search's words (which may be more than the words matched). */
  tier?: { kind: NameTier; terms: SearchTerm[] };
}

/**
 * Users matching the words in their name or e-mail, in the order of their folded name (the
 * roster's sort key, eduia_fold) and id, with that name: a page's worth, sorted by the database
 * (the sort name kept beside the search index, migration 2026-11-29-1900). A tier: the name is
 * the whole search (equal to its words joined by spaces), has every word (in the name's own
 * part of the index, not equal), or not every word (a match in the e-mail).
 */
export async function listUserMatchesInNameOrder(db: Db, terms: SearchTerm[], read: NameOrderRead): Promise<Array<{ id: string; sortName: string }>> {
  const pg = isPostgresDb(db);
  const tier = read.tier;
  // A name that is the whole search has every word (the last one whole, so as a prefix too): the
  // sort name's own index finds it, without the full-text index.
  const byIndex = tier?.kind !== 'wholeName';
  const [id, sortName] = pg ? [sql.ref('u.id'), sql.ref('u.sort_name')] : [sql.ref('k.user_id'), sql.ref('k.sort_name')];
  const conditions: RawBuilder<unknown>[] = [];
  if (byIndex && pg) {
    conditions.push(sql`u.search_vector @@ to_tsquery('simple', ${tsQuery(terms)})`);
    // The name's lexemes are weight A of the user's vector (eduia_user_vector).
    if (tier) conditions.push(sql`${sql.raw(tier.kind === 'other' ? 'not ' : '')}u.search_vector @@ to_tsquery('simple', ${tsQuery(tier.terms, 'A')})`);
  }
  if (byIndex && !pg) {
    const inName = tier && `(${fts5Query(tier.terms, 'name')})`;
    conditions.push(sql`users_fts match ${`(${fts5Query(terms)})${inName ? ` ${tier.kind === 'other' ? 'NOT' : 'AND'} ${inName}` : ''}`}`);
  }
  if (tier?.kind === 'wholeName') conditions.push(sql`${sortName} = ${searchText(tier.terms)}`);
  if (tier?.kind === 'everyWordInName') conditions.push(sql`${sortName} <> ${searchText(tier.terms)}`);
  if (read.from) conditions.push(sql`${sortName} ${sql.raw(read.descending ? (read.from.inclusive ? '<=' : '<') : read.from.inclusive ? '>=' : '>')} ${read.from.sortName}`);
  if (read.only !== undefined) conditions.push(sql`${sortName} = ${read.only}`);
  const from = pg ? sql`users u` : byIndex ? sql`users_fts join users_fts_keys k on k.doc = users_fts.rowid` : sql`users_fts_keys k`;
  // PostgreSQL sorts the search index's matches (at most RosterSearchLimits.students of them),
  // never walking the names' index in order and testing each user: for a rare word that walk reads
  // every user (the sort name is written as an expression no index serves).
  const orderBy = pg && byIndex ? sql`(u.sort_name || '') collate "C"` : sortName;
  const direction = sql.raw(read.descending ? 'desc' : 'asc');
  const limit = read.only === undefined ? sql`limit ${read.limit}` : sql``;
  const { rows } = await sql<{ id: string; sortName: string }>`select ${id} as id, ${sortName} as "sortName" from ${from}
    where ${sql.join(conditions, sql` and `)} order by ${orderBy} ${direction}, ${id} ${direction} ${limit}`.execute(db);
  return rows;
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
