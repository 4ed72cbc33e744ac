import {
  ACTIVE_WITHIN_DAYS,
  AT_RISK_IDLE_DAYS,
  AT_RISK_LIST_LIMIT,
  ANALYTICS_TOP_COURSES,
  ROSTER_SEARCH_COUNT_CAP,
  type AnalyticsPeriod,
  type CourseAnalytics,
  type CourseFunnel,
  type RosterFilters,
  type RosterPage,
  type RosterQuery,
  type StudentRow,
  type TeacherAnalytics,
} from '#contracts/teaching';
import type { AppContext } from '#server/context';
import { listUserMatchesInNameOrder, searchText, searchTerms, wordsOf, type NameOrderRead, type NameTier, type SearchTerm } from '#server/db/search';
import { DAY_MS, saoPauloDay, shiftDay } from '#server/lib/clock';
import type { AuthUser } from '#server/plugins/auth-user';
import { findCourseSummary, listCourseTitlesOfTeacher, listLessonsInOrder } from '#server/modules/courses/courses.service';
import { AppError } from '#server/lib/app-error';
import { decodePageCursor, encodePageCursor, readFromNearerEnd } from '#server/lib/page-cursor';
import {
  averageBestScoreSince,
  countEnrolmentsByCourseSince,
  countEnrolmentsByDay,
  countLessonCohort,
  countStudyingStudents,
  listAtRiskEnrolments,
  countRosterRows,
  countRosterRowsOfCourses,
  countMatchEnrolmentsUpTo,
  countStudentMatchesUpTo,
  countWalkedRosterMatches,
  listCourseTitleHits,
  listRosterKeysOfStudents,
  listRosterMatches,
  listRosterRowsByIds,
  pageRosterRows,
  compareRosterKeys,
  ROSTER_ORDERS,
  rosterKeyOf,
  rosterRowMatches,
  sumStudySecondsByDay,
  walkRosterMatches,
  type RosterKey,
  type RosterOrder,
  type RosterKeyRow,
  type RosterRow,
  type RosterScope,
} from '#server/modules/learning/learning.service';
import { sendCourseMessage } from '#server/modules/notices/notices.service';
import { bucketsOf, bucketIndex } from './periods.ts';
import { rosterCsv } from './roster-csv.ts';

// The teacher's students (/professor/alunos) and analytics (/professor/analytics), read
// from the owners of enrolments (learning, which keeps each enrolment's roster keys), attempts
// (exams) and courses through their services. A page of the roster is read in one of
// learning's index orders and costs what it shows; a search is narrowed by the full-text
// indexes first and its few rows are ranked and sorted here.

const ROSTER_EXPORT_BATCH = 1000;

type RosterOrderOrRelevance = RosterOrder | 'relevance';
interface ResolvedOrder {
  order: RosterOrderOrRelevance;
  descending: boolean;
}

/** The order a page is read in: absent means by name, or by relevance while searching. */
function resolveOrder(filters: RosterFilters, terms: SearchTerm[]): ResolvedOrder {
  const sort = filters.sort ?? (terms.length > 0 ? undefined : 'name');
  const descending = filters.order === 'desc';
  if (!sort) return { order: 'relevance', descending: false };
  // Ativo is a recent last access: ascending status lists the most recent first.
  if (sort === 'status') return { order: 'lastAccess', descending: !descending };
  // Within one course the course is the same on every row.
  if (sort === 'course' && filters.courseId) return { order: 'name', descending };
  return { order: sort, descending };
}

function activeSinceOf(ctx: AppContext): string {
  return new Date(ctx.clock.now().getTime() - ACTIVE_WITHIN_DAYS * DAY_MS).toISOString();
}

function scopeOf(teacherId: string, filters: RosterFilters, activeSince: string): RosterScope {
  return {
    teacherId,
    courseId: filters.courseId,
    accessedSince: filters.status === 'Ativo' ? activeSince : undefined,
    notAccessedSince: filters.status === 'Inativo' ? activeSince : undefined,
  };
}

