import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#contracts/teaching';
import { usePeriodParam } from '#web/lib/use-period-param.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { CoursePicker } from '#web/features/authoring/components/course-picker.tsx';
import { TeacherAnalytics } from '#web/features/teaching/components/teacher-analytics.tsx';

const DEFAULT_PERIOD: AnalyticsPeriod = 30;

/**
 * /professor/analytics (spec "Teacher area"): charts and a period selector of 7, 30, 90 or 365
 * days (kept in `?periodo=`); the funnel's course in `?curso=` (absent: the course with the most
 * enrolments in the period).
 */
export default function TeacherAnalyticsPage() {
  const { period: days, setPeriod, params } = usePeriodParam(ANALYTICS_PERIODS, DEFAULT_PERIOD);
  const courseId = params.get('curso') || null;
  const courseParam = (id: string | null): Record<string, string> => (id ? { curso: id } : {});
  return (
    <PageContainer kind="wide">
      <TeacherAnalytics
        days={days}
        onDaysChange={(next) => setPeriod(next, courseParam(courseId))}
        courseId={courseId}
        onCourseChange={(next) => setPeriod(days, courseParam(next))}
        courseField={(field) => <CoursePicker {...field} showStudents />}
      />
    </PageContainer>
  );
}
