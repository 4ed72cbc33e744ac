// 'Recomendados Para Você' (docs/decisions/recommendations-from-co-enrolment.md): item-to-item
// co-enrolment weighted by progress, kept in course_similarities by a scheduled refresh, so a
// student's row reads a few rows by primary key; the most studied courses of the student's
// categories and teachers (or of every category, for a new student) fill what is left.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { CATEGORY_LABELS, type Category, type CourseFilters } from '#contracts/courses';
import type { RecommendedCourse } from '#contracts/learning';
import type { AppContext } from '#server/context';
import { courseStatesOf, listCourseCardsByIds, toCourseCards } from '#server/modules/courses/courses.service';
import * as repo from './recommendations.repository.ts';

/** Cards in the row. */
const ROW_SIZE = 8;
/** Candidates read before the filters and the student's own courses are taken out. */
const POOL_SIZE = 40;
/** The student's courses whose similar courses are read (the most telling ones). */
const MAX_SOURCES = 20;
/** Similar courses kept per course. */
export const SIMILAR_PER_COURSE = 20;
/**
 * Students shared before a similarity is trusted: the score is multiplied by
 * shared ÷ (shared + this), so one student in common is a hint, fifty are evidence.
 */
const SHRINK = 3;
/** Students of a course read per query of the refresh (bounds each query, and the pause of SQLite's single thread). */
const REFRESH_PAGE = 250;
/** In the fallback for a new student, cards per category (a row shows the range of the catalogue). */
const PER_CATEGORY = 2;

/** How often the scheduler refreshes the similarities (learning.routes.ts). */
export const RECOMMENDATIONS_REFRESH_INTERVAL_MS = 6 * 60 * 60_000;

// ---------------------------------------------------------------- the refresh

/** One refresh at a time per process: a run asked for while one is going waits for it, then runs. */
const running = new WeakMap<AppContext, Promise<unknown>>();

/**
 * Recomputes both tables from the enrollments. Idempotent: the same enrollments give the
 * same rows. Each course's list is replaced in its own transaction (a reader sees the old
 * list or the new one), and the work is cut into bounded queries with a pause between them,
 * so requests keep being answered while it runs (SQLite runs queries on the event loop).
 */
export async function refreshRecommendations(ctx: AppContext): Promise<{ courses: number; pairs: number }> {
  const previous = running.get(ctx) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => refresh(ctx));
  running.set(ctx, run);
  try {
    return await run;
  } finally {
    if (running.get(ctx) === run) running.delete(ctx);
  }
}

/** The scheduler's job: refreshes when the tables are empty or older than half the interval (so a restart does not redo a fresh run). */
export async function refreshRecommendationsIfStale(ctx: AppContext) {
  const last = await repo.lastComputedAt(ctx.db);
  if (last !== undefined && ctx.clock.now().getTime() - new Date(last).getTime() < RECOMMENDATIONS_REFRESH_INTERVAL_MS / 2) return null;
  return refreshRecommendations(ctx);
}

async function refresh(ctx: AppContext) {
  const computedAt = ctx.clock.now().toISOString();
  const courseIds = await repo.listCourseIds(ctx.db);
  // Σ (100 + progress)² per course: the norm of its column in the cosine below.
  const norms = new Map<string, number>();
  const popularity: Array<{ courseId: string; score: number; students: number }> = [];
  for (const courseId of courseIds) {
    const totals = await repo.enrolmentTotals(ctx.db, courseId);
    if (totals.students > 0) norms.set(courseId, totals.squares);
    // A student who finished counts twice one who only opened the course. A course nobody
    // studies yet has a row too: the fallback may still offer it by its teacher or category.
    popularity.push({ courseId, score: totals.students + totals.progress / 100, students: totals.students });
    await yieldToRequests();
  }
  for (let i = 0; i < popularity.length; i += 500) await repo.upsertPopularity(ctx.db, popularity.slice(i, i + 500), computedAt);

  let pairs = 0;
  for (const [courseId, norm] of norms) {
    const together = new Map<string, { shared: number; weight: number }>();
    let after = '';
    for (;;) {
      const until = await repo.pageEndOfStudents(ctx.db, courseId, after, REFRESH_PAGE);
      for (const row of await repo.coEnrolments(ctx.db, courseId, after, until)) {
        const sum = together.get(row.courseId) ?? { shared: 0, weight: 0 };
        sum.shared += row.shared;
        sum.weight += row.weight;
        together.set(row.courseId, sum);
      }
      await yieldToRequests();
      if (until === undefined) break;
      after = until;
    }
    const similar = [...together]
      .map(([similarCourseId, { shared, weight }]) => ({
        similarCourseId,
        sharedStudents: shared,
        // Cosine of the two courses' progress-weighted columns, shrunk while few students are shared.
        score: (weight / Math.sqrt(norm * (norms.get(similarCourseId) ?? weight))) * (shared / (shared + SHRINK)),
      }))
      .sort((a, b) => b.score - a.score || a.similarCourseId.localeCompare(b.similarCourseId))
      .slice(0, SIMILAR_PER_COURSE);
    await repo.replaceSimilarities(ctx.db, courseId, similar, computedAt);
    pairs += similar.length;
  }
  // Similar courses no longer similar, rows of courses deleted since the last run.
  await repo.deleteRowsBefore(ctx.db, computedAt);
  return { courses: norms.size, pairs };
}

