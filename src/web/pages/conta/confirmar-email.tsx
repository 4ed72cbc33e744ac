import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { authEndpoints } from '#contracts/auth';
import { endpointRef } from '#contracts/http';
import { AccountStateFrame } from '#web/components/layout/account-state-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { apiRequest, errorMessageOf } from '#web/lib/api-client.ts';
import { homeOf, paths } from '#web/lib/paths.ts';

// Refs, not the contract objects: keeps zod out of the chunks the landing shares.
const confirmEmail = endpointRef<typeof authEndpoints.confirmEmail>('POST', '/api/auth/email-verification/confirm');
const resendEmailVerification = endpointRef<typeof authEndpoints.resendEmailVerification>('POST', '/api/auth/email-verification');

/**
 * "Confirme seu e-mail": with `?token=` (the link from the e-mail) it uses the link once;
 * without, it says where the link went and offers to send a new one.
 */
export default function ConfirmarEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const session = useSession();
  const confirm = useMutation({ mutationFn: (value: string) => apiRequest(confirmEmail, { body: { token: value } }) });
  const resend = useMutation({ mutationFn: () => apiRequest(resendEmailVerification) });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);
  const home = session.data ? homeOf(session.data.role) : paths.home;

  if (token) {
    return (
      <AccountStateFrame title="Confirmação de e-mail" description={confirm.isPending ? 'Confirmando seu e-mail…' : ''}>
        <Card>
          <CardContent className="space-y-4 pt-6" role="status">
            {confirm.isSuccess ? <p>E-mail confirmado! Você já pode usar a plataforma.</p> : null}
            {confirm.isError ? <p className="text-destructive">{errorMessageOf(confirm.error)}</p> : null}
            {confirm.isSuccess || confirm.isError ? (
              <Button onClick={() => window.location.assign(home)}>{session.data ? 'Continuar' : 'Ir para o início'}</Button>
            ) : null}
          </CardContent>
        </Card>
      </AccountStateFrame>
    );
  }

  return (
    <AccountStateFrame
      title="Confirme seu e-mail"
      description={`Enviamos um link de confirmação para ${session.data?.email ?? 'o seu e-mail'}. Abra o link (válido por 24 horas) para começar a estudar.`}
    >
      <Card>
        <CardContent className="space-y-3 pt-6">
          <Button onClick={() => resend.mutate()} disabled={resend.isPending || !session.data}>
            Reenviar e-mail
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {resend.isSuccess ? 'Enviamos um novo link. Confira sua caixa de entrada.' : resend.isError ? errorMessageOf(resend.error) : ''}
          </p>
        </CardContent>
      </Card>
    </AccountStateFrame>
  );
}
