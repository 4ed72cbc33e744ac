import { useSearchParams } from 'wouter';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#contracts/teaching';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { useTeacherCourseOptions } from '#web/features/authoring/api/get-teacher-courses.ts';
import { TeacherAnalytics } from '#web/features/teaching/components/teacher-analytics.tsx';

const DEFAULT_PERIOD: AnalyticsPeriod = 30;

/**
 * /professor/analytics (spec "Teacher area"): charts and a period selector of 7, 30, 90 or 365
 * days (kept in `?periodo=`); the funnel's course in `?curso=` (absent: the course with the most
 * enrolments in the period).
 */
export default function TeacherAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('periodo'));
  const days = (ANALYTICS_PERIODS as readonly number[]).includes(requested) ? (requested as AnalyticsPeriod) : DEFAULT_PERIOD;
  const courseId = params.get('curso') || null;
  const courses = useTeacherCourseOptions();
  const search = (next: { days: AnalyticsPeriod; courseId: string | null }) => ({
    ...(next.days === DEFAULT_PERIOD ? {} : { periodo: String(next.days) }),
    ...(next.courseId ? { curso: next.courseId } : {}),
  });
  return (
    <PageContainer kind="wide">
      <TeacherAnalytics
        days={days}
        onDaysChange={(next) => setParams(search({ days: next, courseId }), { replace: true })}
        courseId={courseId}
        onCourseChange={(next) => setParams(search({ days, courseId: next }), { replace: true })}
        courses={{ list: courses.data ?? [], loading: courses.isLoading }}
      />
    </PageContainer>
  );
}