// ---------------------------------------------------------------- a student's row

interface Source {
  courseId: string;
  /** How much this course tells about the student: finished > studied far > opened. */
  weight: number;
  reason: string;
  category: string;
  instructorId: string;
  instructorName: string;
  at: string;
}

/**
 * The student's 'Recomendados Para Você', each card with its reason: courses studied by the
 * students of the courses this student finished, studies or favourited (finished ones weigh
 * most), then the most studied of the same teachers and categories, then of every category.
 * Never a course the student is enrolled in, nor one not offered (only approved courses are
 * cards); the dashboard's filters narrow the row.
 */
export async function listRecommendations(ctx: AppContext, userId: string, filters: CourseFilters): Promise<RecommendedCourse[]> {
  const [studied, favourites] = await Promise.all([repo.listStudiedCourses(ctx.db, userId), repo.listFavouriteCourses(ctx.db, userId)]);
  const states = await courseStatesOf(ctx, userId, studied);
  const owned = new Set(studied.map((s) => s.courseId));
  const sources: Source[] = [
    ...studied.map((s) =>
      states.get(s.courseId) === 'concluido'
        ? { ...s, weight: 3, reason: `Porque você concluiu ${s.title}`, at: s.completedAt ?? s.lastAccessedAt }
        : { ...s, weight: 1 + s.progressPercent / 100, reason: `Porque você estuda ${s.title}`, at: s.lastAccessedAt },
    ),
    ...favourites.filter((f) => !owned.has(f.courseId)).map((f) => ({ ...f, weight: 1.5, reason: `Porque você favoritou ${f.title}`, at: f.createdAt })),
  ]
    .sort((a, b) => b.weight - a.weight || b.at.localeCompare(a.at))
    .slice(0, MAX_SOURCES);
  const sourceOf = new Map(sources.map((s) => [s.courseId, s]));

  // Each candidate's score sums what every source gives it; its reason is the source that gave most.
  const candidates = new Map<string, { score: number; best: number; reason: string }>();
  for (const row of await repo.listSimilarCourses(ctx.db, [...sourceOf.keys()])) {
    const source = sourceOf.get(row.courseId)!;
    if (owned.has(row.similarCourseId) || row.similarCourseId === row.courseId) continue;
    const given = source.weight * row.score;
    const candidate = candidates.get(row.similarCourseId) ?? { score: 0, best: 0, reason: source.reason };
    candidate.score += given;
    if (given > candidate.best) Object.assign(candidate, { best: given, reason: source.reason });
    candidates.set(row.similarCourseId, candidate);
  }
  const pool = new Map(
    [...candidates]
      .sort(([a, x], [b, y]) => y.score - x.score || a.localeCompare(b))
      .slice(0, POOL_SIZE)
      .map(([courseId, c]) => [courseId, c.reason]),
  );
  if (pool.size < POOL_SIZE) await addPopular(ctx, pool, owned, sources);

  const ids = [...pool.keys()];
  const rows = (await listCourseCardsByIds(ctx, userId, ids, filters)).filter((row) => row.enrolledAt === null);
  const rank = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  const cards = await toCourseCards(ctx, userId, rows.slice(0, ROW_SIZE));
  return cards.map((card) => ({ ...card, reason: pool.get(card.id)! }));
}

/**
 * The fallback: the most studied courses of the student's teachers and categories, then, for
 * a student with no history (or to fill the row), of every category, a few per category.
 */
async function addPopular(ctx: AppContext, pool: Map<string, string>, owned: Set<string>, sources: Source[]) {
  const teacherOf = new Map(sources.map((s) => [s.instructorId, s.instructorName]));
  const categories = [...new Set(sources.map((s) => s.category))];
  const add = (courseId: string, reason: string) => {
    if (pool.size < POOL_SIZE && !owned.has(courseId) && !pool.has(courseId)) pool.set(courseId, reason);
  };
  if (sources.length > 0) {
    const near = await repo.listPopularCourses(ctx.db, POOL_SIZE, { categories, instructorIds: [...teacherOf.keys()] });
    // The same teacher first: a named person is a stronger reason than a category.
    for (const row of near) if (teacherOf.has(row.instructorId)) add(row.courseId, `Mais cursos de ${teacherOf.get(row.instructorId)}`);
    for (const row of near) add(row.courseId, popularIn(row.category));
  }
  if (pool.size >= POOL_SIZE) return;
  const perCategory = new Map<string, number>();
  const everywhere = await repo.listPopularCourses(ctx.db, POOL_SIZE * 2);
  for (const row of everywhere) {
    const shown = perCategory.get(row.category) ?? 0;
    if (shown >= PER_CATEGORY || owned.has(row.courseId) || pool.has(row.courseId)) continue;
    perCategory.set(row.category, shown + 1);
    add(row.courseId, popularIn(row.category));
  }
  // Categories exhausted: the rest by popularity alone.
  for (const row of everywhere) add(row.courseId, popularIn(row.category));
}

function popularIn(category: string) {
  return `Popular em ${CATEGORY_LABELS[category as Category] ?? category}`;
}