function toStudentRow(row: RosterRow, activeSince: string): StudentRow {
  return {
    id: row.id,
    studentId: row.studentId,
    name: row.name,
    email: row.email,
    courseId: row.courseId,
    course: row.course,
    progress: Number(row.progressPercent),
    lastAccess: row.lastAccessedAt,
    status: row.lastAccessedAt >= activeSince ? 'Ativo' : 'Inativo',
    grade: Number(row.bestScore) >= 0 ? Math.round(Number(row.bestScore)) : null,
  };
}

/**
 * Relevance of a row to a search (lower is better): the student's whole name is the
 * search (the folded name is its words joined by spaces), then every word is in the name (the
 * last as a prefix), then the rest (a word matched in the e-mail or the course title). Read from
 * the folded name the enrolment keeps; the same tiers as the users' search index reads them
 * (listUserMatchesInNameOrder).
 */
const RELEVANCE = { wholeName: 0, everyWordInName: 1, other: 2 } as const;
/** How a roster search chooses its way of reading (searchRosterPage); tests pass smaller ones to take each way on a small class. */
export interface RosterSearchLimits {
  /** Up to this many matches a search is read whole and ranked here; past it, by name a student at a time, else walked. */
  readWhole: { byName: number; byColumn: number };
  /** Past this many students matching the words, a search is read by walking the roster (its matches are many). */
  students: number;
  /** Matches are counted up to this many; past it the page says "mais de". */
  count: number;
  /** Students in name order whose enrolments are read together (whole names only, so that a name's enrolments are sorted among themselves). */
  studentsPerRead: number;
}
const ROSTER_SEARCH_LIMITS: RosterSearchLimits = { readWhole: { byName: 1000, byColumn: 3000 }, students: 20_000, count: ROSTER_SEARCH_COUNT_CAP, studentsPerRead: 200 };

function relevanceOf(terms: SearchTerm[]): (row: RosterKeyRow) => number {
  const text = searchText(terms);
  // Per name: a student's enrolments share it.
  const byName = new Map<string, number>();
  const rank = (sortName: string) => {
    if (sortName === text) return RELEVANCE.wholeName;
    // Sort names are folded already (eduia_fold): only cut into words.
    const words = wordsOf(sortName);
    return terms.every((t) => words.some((w) => (t.prefix ? w.startsWith(t.word) : w === t.word))) ? RELEVANCE.everyWordInName : RELEVANCE.other;
  };
  return (row) => {
    let found = byName.get(row.studentSortName);
    if (found === undefined) {
      found = rank(row.studentSortName);
      byName.set(row.studentSortName, found);
    }
    return found;
  };
}

/** A row's position in the order; relevance: the rank, then the name and id. */
function keyOf(order: RosterOrderOrRelevance, relevance?: (row: RosterKeyRow) => number): (row: RosterKeyRow) => RosterKey {
  if (order === 'relevance') return (row) => [relevance!(row), row.studentSortName, row.id];
  return rosterKeyOf(order);
}

// The cursor names its order, so a cursor of another order is refused rather than misread.
function encodeCursor(order: ResolvedOrder, key: RosterKey): string {
  return encodePageCursor({ o: order.order, d: order.descending ? 1 : 0, k: key });
}

function decodeCursor(cursor: string, order: ResolvedOrder): RosterKey {
  const length = order.order === 'relevance' ? 3 : ROSTER_ORDERS[order.order].length;
  return decodePageCursor(cursor, 'A posição da página (after) não vale para esta busca e ordenação. Volte à primeira página.', ({ o, d, k }) =>
    o === order.order && d === (order.descending ? 1 : 0) && Array.isArray(k) && k.length === length && k.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) ? (k as RosterKey) : null,
  );
}

/** A search's match beside its key in the order (computed once: a lookup per comparison cost as much as the sort). */
type KeyedMatch = { row: RosterKeyRow; key: RosterKey };

/**
 * One page of a search's matches in the order, after `after` or from `offset`, and how many there
 * are (when `counted`; at most the count's limit, past which `totalIsAtLeast`). The matches
 * are counted first from an index alone (the enrolments in scope of the students matching the
 * words, and in a course whose title has some of them of its students with the rest), and read
 * the cheapest way for their number: few, read whole and sorted here; many enrolments of not too
 * many students (a common first name), the students put in name order and their enrolments read a
 * few names at a time; students too many (a letter typed), the scope's roster index walked in the
 * order with each row tested. A course whose title has every word matches its whole class: read
 * from its own index, a page's worth (courseWalk), or tested on the walk.
 */
