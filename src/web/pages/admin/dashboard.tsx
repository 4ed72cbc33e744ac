import { SignedInPlaceholder } from '#web/features/auth/components/signed-in-placeholder.tsx';

export default function AdminDashboardPage() {
  return <SignedInPlaceholder title="Painel Administrativo" description="Usuários, moderação, planos, relatórios e configurações da plataforma." />;
}
