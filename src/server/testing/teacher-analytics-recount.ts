import { sql, type Kysely } from 'kysely';

// The teacher's analytics totals (migrations 2026-11-28-1200-a and 1400) against a fresh count from the
// rows they follow: each query lists the rows where kept and recounted differ (a total the
// triggers brought back to zero equals no row at all).

const DAY = {
  sqlite: (at: string) => `date(${at}, '-3 hours')`,
  postgres: (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`,
};

const difference = (kept: string, recounted: string) =>
  `select * from (${kept} except ${recounted}) a union all select * from (${recounted} except ${kept}) b`;

/** What `teacherAnalyticsDrift` returns when every total is in step. */
export const NO_ANALYTICS_DRIFT = {
  lastAttemptDay: [], studySeconds: [], lastDays: [], studying: [], scores: [], enrolmentDays: [], courseRunning: [], courseRunningDays: [],
};

/** Every difference between the kept totals and a recount, by total; all empty when in step. */
export async function teacherAnalyticsDrift(db: Kysely<any>, dialect: 'sqlite' | 'postgres') {
  const day = DAY[dialect];
  const lastAttempt = `coalesce((select ${day('max(a.submitted_at)')} from quiz_attempts a join quizzes q on q.id = a.quiz_id
      where a.user_id = e.user_id and q.course_id = e.course_id and a.submitted_at is not null and a.score is not null), '')`;
  const events = `select instructor_id, ${day('enrolled_at')} as day, 1 as e, 0 as c from enrollments
      union all select instructor_id, ${day('completed_at')}, 0, 1 from enrollments where completed_at is not null`;
  const queries = {
    lastAttemptDay: `select e.id, e.last_attempt_day as kept, ${lastAttempt} as fresh from enrollments e where e.last_attempt_day <> ${lastAttempt}`,
    studySeconds: difference(
      'select instructor_id, day, seconds from teacher_study_day_totals where seconds <> 0',
      `select c.instructor_id, st.day, sum(st.seconds) from study_time st join courses c on c.id = st.course_id group by c.instructor_id, st.day having sum(st.seconds) <> 0`,
    ),
    lastDays: difference(
      'select instructor_id, user_id, day from teacher_student_last_days',
      "select instructor_id, user_id, max(last_study_day) from enrollments where last_study_day > '' group by instructor_id, user_id",
    ),
    studying: difference(
      'select instructor_id, day, students from teacher_studying_day_totals where students <> 0',
      `select instructor_id, day, count(*) from (select instructor_id, user_id, max(last_study_day) as day from enrollments where last_study_day > ''
        group by instructor_id, user_id) d group by instructor_id, day`,
    ),
    scores: difference(
      'select instructor_id, day, enrolments, score_sum from teacher_score_day_totals where enrolments <> 0 or score_sum <> 0',
      `select e.instructor_id, ${lastAttempt}, count(*), sum(e.best_score) from enrollments e where e.best_score >= 0 and ${lastAttempt} <> ''
        group by e.instructor_id, ${lastAttempt}`,
    ),
    enrolmentDays: difference(
      'select instructor_id, day, enrolled, completed from teacher_enrolment_day_totals where enrolled <> 0 or completed <> 0',
      `select instructor_id, day, sum(e), sum(c) from (${events}) x group by instructor_id, day`,
    ),
    // Each course's row of a day holds the enrolments begun and finished up to it (the day's
    // events sort before the row), and every day with such an event has its row (else the row
    // before would stand for it).
    courseRunning: `select course_id, day, kept_enrolled, kept_completed, enrolled, completed from (
        select course_id, day, kept, kept_enrolled, kept_completed,
          sum(e) over (partition by course_id order by day, kept rows unbounded preceding) as enrolled,
          sum(c) over (partition by course_id order by day, kept rows unbounded preceding) as completed
        from (select course_id, day, 1 as kept, enrolled as kept_enrolled, completed as kept_completed, 0 as e, 0 as c from course_enrolment_running_totals
          union all select course_id, ${day('enrolled_at')}, 0, null, null, 1, 0 from enrollments
          union all select course_id, ${day('completed_at')}, 0, null, null, 0, 1 from enrollments where completed_at is not null) x
      ) r where kept = 1 and (kept_enrolled <> enrolled or kept_completed <> completed)`,
    courseRunningDays: `select e.id, e.course_id from enrollments e where not exists (select 1 from course_enrolment_running_totals r
        where r.course_id = e.course_id and r.day = ${day('e.enrolled_at')})
      or (e.completed_at is not null and not exists (select 1 from course_enrolment_running_totals r
        where r.course_id = e.course_id and r.day = ${day('e.completed_at')}))`,
  };
  const drift: Record<keyof typeof queries, unknown[]> = {
    lastAttemptDay: [], studySeconds: [], lastDays: [], studying: [], scores: [], enrolmentDays: [], courseRunning: [], courseRunningDays: [],
  };
  for (const [name, query] of Object.entries(queries)) drift[name as keyof typeof queries] = (await sql.raw(query).execute(db)).rows;
  return drift;
}

/** How many rows each kept total holds (a test checks it counted something). */
export async function teacherAnalyticsRows(db: Kysely<any>) {
  const rows = async (table: string) => Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);
  return {
    studySeconds: await rows('teacher_study_day_totals'),
    lastDays: await rows('teacher_student_last_days'),
    studying: await rows('teacher_studying_day_totals'),
    scores: await rows('teacher_score_day_totals'),
    enrolmentDays: await rows('teacher_enrolment_day_totals'),
    courseRunning: await rows('course_enrolment_running_totals'),
  };
}
