import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { SignedInPlaceholder } from '#web/features/auth/components/signed-in-placeholder.tsx';

export default function AdminDashboardPage() {
  return (
    <AreaLayout role="admin">
      <SignedInPlaceholder title="Painel Administrativo" description="Usuários, moderação, planos, relatórios e configurações da plataforma." />
    </AreaLayout>
  );
}