async function searchRosterPage(
  ctx: AppContext,
  scope: RosterScope,
  terms: SearchTerm[],
  order: ResolvedOrder,
  page: { after?: RosterKey; offset: number; limit: number; counted: boolean },
  limits: RosterSearchLimits,
): Promise<{ matches: KeyedMatch[]; total: number; totalIsAtLeast: boolean }> {
  const hits = await listCourseTitleHits(ctx.db, scope, terms);
  const whole = hits.filter((course) => course.words.every(Boolean));
  // Courses with some of the words, grouped by the words left for their students to have.
  const partialByRest = new Map<string, { terms: SearchTerm[]; courseIds: string[] }>();
  for (const course of hits.filter((hit) => !hit.words.every(Boolean))) {
    const rest = terms.filter((_, i) => !course.words[i]);
    const group = partialByRest.get(searchText(rest)) ?? { terms: rest, courseIds: [] };
    group.courseIds.push(course.id);
    partialByRest.set(searchText(rest), group);
  }
  const partial = [...partialByRest.values()];
  const caps = { enrolments: limits.count, students: limits.students };
  // Per group of students (every word, or the words a course's title lacks): their enrolments, and whether they are more than can be read.
  const sources = [{ terms, courseIds: undefined }, ...partial];
  const found = await Promise.all(sources.map((source) => countStudentMatchesUpTo(ctx.db, scope, source.terms, caps, source.courseIds)));
  const counts = found.map((count) => count.enrolments);
  const students = found.map((count) => count.students);
  const broad = students.some((n) => n > limits.students);
  const matched = counts.reduce((n, count) => n + count, 0);
  const byName = order.order === 'relevance' || order.order === 'name';
  // Few enough to read whole and sort here: up to the count's cap unless the students can be read
  // in name order instead (a walk in a column's order would pass over the rows of every name
  // sorted before the students', and with courses matched the walk is the only other way).
  const studentsInNameOrder = byName && whole.length === 0;
  if (!broad && matched <= (studentsInNameOrder ? limits.readWhole.byName : limits.readWhole.byColumn)) return searchFewMatches(ctx, scope, terms, order, page, whole, partial);
  const overCap = matched > limits.count;
  // Many enrolments of not too many students, by name: the students read and put in order, then
  // their enrolments a few names at a time (a walk by name would pass every name before theirs).
  if (studentsInNameOrder && !broad) {
    const rows = await pageStudentsInNameOrder(ctx, scope, terms, order, page, partial, limits);
    const total = overCap ? matched : page.counted ? await countManyMatches(ctx, scope, terms, counts, whole, partial, caps) : 0;
    return { matches: rows, total: Math.min(total, limits.count), totalIsAtLeast: total > limits.count };
  }
  // Many matches (a letter typed, a common name by a column, courses matched): their share of the
  // roster is large, so the scope's roster index walked in the order meets a page of them soon.
  const matches = rosterRowMatches(ctx.db, terms, whole.map((course) => course.id), partial);
  let total = 0;
  if (overCap) total = matched;
  else if (broad) total = page.counted ? await countWalkedRosterMatches(ctx.db, scope, matches, limits.count) : 0;
  else if (page.counted) total = await countManyMatches(ctx, scope, terms, counts, whole, partial, caps);
  const rows = await walkMatches(ctx, scope, terms, order, page, matches);
  return { matches: rows, total: Math.min(total, limits.count), totalIsAtLeast: total > limits.count };
}

/**
 * How many enrolments a search matches when its students are not too many, from index-only
 * counts: those of the students with every word, plus in each course with some of the words those
 * of its students with the rest, plus the classes of the courses with every word, less the
 * enrolments of students with every word counted again in those courses.
 */
