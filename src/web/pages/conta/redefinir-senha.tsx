import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { PasswordResetForm } from '#web/features/auth/components/password-reset-form.tsx';
import { usePublicSettings } from '#web/features/settings/api/get-public-settings.ts';
import { paths } from '#web/lib/paths.ts';

/** Public: the page behind an administrator's password-reset link (single use, 24 h). */
export default function RedefinirSenhaPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const settings = usePublicSettings();
  const [done, setDone] = useState(false);

  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-background p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">{done ? 'Senha redefinida' : 'Crie uma nova senha'}</CardTitle>
          <CardDescription>
            {done
              ? 'Sua nova senha já vale. Por segurança, as sessões abertas foram encerradas: entre novamente.'
              : 'Este link vale uma única vez e por 24 horas. Depois de salvar, entre com a nova senha.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {done ? (
            <Button asChild>
              <Link href={paths.home}>Ir para o login</Link>
            </Button>
          ) : !token ? (
            <p role="alert" className="text-sm text-destructive">Link de redefinição inválido. Abra o link completo recebido por e-mail.</p>
          ) : settings.data ? (
            <PasswordResetForm token={token} minLength={settings.data.passwordMinLength} onDone={() => setDone(true)} />
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
