// What PostgreSQL's row triggers keep in step with the rows (students per course, submitted
// attempts per quiz and what the item analysis counts, payments and subscriptions per São Paulo day, users per role and status,
// the roster's keys, last study day and last attempt day on each enrolment, the teacher's analytics per day, the users' and courses' search columns, the lesson funnel's cohorts per day, the enrolments per teacher and day and per course up to each day),
// computed once after the bulk load instead of row by row inside it: in one long transaction
// every generated enrolment, attempt and payment updated the same few total rows again, each
// update walking a longer chain of row versions, and the load took twice as long.
// The totals follow the backfill of the migrations that added them (2026-11-27-1100-a,
// 2026-11-27-1301, 2026-11-28-1500 and -1510, 2026-11-28-0300-z-a and -b, 2026-11-28-1200-a, -b and -c, 2026-11-28-1400, 2026-11-29-2230); the search columns are written by their own
// triggers, fired once per row at the end, so they are exactly what the triggers make.
// SQLite keeps most of its triggers firing (they add seconds to its load) but not those of the
// teacher's analytics, the lesson funnel's cohorts, the item tallies and the enrolment totals (migrations
// 2026-11-28-1200-a, -b and -c, 1400, 2026-11-29-2230): row by row they took the SQLite load from 2 min 19 s to 12 min 35 s, so the load drops
// them, recomputes their totals the same way and makes them again (docs/performance.md).

/**
 * The triggers the load may switch off because `recomputeKeptInStep` does their work. A
 * trigger not listed here (a newer migration's) keeps every trigger firing during the load.
 */
export const TRIGGERS_RECOMPUTED_AFTER_LOAD: ReadonlySet<string> = new Set([
  'enrollment_totals_keep', 'enrollment_totals_move',
  'quiz_attempt_totals_keep', 'quiz_attempt_totals_move', 'quiz_item_tallies_keep', 'quiz_item_tallies_move',
  'payment_day_totals_keep', 'subscription_day_totals_keep', 'payment_month_totals_keep', 'subscription_month_totals_keep', 'user_totals_keep', 'user_totals_move',
  'users_search_text', 'users_search_vector', 'users_courses_search_vector', 'courses_search_vector',
  'enrollments_roster_keys', 'enrollments_roster_student', 'enrollments_roster_course',
  'enrollments_best_score_insert', 'enrollments_best_score_delete', 'enrollments_best_score_update',
  'enrollments_last_study_day', 'study_time_last_day_insert', 'study_time_last_day_delete', 'study_time_last_day_update',
  'teacher_study_day_totals_keep', 'teacher_study_day_totals_course_delete', 'teacher_study_day_totals_course_move',
  'teacher_student_last_days_keep', 'teacher_studying_day_totals_keep', 'teacher_score_day_totals_keep',
  'enrollments_last_attempt_day', 'quiz_attempts_last_day_insert', 'quiz_attempts_last_day_delete', 'quiz_attempts_last_day_update',
  'lesson_cohort_totals_enrolment', 'lesson_cohort_totals_completion', 'lesson_cohort_month_totals_enrolment', 'lesson_cohort_month_totals_completion',
  'teacher_enrolment_day_totals_keep', 'enrollments_running_totals_lock', 'enrollments_running_totals_keep', 'enrollments_running_totals_removed',
]);

/**
 * SQLite: the triggers the load drops and makes again after `recomputeSqliteTotals` (those of
 * migrations 2026-11-28-1200-a, -b and -c, 2026-11-28-1400 and 2026-11-29-2230).
 */
export const SQLITE_TRIGGERS_RECOMPUTED_AFTER_LOAD: ReadonlySet<string> = new Set([
  'teacher_study_day_totals_insert', 'teacher_study_day_totals_delete', 'teacher_study_day_totals_update',
  'teacher_study_day_totals_course_delete', 'teacher_study_day_totals_course_move',
  'teacher_student_last_days_insert', 'teacher_student_last_days_delete', 'teacher_student_last_days_update',
  'teacher_studying_day_totals_insert', 'teacher_studying_day_totals_delete', 'teacher_studying_day_totals_update',
  'enrollments_last_attempt_day_insert', 'enrollments_last_attempt_day_update',
  'quiz_attempts_last_day_insert', 'quiz_attempts_last_day_delete', 'quiz_attempts_last_day_update',
  'teacher_score_day_totals_insert', 'teacher_score_day_totals_delete', 'teacher_score_day_totals_update',
  'lesson_cohort_totals_enrolment_insert', 'lesson_cohort_totals_enrolment_delete', 'lesson_cohort_totals_enrolment_update',
  'lesson_cohort_totals_completion_insert', 'lesson_cohort_totals_completion_delete', 'lesson_cohort_totals_completion_update',
  'lesson_cohort_month_totals_enrolment_insert', 'lesson_cohort_month_totals_enrolment_delete', 'lesson_cohort_month_totals_enrolment_update',
  'lesson_cohort_month_totals_completion_insert', 'lesson_cohort_month_totals_completion_delete', 'lesson_cohort_month_totals_completion_update',
  'quiz_item_tallies_insert', 'quiz_item_tallies_delete', 'quiz_item_tallies_move',
  'teacher_enrolment_day_totals_insert', 'teacher_enrolment_day_totals_delete', 'teacher_enrolment_day_totals_update',
  'course_enrolment_running_totals_insert', 'course_enrolment_running_totals_delete', 'course_enrolment_running_totals_update',
]);

