import { useEffect, useRef } from 'react';
import { AccountStateFrame } from '#web/components/layout/account-state-frame.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useSecurityStatus } from '#web/features/users/api/get-security-status.ts';
import { ChangePasswordForm } from '#web/features/users/components/change-password-form.tsx';
import { homeOf, paths } from '#web/lib/paths.ts';

/** Forced password change (flagged by an admin, or older than the passwordExpiry setting): the area opens once it is changed. */
export default function AlterarSenhaPage() {
  const session = useSession();
  const security = useSecurityStatus();
  const changedAt = security.data?.passwordChangedAt;
  const initial = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (changedAt === undefined) return;
    if (initial.current === undefined) initial.current = changedAt;
    else if (changedAt !== initial.current) window.location.assign(session.data ? homeOf(session.data.role) : paths.home);
  }, [changedAt, session.data]);

  return (
    <AccountStateFrame
      title="Defina uma nova senha"
      description="Por segurança, sua senha precisa ser trocada antes de continuar. Depois da troca, você volta direto para a sua área."
    >
      {security.data ? <ChangePasswordForm minLength={security.data.passwordMinLength} /> : null}
    </AccountStateFrame>
  );
}
