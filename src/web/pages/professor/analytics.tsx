import { useSearchParams } from 'wouter';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#contracts/teaching';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { TeacherAnalytics } from '#web/features/teaching/components/teacher-analytics.tsx';

const DEFAULT_PERIOD: AnalyticsPeriod = 30;

/** /professor/analytics (spec "Teacher area"): charts and a period selector of 7, 30, 90 or 365 days (kept in `?periodo=`). */
export default function TeacherAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('periodo'));
  const days = (ANALYTICS_PERIODS as readonly number[]).includes(requested) ? (requested as AnalyticsPeriod) : DEFAULT_PERIOD;
  return (
    <PageContainer kind="wide">
      <TeacherAnalytics days={days} onDaysChange={(next) => setParams(next === DEFAULT_PERIOD ? {} : { periodo: String(next) }, { replace: true })} />
    </PageContainer>
  );
}
