import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';

export default function NotificationsPage() {
  return (
    <AreaLayout role="admin">
      <NotificationListPage />
    </AreaLayout>
  );
}
