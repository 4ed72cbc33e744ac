import { PageContainer } from '#web/components/layout/page-container.tsx';
import { AdminDashboard } from '#web/features/admin/components/admin-dashboard.tsx';

export default function AdminDashboardPage() {
  return (
    <PageContainer kind="wide">
      <AdminDashboard />
    </PageContainer>
  );
}