async function countManyMatches(
  ctx: AppContext,
  scope: RosterScope,
  terms: SearchTerm[],
  counts: number[],
  whole: Array<{ id: string }>,
  partial: Array<{ terms: SearchTerm[]; courseIds: string[] }>,
  caps: { enrolments: number; students: number },
): Promise<number> {
  const wholeIds = whole.map((course) => course.id);
  const [classes, ...again] = await Promise.all([
    countRosterRowsOfCourses(ctx.db, scope, wholeIds),
    ...[...partial.map((group) => group.courseIds), ...(wholeIds.length > 0 ? [wholeIds] : [])].map((courseIds) => countMatchEnrolmentsUpTo(ctx.db, scope, terms, caps, courseIds)),
  ]);
  const sum = (values: number[]) => values.reduce((n, value) => n + value, 0);
  return sum(counts) + classes - sum(again);
}

/**
 * A page of the enrolments of the students matching the words (not more than the limit
 * of them, with too many enrolments in scope to read whole), by relevance or name: the students
 * read from the search index in name order by the database, a few at a time (by relevance, each
 * tier of RELEVANCE in turn), then the first enrolments of those students in the order, until the
 * page is full. `partial`: courses whose titles have some of the words, where the students with
 * the rest match too.
 */
async function pageStudentsInNameOrder(
  ctx: AppContext,
  scope: RosterScope,
  terms: SearchTerm[],
  order: ResolvedOrder,
  page: { after?: RosterKey; offset: number; limit: number },
  partial: Array<{ terms: SearchTerm[]; courseIds: string[] }>,
  limits: RosterSearchLimits,
): Promise<KeyedMatch[]> {
  const byRelevance = order.order === 'relevance';
  const key = keyOf(order.order, byRelevance ? relevanceOf(terms) : undefined);
  // Where a student's enrolments may match: every course (every word is theirs), or the courses
  // whose titles have the words they lack.
  const sources: StudentSource[] = [{ terms }, ...partial];
  const tiers: Array<NameTier | undefined> = byRelevance ? ['wholeName', 'everyWordInName', 'other'] : [undefined];
  // The cursor's tier (by relevance) and its place by name ([name, enrolment]).
  const after = page.after;
  const afterRank = after && byRelevance ? Number(after[0]) : undefined;
  const afterByName = after && byRelevance ? after.slice(1) : after;
  const need = page.offset + page.limit;
  const rows: KeyedMatch[] = [];
  for (const tier of tiers) {
    const rank = tier ? RELEVANCE[tier] : undefined;
    if (afterRank !== undefined && rank! < afterRank) continue;
    // Students named before the cursor's name hold no enrolment after it.
    const within = afterByName && afterRank === rank ? afterByName : undefined;
    let from: NameOrderRead['from'] | null = within ? { sortName: String(within[0]), inclusive: true } : undefined;
    while (rows.length < need && from !== null) {
      const batch = await nextStudentsByName(ctx, sources, tier && { kind: tier, terms }, order.descending, from, limits.studentsPerRead);
      from = batch.next;
      const read = await Promise.all(
        sources.map((source, i) => {
          const ids = batch.students.filter((student) => student.sources.includes(i)).map((student) => student.id);
          return listRosterKeysOfStudents(ctx.db, scope, ids, source.courseIds, { columns: ROSTER_ORDERS.name, descending: order.descending, after: within, limit: need - rows.length });
        }),
      );
      const unique = new Map(read.flat().map((row) => [row.id, row]));
      const keyed = [...unique.values()].map((row) => ({ row, key: key(row) }));
      rows.push(...keyed.sort((a, b) => (order.descending ? -1 : 1) * compareRosterKeys(a.key, b.key)).slice(0, need - rows.length));
    }
  }
  return rows.slice(page.offset, need);
}

type StudentSource = { terms: SearchTerm[]; courseIds?: string[] };

/**
 * The next students of a search in name order from `from`, every student of each name read
 * (a name's enrolments are sorted among themselves), with the sources they match; `next`: where
 * the following read starts, null when none is left. Each source gives at most `perRead`; the
 * names before the first name at which a source was cut are whole, and when a single name fills
 * a read, every student of that name is read.
 */
