import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { isSameSitePath, type authEndpoints } from '#contracts/auth';
import { endpointRef } from '#contracts/http';
import { AccountStateFrame } from '#web/components/layout/account-state-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { sessionQueryOptions, useSession } from '#web/features/auth/api/get-session.ts';
import { apiRequest, errorMessageOf } from '#web/lib/api-client.ts';
import { homeOf, paths, storageKeys } from '#web/lib/paths.ts';

// Refs, not the contract objects: keeps zod out of the chunks the landing shares.
const confirmEmail = endpointRef<typeof authEndpoints.confirmEmail>('POST', '/api/auth/email-verification/confirm');
const resendEmailVerification = endpointRef<typeof authEndpoints.resendEmailVerification>('POST', '/api/auth/email-verification');

/**
 * "Confirme seu e-mail": with `?token=` (the link from the e-mail) it uses the link once;
 * without, it says where the link went and offers to send a new one. A new student's link
 * also opens the session (sign-up at checkout) and goes on to `?next=` (a path of this site
 * only, e.g. the plan's checkout).
 */
export default function ConfirmarEmailPage() {
  const search = new URLSearchParams(useSearch());
  const token = search.get('token');
  const nextParam = search.get('next');
  const next = isSameSitePath(nextParam) ? nextParam : null;
  const session = useSession();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (value: string) => apiRequest(confirmEmail, { body: { token: value } }),
    onSuccess: async ({ signedIn }) => {
      if (!signedIn) return;
      // The server opened the session; mirror it like a sign-in does (spec: userRole), then go on.
      localStorage.setItem(storageKeys.userRole, 'aluno');
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      if (next) window.location.assign(next);
    },
  });
  const resend = useMutation({ mutationFn: () => apiRequest(resendEmailVerification) });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);
  const home = next ?? (session.data ? homeOf(session.data.role) : paths.home);

  if (token) {
    return (
      <AccountStateFrame title="Confirmação de e-mail" description={confirm.isPending ? 'Confirmando seu e-mail…' : ''}>
        <Card>
          <CardContent className="space-y-4 pt-6" role="status">
            {confirm.isSuccess ? (
              <p>{next && confirm.data.signedIn ? 'E-mail confirmado! Levando você de volta à assinatura…' : 'E-mail confirmado! Você já pode usar a plataforma.'}</p>
            ) : null}
            {confirm.isError ? <p className="text-destructive">{errorMessageOf(confirm.error)}</p> : null}
            {confirm.isSuccess || confirm.isError ? (
              <Button onClick={() => window.location.assign(home)}>{session.data || next ? 'Continuar' : 'Ir para o início'}</Button>
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
