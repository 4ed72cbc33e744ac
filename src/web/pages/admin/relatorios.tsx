import { FinancialReports } from '#web/features/reports/components/financial-reports.tsx';

export default function AdminReportsPage() {
  return <FinancialReports />;
}
