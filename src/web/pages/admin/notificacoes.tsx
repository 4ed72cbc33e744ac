import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';

export default function NotificationsPage() {
  return <NotificationListPage />;
}