async function nextStudentsByName(ctx: AppContext, sources: StudentSource[], tier: NameOrderRead['tier'], descending: boolean, from: NameOrderRead['from'], perRead: number) {
  const read = (extra: Partial<NameOrderRead>) => Promise.all(sources.map((source) => listUserMatchesInNameOrder(ctx.db, source.terms, { from, descending, limit: perRead, tier, ...extra })));
  const merge = (lists: Array<Array<{ id: string; sortName: string }>>, keep: (sortName: string) => boolean) => {
    const byId = new Map<string, { id: string; sources: number[] }>();
    lists.forEach((list, source) => {
      for (const student of list.filter((s) => keep(s.sortName))) {
        const known = byId.get(student.id) ?? { id: student.id, sources: [] };
        known.sources.push(source);
        byId.set(student.id, known);
      }
    });
    return [...byId.values()];
  };
  const lists = await read({});
  const isBefore = (a: string, b: string) => (descending ? a > b : a < b);
  const cut = lists
    .filter((list) => list.length === perRead)
    .map((list) => list[list.length - 1].sortName)
    .reduce<string | undefined>((first, name) => (first === undefined || isBefore(name, first) ? name : first), undefined);
  if (cut === undefined) return { students: merge(lists, () => true), next: null };
  const whole = merge(lists, (name) => isBefore(name, cut));
  if (whole.length > 0) return { students: whole, next: { sortName: cut, inclusive: true } };
  return { students: merge(await read({ only: cut }), () => true), next: { sortName: cut, inclusive: false } };
}

/**
 * A page of many matches, walked in the scope's roster index. By relevance: the students whose
 * whole name is the search first, then every other match by name (the finer ranking of the few
 * would need every match read).
 */
async function walkMatches(ctx: AppContext, scope: RosterScope, terms: SearchTerm[], order: ResolvedOrder, page: { after?: RosterKey; offset: number; limit: number }, matches: ReturnType<typeof rosterRowMatches>): Promise<KeyedMatch[]> {
  const { after, offset, limit } = page;
  if (order.order !== 'relevance') {
    const rows = await walkRosterMatches(ctx.db, scope, matches, { columns: ROSTER_ORDERS[order.order], descending: order.descending, after, offset, limit });
    const key = rosterKeyOf(order.order);
    return rows.map((row) => ({ row, key: key(row) }));
  }
  const text = searchText(terms);
  const rank = (row: RosterKeyRow) => (row.studentSortName === text ? RELEVANCE.wholeName : RELEVANCE.everyWordInName);
  const keyed = (rows: RosterKeyRow[]) => rows.map((row) => ({ row, key: [rank(row), row.studentSortName, row.id] }));
  const byName = ROSTER_ORDERS.name;
  const found: KeyedMatch[] = [];
  let skip = offset;
  if (!after || after[0] === RELEVANCE.wholeName) {
    const rows = keyed(await walkRosterMatches(ctx.db, scope, matches, { columns: byName, descending: false, after: after?.slice(1), offset: 0, limit: offset + limit, sortName: { text, equal: true } }));
    found.push(...rows.slice(skip));
    skip = Math.max(0, skip - rows.length);
  }
  if (found.length < limit) {
    const from = after && after[0] !== RELEVANCE.wholeName ? after.slice(1) : undefined;
    found.push(...keyed(await walkRosterMatches(ctx.db, scope, matches, { columns: byName, descending: false, after: from, offset: skip, limit: limit - found.length, sortName: { text, equal: false } })));
  }
  return found.slice(0, limit);
}