type Query = (text: string) => Promise<unknown> | unknown;
/** A São Paulo day (UTC−3) of a timestamp, in the dialect's SQL. */
type Day = (at: string) => string;

const PG_DAY: Day = (at) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;
const SQLITE_DAY: Day = (at) => `date(${at}, '-3 hours')`;

/** What each payment adds to payment_day_totals (as migrations 2026-11-27-1301 and 2026-11-28-1500 count it). */
const PAYMENT_CONTRIBUTIONS = [
  { kind: 'cobrado', day: PG_DAY('coalesce(p.paid_at, p.created_at)'), when: "p.status in ('pago', 'reembolsado')" },
  { kind: 'pago', day: PG_DAY('coalesce(p.paid_at, p.created_at)'), when: "p.status = 'pago'" },
  { kind: 'reembolsado', day: PG_DAY('coalesce(p.refunded_at, p.paid_at, p.created_at)'), when: "p.status = 'reembolsado'" },
  { kind: 'emitido', day: PG_DAY('p.created_at'), when: 'true' },
];

/** What each subscription adds to subscription_day_totals (as migration 2026-11-28-0300-z-b counts it). */
const SUBSCRIPTION_CONTRIBUTIONS = [
  { kind: 'ends', day: PG_DAY('s.current_period_end'), keys: 's.status, s.plan_id, s.cancel_at_period_end' },
  { kind: 'starts', day: PG_DAY('s.started_at'), keys: "''::text, ''::text, 0" },
];

/**
 * With the triggers off: every total set to what the base tables hold (a total the triggers
 * brought back to zero stays as a zero row, as they leave it).
 */
export async function recomputeTotals(query: Query): Promise<void> {
  await query('update enrollment_totals set students = 0');
  await query(`insert into enrollment_totals (course_id, students) select course_id, count(*) from enrollments group by course_id
    on conflict (course_id) do update set students = excluded.students`);
  await query('update quiz_attempt_totals set submitted = 0');
  await query(`insert into quiz_attempt_totals (quiz_id, submitted) select quiz_id, count(*) from quiz_attempts where submitted_at is not null group by quiz_id
    on conflict (quiz_id) do update set submitted = excluded.submitted`);
  await recomputePgItemTallies(query);
  await query('update user_totals set count = 0');
  await query(`insert into user_totals (role, status, count) select role, status, count(*) from users group by role, status
    on conflict (role, status) do update set count = excluded.count`);
  await query('update subscription_day_totals set count = 0');
  for (const c of SUBSCRIPTION_CONTRIBUTIONS) {
    await query(`insert into subscription_day_totals (kind, day, status, plan_id, cancel_at_period_end, count)
      select '${c.kind}', ${c.day}, ${c.keys}, count(*) from subscriptions s group by 2, 3, 4, 5
      on conflict (kind, day, status, plan_id, cancel_at_period_end) do update set count = excluded.count`);
  }
  await recomputeRosterKeys(query);
  await recomputeTeacherAnalytics(query, PG_DAY);
  await recomputeLessonCohorts(query, PG_DAY);
  await recomputeEnrolmentTotals(query, PG_DAY);
  await query('update payment_day_totals set count = 0');
  for (const c of PAYMENT_CONTRIBUTIONS) {
    await query(`insert into payment_day_totals (day, kind, plan_id, amount_cents, count)
      select ${c.day}, '${c.kind}', p.plan_id, p.amount_cents, count(*) from payments p where ${c.when} group by 1, 3, 4
      on conflict (day, kind, plan_id, amount_cents) do update set count = excluded.count`);
  }
  // The monthly totals (migration 2026-11-28-1510): the daily ones summed per month.
  await query('delete from payment_month_totals');
  await query(`insert into payment_month_totals (month, kind, plan_id, amount_cents, count)
    select substr(day, 1, 7), kind, plan_id, amount_cents, sum(count) from payment_day_totals group by 1, 2, 3, 4`);
  await query('delete from subscription_month_totals');
  await query(`insert into subscription_month_totals (kind, month, status, plan_id, cancel_at_period_end, count)
    select kind, substr(day, 1, 7), status, plan_id, cancel_at_period_end, sum(count) from subscription_day_totals group by 1, 2, 3, 4, 5`);
}

