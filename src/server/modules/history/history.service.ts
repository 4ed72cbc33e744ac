import { HISTORY_MONTHS, type LearningHistory } from '#contracts/history';
import type { AppContext } from '#server/context';
import { saoPauloDay, shiftDay } from '#server/lib/clock';
import { certificateIdByCourse } from '#server/modules/certificates/certificates.service';
import { courseStatesOf } from '#server/modules/courses/courses.service';
import { bestScoresByCourse } from '#server/modules/exams/exams.service';
import { listEnrollmentsWithCourses, sumStudyTimeByCourse, sumStudyTimeByDay } from '#server/modules/learning/learning.service';

const MONTH_LABELS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];



/** The last `count` months up to the current one, oldest first, as YYYY-MM. */
export function lastMonths(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * Consecutive days with study time ending today; when today has none yet the streak is
 * not lost until the day is over, so it is counted up to yesterday.
 */
export function currentStreak(daysStudied: Set<string>, today: string): number {
  let day = daysStudied.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (daysStudied.has(day)) {
    streak++;
    day = shiftDay(day, -1);
  }
  return streak;
}

/** The first day of a streak of `streak` days counted by currentStreak. */
function streakStart(today: string, streak: number, daysStudied: Set<string>): string {
  const end = daysStudied.has(today) ? today : shiftDay(today, -1);
  return shiftDay(end, -(streak - 1));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Everything the history page shows, from the owners of enrollments, study time, attempts and certificates (one query each, in parallel). */
export async function getLearningHistory(ctx: AppContext, userId: string): Promise<LearningHistory> {
  const today = saoPauloDay(ctx.clock.now());
  const months = lastMonths(today, HISTORY_MONTHS);
  // Days only as far back as the charts go (the total comes from the per-course sums): the
  // whole history is read again only for a streak that reaches that far.
  const since = `${months[0]}-01`;
  const [enrollments, secondsByCourse, recentDays, scores, certificates] = await Promise.all([
    listEnrollmentsWithCourses(ctx, userId),
    sumStudyTimeByCourse(ctx, userId),
    sumStudyTimeByDay(ctx, userId, since),
    bestScoresByCourse(ctx, userId),
    certificateIdByCourse(ctx, userId),
  ]);
  const daysStudied = (days: Array<{ day: string; seconds: number }>) => new Set(days.filter((d) => d.seconds > 0).map((d) => d.day));
  const recent = daysStudied(recentDays);
  let streak = currentStreak(recent, today);
  if (streak > 0 && streakStart(today, streak, recent) <= since) streak = currentStreak(daysStudied(await sumStudyTimeByDay(ctx, userId)), today);
  const label = (month: string) => MONTH_LABELS[Number(month.slice(5, 7)) - 1];

  const secondsByMonth = new Map<string, number>();
  for (const { day, seconds } of recentDays) secondsByMonth.set(day.slice(0, 7), (secondsByMonth.get(day.slice(0, 7)) ?? 0) + seconds);

  const monthOf = (iso: string) => saoPauloDay(new Date(iso)).slice(0, 7);
  // One definition of "finished" (courses.service): every lesson done is not enough while the exam is pending.
  const states = await courseStatesOf(ctx, userId, enrollments);
  const stateOf = (courseId: string) => states.get(courseId) ?? 'em-andamento';
  const completedRows = enrollments.filter((e) => e.completedAt !== null && stateOf(e.courseId) === 'concluido');
  const inProgressRows = enrollments.filter((e) => !(e.completedAt !== null && stateOf(e.courseId) === 'concluido'));

  // Spec: average of completed courses' scores; a course counts with its best passing score.
  const completedScores = completedRows.map((e) => scores.get(e.courseId)?.bestPassing).filter((s): s is number => typeof s === 'number');
  const averageScore = completedScores.length > 0 ? Math.round(completedScores.reduce((a, b) => a + b, 0) / completedScores.length) : null;

  return {
    summary: {
      completedCourses: completedRows.length,
      studiedSeconds: [...secondsByCourse.values()].reduce((sum, seconds) => sum + seconds, 0),
      averageScore,
      currentStreakDays: streak,
    },
    monthlyHours: months.map((month) => ({ month, label: label(month), hours: round1((secondsByMonth.get(month) ?? 0) / 3600) })),
    monthlyProgress: months.map((month) => ({
      month,
      label: label(month),
      completed: completedRows.filter((e) => monthOf(e.completedAt as string) === month).length,
      started: enrollments.filter((e) => monthOf(e.enrolledAt) === month).length,
    })),
    completed: completedRows
      .sort((a, b) => (b.completedAt as string).localeCompare(a.completedAt as string))
      .map((e) => ({
        courseId: e.courseId,
        title: e.title,
        instructorName: e.instructorName,
        completedAt: e.completedAt as string,
        studiedSeconds: secondsByCourse.get(e.courseId) ?? 0,
        score: scores.get(e.courseId)?.best ?? null,
        certificateId: certificates.get(e.courseId) ?? null,
      })),
    inProgress: inProgressRows
      .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt))
      .map((e) => ({
        courseId: e.courseId,
        title: e.title,
        instructorName: e.instructorName,
        startedAt: e.enrolledAt,
        studiedSeconds: secondsByCourse.get(e.courseId) ?? 0,
        totalMinutes: e.durationMinutes,
        progressPercent: e.progressPercent,
        state: stateOf(e.courseId),
      })),
  };
}
