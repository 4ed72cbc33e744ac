import { Check, Circle } from 'lucide-react';
import { passwordRules } from '#contracts/users';
import { cn } from '#web/lib/utils.ts';

/**
 * The platform's password policy as a live checklist, for every form that sets a password
 * (sign-up at checkout, 'Alterar Senha'). The rules are the server's (`passwordRules`), so
 * what the list ticks is exactly what the API accepts. Point the field's aria-describedby at `id`.
 */
export function PasswordChecklist({ id, password, minLength }: { id: string; password: string; minLength: number }) {
  return (
    <ul id={id} className="space-y-1 text-sm" aria-label="Requisitos da senha" data-testid="password-checklist">
      {passwordRules(password, minLength).map((rule) => ({ ...rule, ok: password !== '' && rule.ok })).map((rule) => (
        // Nothing is ticked before anything is typed ("Sem espaços" would be, on an empty field).
        <li key={rule.id} className={cn('flex items-center gap-2', rule.ok ? 'text-success' : 'text-muted-foreground')}>
          {rule.ok ? <Check className="h-4 w-4" aria-hidden="true" /> : <Circle className="h-3 w-3" aria-hidden="true" />}
          {rule.label}
          <span className="sr-only">{rule.ok ? '(atendido)' : '(pendente)'}</span>
        </li>
      ))}
    </ul>
  );
}
