import { LogOut } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSecurityStatus } from '../api/get-security-status.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** 'Segurança': 2FA, change password and 'Sair da Conta' (the page supplies the sign-out). */
export function SecurityPanel({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
  const { data, isLoading, isError } = useSecurityStatus();
  return (
    <div className="space-y-6">
      {isLoading ? <Skeleton className="h-40 w-full" /> : null}
      {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar as configurações de segurança. Recarregue a página.</p> : null}
      {data ? (
        <>
          <TwoFactorCard status={data} />
          <ChangePasswordForm minLength={data.passwordMinLength} />
        </>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Sessão</CardTitle>
          <CardDescription>Encerre sua sessão neste dispositivo.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={onSignOut} disabled={signingOut}>
            <LogOut aria-hidden="true" /> Sair da Conta
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