/**
 * SQLite, with the triggers of `SQLITE_TRIGGERS_RECOMPUTED_AFTER_LOAD` dropped: each enrolment's
 * last attempt day, the teacher's analytics, the lesson funnel's cohorts and the item tallies
 * set to what the base tables hold (the other totals were kept by their triggers during the load).
 */
export async function recomputeSqliteTotals(query: Query): Promise<void> {
  await recomputeTeacherAnalytics(query, SQLITE_DAY);
  await recomputeLessonCohorts(query, SQLITE_DAY);
  await recomputeEnrolmentTotals(query, SQLITE_DAY);
  const chosen = [0, 1, 2, 3].map((k) => `sum(case when x.type in ('integer', 'real') and x.value = ${k} then 1 else 0 end)`).join(', ');
  const into = 'insert into quiz_item_tallies (quiz_id, question_id, slot, drawn, chose_a, chose_b, chose_c, chose_d)';
  const submitted = '(select quiz_id, question_ids, answers from quiz_attempts where submitted_at is not null)';
  await query('delete from quiz_item_tallies');
  await query(`${into} select a.quiz_id, q.value, -1, count(*), ${chosen}
    from ${submitted} a join json_each(a.question_ids) q left join json_each(a.answers) x on x.key = q.key
    where a.question_ids is not null and q.type = 'text' group by a.quiz_id, q.value`);
  await query(`${into} select quiz_id, '', -1, count(*), 0, 0, 0, 0 from ${submitted} a where a.question_ids is null group by a.quiz_id`);
  await query(`${into} select a.quiz_id, '', x.key, 0, ${chosen}
    from ${submitted} a join json_each(a.answers) x where a.question_ids is null group by a.quiz_id, x.key`);
}

/**
 * The lesson funnel's cohorts (migrations 2026-11-28-1200-b and 2026-11-29-2230): per course and
 * day of enrolment, the students ('') and their completions per lesson; then the same per month.
 */
async function recomputeLessonCohorts(query: Query, day: Day): Promise<void> {
  // `where true`: SQLite would read a join's `on` in the upsert's `on conflict` otherwise.
  await query('update lesson_cohort_totals set students = 0');
  await query(`insert into lesson_cohort_totals (course_id, enrol_day, lesson_id, students)
    select e.course_id, ${day('e.enrolled_at')}, '', count(*) from enrollments e where true group by 1, 2
    on conflict (course_id, enrol_day, lesson_id) do update set students = excluded.students`);
  await query(`insert into lesson_cohort_totals (course_id, enrol_day, lesson_id, students)
    select e.course_id, ${day('e.enrolled_at')}, lc.lesson_id, count(*) from enrollments e
    join lesson_completions lc on lc.user_id = e.user_id and lc.course_id = e.course_id where true group by 1, 2, 3
    on conflict (course_id, enrol_day, lesson_id) do update set students = excluded.students`);
  await query('update lesson_cohort_month_totals set students = 0');
  await query(`insert into lesson_cohort_month_totals (course_id, enrol_month, lesson_id, students)
    select course_id, substr(enrol_day, 1, 7), lesson_id, sum(students) from lesson_cohort_totals where true group by 1, 2, 3
    on conflict (course_id, enrol_month, lesson_id) do update set students = excluded.students`);
}

/**
 * The enrolments begun and finished per teacher and day, and per course running up to each day
 * (migration 2026-11-28-1400), as the migration counts them.
 */
async function recomputeEnrolmentTotals(query: Query, day: Day): Promise<void> {
  const events = `select course_id, instructor_id, ${day('enrolled_at')} as day, 1 as e, 0 as c from enrollments
    union all select course_id, instructor_id, ${day('completed_at')}, 0, 1 from enrollments where completed_at is not null`;
  await query('delete from teacher_enrolment_day_totals');
  await query(`insert into teacher_enrolment_day_totals (instructor_id, day, enrolled, completed)
    select instructor_id, day, sum(e), sum(c) from (${events}) x group by instructor_id, day`);
  await query('delete from course_enrolment_running_totals');
  await query(`insert into course_enrolment_running_totals (course_id, day, enrolled, completed)
    select course_id, day, sum(e) over w, sum(c) over w
    from (select course_id, day, sum(e) as e, sum(c) as c from (${events}) x group by course_id, day) d
    window w as (partition by course_id order by day rows unbounded preceding)`);
}