/** A page of few matches: read whole and sorted here, the courses whose whole class matches each read from the key (courseWalk), counted exactly. */
async function searchFewMatches(
  ctx: AppContext,
  scope: RosterScope,
  terms: SearchTerm[],
  order: ResolvedOrder,
  page: { after?: RosterKey; offset: number; limit: number; counted: boolean },
  whole: Array<{ id: string; sortTitle: string }>,
  partial: Array<{ terms: SearchTerm[]; courseIds: string[] }>,
): Promise<{ matches: KeyedMatch[]; total: number; totalIsAtLeast: boolean }> {
  const key = keyOf(order.order, order.order === 'relevance' ? relevanceOf(terms) : undefined);
  const direction = order.descending ? -1 : 1;
  const few: KeyedMatch[] = (await listRosterMatches(ctx.db, scope, terms, partial)).map((row) => ({ row, key: key(row) }));
  const fewIds = new Set(few.map((match) => match.row.id));
  const fewInCourse = new Map<string, number>();
  for (const { row } of few) fewInCourse.set(row.courseId, (fewInCourse.get(row.courseId) ?? 0) + 1);
  const isAfter = (match: KeyedMatch) => !page.after || direction * compareRosterKeys(match.key, page.after) > 0;
  const candidates = few.filter(isAfter);
  const need = page.offset + page.limit;
  const classes = await Promise.all(
    whole.map((course) => {
      const walk = courseWalk(order, course, page.after);
      return walk ? walkRosterMatches(ctx.db, { ...scope, courseId: course.id }, null, { ...walk, offset: 0, limit: need + (fewInCourse.get(course.id) ?? 0) }) : [];
    }),
  );
  for (const row of classes.flat()) {
    const match = { row, key: key(row) };
    if (!fewIds.has(row.id) && isAfter(match)) candidates.push(match);
  }
  candidates.sort((a, b) => direction * compareRosterKeys(a.key, b.key));
  let total = 0;
  if (page.counted) {
    const wholeIds = whole.map((course) => course.id);
    const counted = await countRosterRowsOfCourses(ctx.db, scope, wholeIds);
    total = few.length + counted - wholeIds.reduce((n, id) => n + (fewInCourse.get(id) ?? 0), 0);
  }
  return { matches: candidates.slice(page.offset, need), total, totalIsAtLeast: false };
}

/**
 * How a course whose whole class matches is walked for a page in the order: the course's index
 * columns and the key to start after, or null when the whole course comes before `after`. Within
 * one course the course's own key (title, id) is the same on every row, and every row ranks below
 * a name match (its student would be among the few otherwise), so relevance and course orders
 * walk the class by name.
 */
function courseWalk(order: ResolvedOrder, course: { id: string; sortTitle: string }, after: RosterKey | undefined) {
  const byName = { columns: ROSTER_ORDERS.name, descending: order.descending };
  if (order.order === 'relevance') {
    return { ...byName, descending: false, after: after && after[0] === RELEVANCE.other ? after.slice(1) : undefined };
  }
  if (order.order === 'course') {
    if (!after) return byName;
    const place = (order.descending ? -1 : 1) * compareRosterKeys([course.sortTitle, course.id], after.slice(0, 2));
    if (place < 0) return null;
    return { ...byName, after: place === 0 ? after.slice(2) : undefined };
  }
  return { columns: ROSTER_ORDERS[order.order], descending: order.descending, after };
}

/** The shown rows of these matches, in the matches' order (names, e-mails and titles read for them only). */
async function rowsOfMatches(ctx: AppContext, teacherId: string, matches: RosterKeyRow[]): Promise<RosterRow[]> {
  const byId = new Map((await listRosterRowsByIds(ctx.db, teacherId, matches.map((m) => m.id))).map((row) => [row.id, row]));
  return matches.flatMap((m) => byId.get(m.id) ?? []);
}

export async function listRoster(ctx: AppContext, teacherId: string, query: RosterQuery, limits = ROSTER_SEARCH_LIMITS): Promise<RosterPage> {
  const activeSince = activeSinceOf(ctx);
  const terms = searchTerms(query.q);
  const order = resolveOrder(query, terms);
  const after = query.after ? decodeCursor(query.after, order) : undefined;
  const scope = scopeOf(teacherId, query, activeSince);
  const limit = query.pageSize;
  const offset = after ? 0 : (query.page - 1) * limit;
  let rows: RosterRow[];
  let total: number;
  let shown: number;
  let lastKey: RosterKey | undefined;
  let totalIsAtLeast = false;
  if (terms.length > 0) {
    const found = await searchRosterPage(ctx, scope, terms, order, { after, offset, limit, counted: true }, limits);
    total = found.total;
    totalIsAtLeast = found.totalIsAtLeast;
    rows = await rowsOfMatches(ctx, teacherId, found.matches.map((match) => match.row));
    shown = found.matches.length;
    lastKey = found.matches.at(-1)?.key;
  } else {
    const sqlOrder = order.order as RosterOrder;
    total = await countRosterRows(ctx.db, scope);
    rows = after
      ? await pageRosterRows(ctx.db, scope, { order: sqlOrder, descending: order.descending, after, offset, limit })
      : await readFromNearerEnd(total, offset, limit, (from, count, reversed) =>
          pageRosterRows(ctx.db, scope, { order: sqlOrder, descending: reversed !== order.descending, offset: from, limit: count }),
        );
    shown = rows.length;
    lastKey = rows.length > 0 ? keyOf(sqlOrder)(rows[rows.length - 1]) : undefined;
  }
  const isLast = shown < limit || (!after && !totalIsAtLeast && offset + limit >= total);
  return {
    rows: rows.map((row) => toStudentRow(row, activeSince)),
    total,
    totalIsAtLeast,
    page: query.page,
    pageSize: limit,
    next: lastKey && !isLast ? encodeCursor(order, lastKey) : null,
  };
}

