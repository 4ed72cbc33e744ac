import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Lock } from 'lucide-react';
import { PasswordChangeSchema, passwordPolicyIssues } from '#contracts/users';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PasswordChecklist } from '#web/components/forms/password-checklist.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { lazySchema } from '#web/lib/lazy-schema.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The contract's schema plus the settings' password policy (first unmet rule) and "not the same as the current one". */
function passwordChangeFormSchema(minLength: number) {
  return PasswordChangeSchema.superRefine((values, ctx) => {
    if (!values.newPassword) return;
    const [issue] = passwordPolicyIssues(values.newPassword, minLength);
    if (issue) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: issue });
    else if (values.newPassword === values.currentPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'A nova senha deve ser diferente da senha atual.' });
  });
}

/** Current password, new password meeting the settings' policy, confirmation; ends the other sessions. */
export function ChangePasswordForm({ minLength }: { minLength: number }) {
  const change = useChangePassword();
  const schema = useMemo(() => lazySchema(() => passwordChangeFormSchema(minLength)), [minLength]);
  const form = useForm({ resolver: formResolver(schema), defaultValues: EMPTY });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (result) => {
        form.reset(EMPTY);
        toast({
          title: 'Senha alterada',
          description: result.otherSessionsEnded > 0 ? 'Sua senha foi atualizada e as sessões em outros dispositivos foram encerradas.' : 'Sua senha foi atualizada com sucesso.',
        });
      },
      onError: (e) => form.setError('root', { message: errorMessageOf(e) }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Alterar Senha</CardTitle>
        <CardDescription>Ao alterar a senha, as sessões abertas em outros dispositivos são encerradas.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Alterar senha">
            <FormField
              control={form.control}
              name="currentPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Senha atual</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="newPassword"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Nova senha</FormLabel>
                    <FormControl aria-describedby="password-rules">
                      <Input type="password" autoComplete="new-password" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="confirmPassword"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Confirmar nova senha</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete="new-password" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <PasswordChecklist id="password-rules" password={newPassword} minLength={minLength} />
            <FormRootMessage />
            <div className="flex justify-end">
              <Button type="submit" disabled={change.isPending}>
                <Lock aria-hidden="true" /> {change.isPending ? 'Alterando…' : 'Alterar Senha'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
