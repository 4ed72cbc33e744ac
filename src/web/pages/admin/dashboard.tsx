import { AdminDashboard } from '#web/features/admin/components/admin-dashboard.tsx';

export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
