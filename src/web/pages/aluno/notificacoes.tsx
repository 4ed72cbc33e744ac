import { paths } from '#web/lib/paths.ts';
import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';

export default function NotificationsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <NotificationListPage />
    </div>
  );
}
