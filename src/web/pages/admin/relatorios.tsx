import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS } from '#contracts/reports';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { FinancialReports } from '#web/features/reports/components/financial-reports.tsx';
import { usePeriodParam } from '#web/lib/use-period-param.ts';

/** /admin/relatorios: the period is kept in `?periodo=` (absent: 30 days), so a reload or a shared link shows the same report. */
export default function AdminReportsPage() {
  const { period, setPeriod } = usePeriodParam(REPORT_PERIODS, DEFAULT_REPORT_PERIOD);
  return (
    <PageContainer kind="wide">
      <FinancialReports period={period} onPeriodChange={(next) => setPeriod(next)} />
    </PageContainer>
  );
}
