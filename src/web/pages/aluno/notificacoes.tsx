import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { StudentHeaderNav } from '#web/features/learning/components/student-header-nav.tsx';
import { NotificationListPage } from '#web/features/notifications/components/notification-list-page.tsx';

export default function NotificationsPage() {
  return (
    <AreaLayout role="aluno" headerActions={<StudentHeaderNav />}>
      <div className="mx-auto max-w-3xl space-y-6">
        <Button variant="ghost" size="sm" asChild className="-ml-2">
          <Link href={paths.aluno.dashboard}>
            <ArrowLeft aria-hidden="true" /> Voltar ao Dashboard
          </Link>
        </Button>
        <NotificationListPage />
      </div>
    </AreaLayout>
  );
}
