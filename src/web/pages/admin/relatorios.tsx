import { useSearchParams } from 'wouter';
import { DEFAULT_REPORT_PERIOD, REPORT_PERIODS, type ReportPeriod } from '#contracts/reports';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { FinancialReports } from '#web/features/reports/components/financial-reports.tsx';

/** /admin/relatorios: the period is kept in `?periodo=` (absent: 30 days), so a reload or a shared link shows the same report. */
export default function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('periodo'));
  const period = (REPORT_PERIODS as readonly number[]).includes(requested) ? (requested as ReportPeriod) : DEFAULT_REPORT_PERIOD;
  return (
    <PageContainer kind="wide">
      <FinancialReports period={period} onPeriodChange={(next) => setParams(next === DEFAULT_REPORT_PERIOD ? {} : { periodo: String(next) }, { replace: true })} />
    </PageContainer>
  );
}
