import { PageContainer } from '#web/components/layout/page-container.tsx';
import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';

export default function NotificationsPage() {
  return (
    <PageContainer kind="reading">
      <NotificationListPage />
    </PageContainer>
  );
}
