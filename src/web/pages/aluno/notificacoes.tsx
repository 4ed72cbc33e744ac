import { paths } from '#web/app/paths.ts';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { StudentHeaderNav } from '#web/features/learning/components/student-header-nav.tsx';
import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';

export default function NotificationsPage() {
  return (
    <AreaLayout role="aluno" headerActions={<StudentHeaderNav />}>
      <div className="mx-auto max-w-3xl space-y-6">
        <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
        <NotificationListPage />
      </div>
    </AreaLayout>
  );
}