/** Every row of the filters in the table's order, a batch at a time, each read after the last one sent. */
async function* rosterBatches(ctx: AppContext, teacherId: string, filters: RosterFilters, batchSize: number): AsyncGenerator<StudentRow[]> {
  const activeSince = activeSinceOf(ctx);
  const terms = searchTerms(filters.q);
  const order = resolveOrder(filters, terms);
  const scope = scopeOf(teacherId, filters, activeSince);
  if (terms.length > 0) {
    let after: RosterKey | undefined;
    for (;;) {
      const { matches } = await searchRosterPage(ctx, scope, terms, order, { after, offset: 0, limit: batchSize, counted: false }, ROSTER_SEARCH_LIMITS);
      if (matches.length > 0) yield (await rowsOfMatches(ctx, teacherId, matches.map((match) => match.row))).map((row) => toStudentRow(row, activeSince));
      if (matches.length < batchSize) return;
      after = matches[matches.length - 1].key;
    }
  }
  const sqlOrder = order.order as RosterOrder;
  const key = keyOf(sqlOrder);
  let after: RosterKey | undefined;
  for (;;) {
    const rows = await pageRosterRows(ctx.db, scope, { order: sqlOrder, descending: order.descending, after, offset: 0, limit: batchSize });
    if (rows.length > 0) yield rows.map((row) => toStudentRow(row, activeSince));
    if (rows.length < batchSize) return;
    after = key(rows[rows.length - 1]);
  }
}

/** The filtered rows (every page) as CSV, named after the day, written as they are read. */
export function exportRoster(ctx: AppContext, teacherId: string, filters: RosterFilters, batchSize = ROSTER_EXPORT_BATCH): { fileName: string; body: AsyncIterable<string> } {
  return { fileName: `alunos-${saoPauloDay(ctx.clock.now())}.csv`, body: rosterCsv(rosterBatches(ctx, teacherId, filters, batchSize)) };
}

/** Message to every student of one of the teacher's courses (notices stores and notifies). */
export async function messageCourse(ctx: AppContext, teacher: AuthUser, courseId: string, message: string) {
  return sendCourseMessage(ctx, teacher, { courseId, message });
}

// ── Analytics ────────────────────────────────────────────────────────────────

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The courses with the most enrolments in the period (then completions, then title), from the
 * period's counts per course; only the listed ones' titles are read. `withActivity`: every
 * course with an enrolment or a completion in the period.
 */
async function topCoursesOf(ctx: AppContext, teacherId: string, counted: { courseId: string; enrollments: number; completions: number }[]): Promise<{ courses: CourseAnalytics[]; withActivity: number }> {
  const byCounts = (a: (typeof counted)[number], b: (typeof counted)[number]) => b.enrollments - a.enrollments || b.completions - a.completions;
  // Ties at the list's edge go by id (the titles of the other courses are never read).
  const top = counted.sort((a, b) => byCounts(a, b) || (a.courseId < b.courseId ? -1 : 1)).slice(0, ANALYTICS_TOP_COURSES);
  const titles = new Map((await listCourseTitlesOfTeacher(ctx.db, teacherId, top.map((c) => c.courseId))).map((c) => [c.id, c.title]));
  const courses = top
    .filter((c) => titles.has(c.courseId))
    .map((c) => ({ ...c, title: titles.get(c.courseId)! }))
    .sort((a, b) => byCounts(a, b) || collator.compare(a.title, b.title));
  return { courses, withActivity: counted.length };
}

