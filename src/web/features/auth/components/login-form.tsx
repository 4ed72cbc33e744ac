import { useState, type FormEvent } from 'react';
import { signInForms } from '#contracts/sign-in-forms';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useSignIn, type SignInResult } from '../api/sign-in.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A 6-digit app code, or a single-use recovery code (XXXXX-XXXXX). */
const TOTP_OR_RECOVERY = /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/;

/** Where the server's answer to the form (no script yet) left the visitor: `?etapa=codigo`, `?erro=`, the e-mail typed. */
export interface LoginFormStart {
  email?: string;
  codeStep?: boolean;
  error?: string | null;
}

/**
 * E-mail and password for every account; asks for the 2FA code when the account has it. A real
 * form (POST /entrar): tapped before the page's script has run, the server signs in and
 * redirects; once hydrated, the JSON API does it without leaving the page.
 */
export function LoginForm({ onSignedIn, start = {} }: { onSignedIn: (result: Extract<SignInResult, { status: 'signed-in' }>) => void; start?: LoginFormStart }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState(start.email ?? '');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsTotp, setNeedsTotp] = useState(Boolean(start.codeStep));
  // The code step reached through the server: the password is never sent back, so it is asked again.
  const [retypePassword] = useState(Boolean(start.codeStep));
  const [error, setError] = useState<string | null>(start.error ?? null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) return setError('Informe um e-mail válido.');
    if (!password) return setError('Informe a senha.');
    if (needsTotp && !TOTP_OR_RECOVERY.test(totpCode.trim())) {
      return setError('Informe o código de 6 dígitos do seu aplicativo autenticador ou um código de recuperação.');
    }
    setError(null);
    signIn.mutate(
      { email: email.trim(), password, totpCode: needsTotp ? totpCode.trim() : undefined },
      {
        onSuccess: (result) => {
          if (result.status === 'totp-required') setNeedsTotp(true);
          else onSignedIn(result);
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  }

  return (
    <form method="post" action={signInForms.login} onSubmit={submit} noValidate className="space-y-4" aria-label="Entrar com e-mail e senha">
      <div className="space-y-2">
        <Label htmlFor="login-email">E-mail</Label>
        <Input id="login-email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(error) && !EMAIL_PATTERN.test(email)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="login-password">Senha</Label>
        <Input id="login-password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {needsTotp ? (
        <div className="space-y-2">
          <Label htmlFor="login-totp">Código de verificação (2FA)</Label>
          <Input id="login-totp" name="totpCode" autoComplete="one-time-code" maxLength={11} value={totpCode} onChange={(e) => setTotpCode(e.target.value)} autoFocus aria-describedby="login-totp-hint" />
          <p id="login-totp-hint" className="text-xs text-muted-foreground">
            {retypePassword ? 'Digite a senha de novo e o código de 6 dígitos do seu aplicativo autenticador.' : 'Abra seu aplicativo autenticador e digite o código de 6 dígitos.'} Sem
            acesso ao aplicativo? Use um código de recuperação.
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" worksWithoutScript className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando…' : 'Entrar'}
      </Button>
    </form>
  );
}
