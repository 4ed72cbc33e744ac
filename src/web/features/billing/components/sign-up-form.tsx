import { useId, useState, type FormEvent } from 'react';
import type { SessionUser } from '#contracts/auth';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useSignUp } from '../api/sign-up.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A visitor becomes a student at checkout: name, e-mail and password (policy checked by the server). */
/** `passwordMinLength`: the platform's policy (public settings), for the hint; the server enforces it. */
export function SignUpForm({ onSignedUp, passwordMinLength }: { onSignedUp: (user: SessionUser) => void; passwordMinLength: number }) {
  const id = useId();
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length < 3) return setError('Informe seu nome completo.');
    if (!EMAIL_PATTERN.test(email.trim())) return setError('Informe um e-mail válido.');
    if (!password) return setError('Informe uma senha.');
    if (password !== confirmation) return setError('As senhas não conferem.');
    setError(null);
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      { onSuccess: onSignedUp, onError: (e) => setError(errorMessageOf(e)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Criar conta de aluno">
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>Nome completo</Label>
        <Input id={`${id}-name`} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>E-mail</Label>
        <Input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-password`}>Senha</Label>
          <Input id={`${id}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={`${id}-password-hint`} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-confirmation`}>Confirme a senha</Label>
          <Input id={`${id}-confirmation`} type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        </div>
      </div>
      <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
        A senha precisa ter pelo menos {passwordMinLength} caracteres.
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Criando conta…' : 'Criar conta e continuar'}
      </Button>
    </form>
  );
}
