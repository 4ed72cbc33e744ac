import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useSignIn, type SignInResult } from '../api/sign-in.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A 6-digit app code, or a single-use recovery code (XXXXX-XXXXX). */
const TOTP_OR_RECOVERY = /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/;

/** E-mail and password for every account; asks for the 2FA code when the account has it. */
export function LoginForm({ onSignedIn }: { onSignedIn: (result: Extract<SignInResult, { status: 'signed-in' }>) => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Entrar com e-mail e senha">
      <div className="space-y-2">
        <Label htmlFor="login-email">E-mail</Label>
        <Input id="login-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(error) && !EMAIL_PATTERN.test(email)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="login-password">Senha</Label>
        <Input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {needsTotp ? (
        <div className="space-y-2">
          <Label htmlFor="login-totp">Código de verificação (2FA)</Label>
          <Input id="login-totp" autoComplete="one-time-code" maxLength={11} value={totpCode} onChange={(e) => setTotpCode(e.target.value)} autoFocus aria-describedby="login-totp-hint" />
          <p id="login-totp-hint" className="text-xs text-muted-foreground">
            Abra seu aplicativo autenticador e digite o código de 6 dígitos. Sem acesso ao aplicativo? Use um código de recuperação.
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando…' : 'Entrar'}
      </Button>
    </form>
  );
}
