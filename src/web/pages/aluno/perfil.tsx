import { paths } from '#web/lib/paths.ts';
import { useSignOut } from '#web/features/auth/api/sign-out.ts';
import { ProfileTabs } from '#web/features/users/components/profile-tabs.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { IdentityVerificationCard } from '#web/features/moderation/components/identity-verification-card.tsx';

export default function StudentProfilePage() {
  const signOut = useSignOut();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Meu Perfil</h1>
        <p className="text-muted-foreground">Gerencie suas informações pessoais e preferências</p>
      </div>
      <ProfileTabs onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
      <IdentityVerificationCard />
    </div>
  );
}