/**
 * One course's lesson funnel in the period: of the students who enrolled in it (and still are),
 * how many completed each lesson, in course order. Read from the cohorts kept per day of
 * enrolment, so a year of a class of 50 000 costs a row per day and lesson.
 */
export async function getCourseFunnel(ctx: AppContext, teacherId: string, courseId: string, days: AnalyticsPeriod): Promise<CourseFunnel> {
  const course = await findCourseSummary(ctx, courseId);
  if (!course || course.instructorId !== teacherId) throw new AppError('not-found', 'Curso não encontrado.');
  const { today, fromDay } = periodEndingToday(ctx.clock.now(), days);
  const [lessons, { cohort, byLesson }] = await Promise.all([listLessonsInOrder(ctx.db, [courseId]), countLessonCohort(ctx.db, courseId, fromDay)]);
  return {
    courseId,
    title: course.title,
    days,
    from: fromDay,
    to: today,
    cohort,
    funnel: lessons.map((l) => ({ lessonId: l.id, title: l.title, students: byLesson.get(l.id) ?? 0 })),
  };
}

/** The period's São Paulo days: the last `days`, today included. */
function periodEndingToday(now: Date, days: AnalyticsPeriod) {
  const today = saoPauloDay(now);
  return { today, fromDay: shiftDay(today, -(days - 1)) };
}

export async function getAnalytics(ctx: AppContext, teacherId: string, days: AnalyticsPeriod): Promise<TeacherAnalytics> {
  const now = ctx.clock.now();
  const { today, fromDay } = periodEndingToday(now, days);
  // Each figure comes from totals per day or per course kept in step with the rows (issue 24):
  // neither the teacher's courses nor a class of 50 000 is read row by row.
  // At risk: enrolled for more than the idle window, not finished, under 50 %, no study in the last 7 days.
  const idleSince = shiftDay(today, -(AT_RISK_IDLE_DAYS - 1));
  const enrolledBefore = new Date(now.getTime() - AT_RISK_IDLE_DAYS * DAY_MS).toISOString();
  const [enrolmentsByDay, enrolmentsByCourse, secondsByDay, activeStudents, averageBestScore, atRisk] = await Promise.all([
    countEnrolmentsByDay(ctx.db, teacherId, fromDay),
    countEnrolmentsByCourseSince(ctx.db, teacherId, fromDay),
    sumStudySecondsByDay(ctx.db, teacherId, fromDay),
    countStudyingStudents(ctx.db, teacherId, fromDay),
    averageBestScoreSince(ctx.db, teacherId, fromDay),
    listAtRiskEnrolments(ctx.db, teacherId, { enrolledBefore, idleSince, limit: AT_RISK_LIST_LIMIT }),
  ]);

  const { bucket, buckets } = bucketsOf(fromDay, today, days);
  const timeline = buckets.map((b) => ({ ...b, enrollments: 0, completions: 0, studySeconds: 0 }));
  for (const { day, enrolled, completed } of enrolmentsByDay) {
    const point = timeline[bucketIndex(buckets, day)];
    point.enrollments += enrolled;
    point.completions += completed;
  }
  for (const { day, seconds } of secondsByDay) timeline[bucketIndex(buckets, day)].studySeconds += seconds;

  const topCourses = await topCoursesOf(ctx, teacherId, enrolmentsByCourse);

  return {
    days,
    from: fromDay,
    to: today,
    kpis: {
      enrollments: timeline.reduce((sum, b) => sum + b.enrollments, 0),
      completions: timeline.reduce((sum, b) => sum + b.completions, 0),
      studySeconds: timeline.reduce((sum, b) => sum + b.studySeconds, 0),
      averageBestScore,
      activeStudents,
    },
    bucket,
    timeline,
    courses: topCourses.courses,
    coursesWithActivity: topCourses.withActivity,
    atRisk: atRisk.rows.map((r) => ({
      studentId: r.studentId, name: r.name, email: r.email, courseId: r.courseId, course: r.course, progress: Number(r.progressPercent), lastStudyDay: r.lastStudyDay,
    })),
    atRiskTotal: atRisk.total,
    atRiskTotalIsAtLeast: atRisk.totalIsAtLeast,
  };
}
