import { useState, type FormEvent } from 'react';
import { Check, Circle, Lock } from 'lucide-react';
import { passwordPolicyIssues } from '#contracts/users';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/utils.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password meeting the settings' policy, confirmation; ends the other sessions. */
export function ChangePasswordForm({ minLength }: { minLength: number }) {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const rules = [
    { label: `Pelo menos ${minLength} caracteres`, ok: values.newPassword.length >= minLength },
    { label: 'Letras maiúsculas e minúsculas', ok: /[a-z]/.test(values.newPassword) && /[A-Z]/.test(values.newPassword) },
    { label: 'Pelo menos um número', ok: /\d/.test(values.newPassword) },
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.currentPassword) return setError('Informe a senha atual.');
    if (!values.newPassword) return setError('Informe a nova senha.');
    const issues = passwordPolicyIssues(values.newPassword, minLength);
    if (issues.length > 0) return setError(issues[0]);
    if (values.newPassword !== values.confirmPassword) return setError('A confirmação não confere com a nova senha.');
    if (values.newPassword === values.currentPassword) return setError('A nova senha deve ser diferente da senha atual.');
    setError(null);
    change.mutate(values, {
      onSuccess: (result) => {
        setValues(EMPTY);
        toast({
          title: 'Senha alterada',
          description: result.otherSessionsEnded > 0 ? 'Sua senha foi atualizada e as sessões em outros dispositivos foram encerradas.' : 'Sua senha foi atualizada com sucesso.',
        });
      },
      onError: (e) => setError(errorMessageOf(e)),
    });
  }

  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.target.value });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Alterar Senha</CardTitle>
        <CardDescription>Ao alterar a senha, as sessões abertas em outros dispositivos são encerradas.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Alterar senha">
          <div className="space-y-2">
            <Label htmlFor="current-password">Senha atual</Label>
            <Input id="current-password" type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="new-password">Nova senha</Label>
              <Input id="new-password" type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} aria-describedby="password-rules" />
            </div>
            <div className="space-y-2">
              <Label htmlFor="confirm-password">Confirmar nova senha</Label>
              <Input id="confirm-password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
            </div>
          </div>
          <ul id="password-rules" className="space-y-1 text-sm" aria-label="Requisitos da senha">
            {rules.map((rule) => (
              <li key={rule.label} className={cn('flex items-center gap-2', rule.ok ? 'text-success' : 'text-muted-foreground')}>
                {rule.ok ? <Check className="h-4 w-4" aria-hidden="true" /> : <Circle className="h-3 w-3" aria-hidden="true" />}
                {rule.label}
                <span className="sr-only">{rule.ok ? '(atendido)' : '(pendente)'}</span>
              </li>
            ))}
          </ul>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              <Lock aria-hidden="true" /> {change.isPending ? 'Alterando…' : 'Alterar Senha'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
