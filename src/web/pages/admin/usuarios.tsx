import { PageContainer } from '#web/components/layout/page-container.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { UserManagement } from '#web/features/admin/components/user-management.tsx';
import { usePublicSettings } from '#web/features/settings/api/get-public-settings.ts';

export default function AdminUsersPage() {
  const session = useSession();
  const settings = usePublicSettings();
  return (
    <PageContainer kind="wide">
      <UserManagement currentUserId={session.data?.id} passwordMinLength={settings.data?.passwordMinLength ?? 8} />
    </PageContainer>
  );
}