/** The item analysis's tallies (migration 2026-11-28-1200-c): per drawn question, or per answer slot of attempts without a draw. */
async function recomputePgItemTallies(query: Query): Promise<void> {
  const chosen = [0, 1, 2, 3].map((k) => `sum(case when json_typeof(x.v) = 'number' and (x.v #>> '{}')::numeric = ${k} then 1 else 0 end)`).join(', ');
  const into = 'insert into quiz_item_tallies (quiz_id, question_id, slot, drawn, chose_a, chose_b, chose_c, chose_d)';
  const submitted = '(select quiz_id, question_ids, answers from quiz_attempts where submitted_at is not null)';
  await query('delete from quiz_item_tallies');
  await query(`${into} select a.quiz_id, q.v #>> '{}', -1, count(*), ${chosen}
    from ${submitted} a cross join lateral json_array_elements(a.question_ids::json) with ordinality q(v, n)
    left join lateral json_array_elements(a.answers::json) with ordinality x(v, n) on x.n = q.n
    where a.question_ids is not null and json_typeof(q.v) = 'string' group by a.quiz_id, q.v #>> '{}'`);
  await query(`${into} select quiz_id, '', -1, count(*), 0, 0, 0, 0 from ${submitted} a where a.question_ids is null group by a.quiz_id`);
  await query(`${into} select a.quiz_id, '', x.n - 1, 0, ${chosen}
    from ${submitted} a cross join lateral json_array_elements(a.answers::json) with ordinality x(v, n)
    where a.question_ids is null group by a.quiz_id, x.n`);
}

/**
 * With the triggers on again: rewriting the searched columns with themselves fires the search
 * triggers once per row (cheap: no row is updated twice), so the search text and vectors are
 * what the triggers write. Users first: a course's vector holds its instructor's name.
 */
export async function recomputeSearch(query: Query): Promise<void> {
  await query('update users set name = name');
  await query('update courses set title = title');
}

/**
 * The roster's keys on each enrolment (migration 2026-11-27-1430-z): the student's folded name,
 * the course's teacher and folded title in one pass, then the best submitted score where there
 * is one (the load wrote the columns' defaults: '' and -1).
 */
async function recomputeRosterKeys(query: Query): Promise<void> {
  await query(`update enrollments e set student_sort_name = eduia_fold(u.name), instructor_id = c.instructor_id, course_sort_title = eduia_fold(c.title)
    from users u, courses c where u.id = e.user_id and c.id = e.course_id`);
  await query(`update enrollments e set best_score = b.best
    from (select a.user_id, q.course_id, max(a.score) as best from quiz_attempts a join quizzes q on q.id = a.quiz_id
          where a.submitted_at is not null group by a.user_id, q.course_id) b
    where b.user_id = e.user_id and b.course_id = e.course_id`);
  // The last day with study time (migration 2026-11-28-1100); '' (the default) where there is none.
  await query(`update enrollments e set last_study_day = l.last_day
    from (select user_id, course_id, max(day) as last_day from study_time where seconds > 0 group by user_id, course_id) l
    where l.user_id = e.user_id and l.course_id = e.course_id`);
}

/**
 * The teacher's analytics per day (migration 2026-11-28-1200-a), after the roster keys they
 * read (teacher, best score, last study day): each enrolment's last attempt day, then the
 * totals per teacher and day as the migration counts them.
 */
async function recomputeTeacherAnalytics(query: Query, day: Day): Promise<void> {
  await query(`update enrollments as e set last_attempt_day = l.day
    from (select a.user_id, q.course_id, ${day('max(a.submitted_at)')} as day from quiz_attempts a join quizzes q on q.id = a.quiz_id
          where a.submitted_at is not null and a.score is not null group by a.user_id, q.course_id) as l
    where l.user_id = e.user_id and l.course_id = e.course_id`);
  await query('delete from teacher_study_day_totals');
  await query(`insert into teacher_study_day_totals (instructor_id, day, seconds)
    select c.instructor_id, st.day, sum(st.seconds) from study_time st join courses c on c.id = st.course_id group by c.instructor_id, st.day`);
  await query('delete from teacher_student_last_days');
  await query(`insert into teacher_student_last_days (instructor_id, user_id, day)
    select instructor_id, user_id, max(last_study_day) from enrollments where last_study_day > '' group by instructor_id, user_id`);
  await query('delete from teacher_studying_day_totals');
  await query(`insert into teacher_studying_day_totals (instructor_id, day, students)
    select instructor_id, day, count(*) from teacher_student_last_days group by instructor_id, day`);
  await query('delete from teacher_score_day_totals');
  await query(`insert into teacher_score_day_totals (instructor_id, day, enrolments, score_sum)
    select instructor_id, last_attempt_day, count(*), sum(best_score) from enrollments where last_attempt_day > '' and best_score >= 0 group by instructor_id, last_attempt_day`);
}
