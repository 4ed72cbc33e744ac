import { AccountStateFrame } from '#web/components/layout/account-state-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useSecurityStatus } from '#web/features/users/api/get-security-status.ts';
import { TwoFactorCard } from '#web/features/users/components/two-factor-card.tsx';
import { homeOf, paths } from '#web/lib/paths.ts';

/** twoFactorAuth setting on: an administrator or teacher enrols 2FA before using the area (docs/decisions/two-factor-authentication.md). */
export default function AtivarDoisFatoresPage() {
  const session = useSession();
  const security = useSecurityStatus();
  const role = session.data?.role;
  return (
    <AccountStateFrame
      title="Ative a verificação em duas etapas"
      description="A administração da plataforma exige a verificação em duas etapas para administradores e professores. Ative-a com um aplicativo autenticador para continuar."
    >
      {security.data ? <TwoFactorCard status={security.data} /> : null}
      {/* Enrolled: after saving the recovery codes, a full load opens the area without the earlier 403s. */}
      {security.data?.totpEnabled ? (
        <Button onClick={() => window.location.assign(role ? homeOf(role) : paths.home)}>Continuar para a minha área</Button>
      ) : null}
    </AccountStateFrame>
  );
}
