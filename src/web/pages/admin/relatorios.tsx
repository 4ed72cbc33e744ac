import { PageContainer } from '#web/components/layout/page-container.tsx';
import { FinancialReports } from '#web/features/reports/components/financial-reports.tsx';

export default function AdminReportsPage() {
  return (
    <PageContainer kind="wide">
      <FinancialReports />
    </PageContainer>
  );
}
