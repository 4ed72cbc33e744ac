import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Lock } from 'lucide-react';
import { PasswordResetSchema } from '#contracts/auth';
import { passwordPolicyIssues } from '#contracts/users';
import { PasswordChecklist } from '#web/components/forms/password-checklist.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { lazySchema } from '#web/lib/lazy-schema.ts';

/** New password (policy checklist) and confirmation, with the token from the link; `onDone` after it is set. */
export function PasswordResetForm({ token, minLength, onDone }: { token: string; minLength: number; onDone: () => void }) {
  const reset = useResetPassword();
  const schema = useMemo(
    () =>
      lazySchema(() =>
        PasswordResetSchema.superRefine((values, ctx) => {
          const [issue] = values.newPassword ? passwordPolicyIssues(values.newPassword, minLength) : [];
          if (issue) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: issue });
        }),
      ),
    [minLength],
  );
  const form = useForm({ resolver: formResolver(schema), defaultValues: { token, newPassword: '', confirmPassword: '' } });
  const password = useWatch({ control: form.control, name: 'newPassword' });
  const submit = form.handleSubmit((values) => reset.mutate(values, { onSuccess: onDone, onError: (e) => form.setError('root', { message: errorMessageOf(e) }) }));

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Criar nova senha">
        <FormField control={form.control} name="newPassword" render={({ field }) => (
          <FormItem>
            <FormLabel>Nova senha</FormLabel>
            <FormControl aria-describedby="reset-password-rules">
              <Input type="password" autoComplete="new-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <FormField control={form.control} name="confirmPassword" render={({ field }) => (
          <FormItem>
            <FormLabel>Confirmar nova senha</FormLabel>
            <FormControl>
              <Input type="password" autoComplete="new-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <PasswordChecklist id="reset-password-rules" password={password} minLength={minLength} />
        <FormRootMessage />
        <Button type="submit" disabled={reset.isPending}>
          <Lock aria-hidden="true" /> {reset.isPending ? 'Salvando…' : 'Salvar nova senha'}
        </Button>
      </form>
    </Form>
  );
}
