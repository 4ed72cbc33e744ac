import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SignUpBodySchema, type SignUpResult } from '#contracts/billing';
import { passwordPolicyIssues } from '#contracts/users';
import { PasswordChecklist } from '#web/components/forms/password-checklist.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useSignUp } from '../api/sign-up.ts';
import { lazySchema } from '#web/lib/lazy-schema.ts';

// The contract's sign-up rules, the platform's password policy (first unmet rule, the
// server's message) and the confirmation, which only the form has.
function signUpFormSchema(minLength: number) {
  return SignUpBodySchema.extend({ confirmation: z.string() }).superRefine((v, ctx) => {
    const [issue] = v.password ? passwordPolicyIssues(v.password, minLength, 'A senha') : [];
    if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
    if (v.password !== v.confirmation) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'As senhas não conferem.' });
  });
}

export interface SignUpFormProps {
  /** The plan (and coupon) being bought: the confirmation link comes back to its checkout. */
  planId: string;
  couponCode?: string;
  onSent: (result: SignUpResult) => void;
  passwordMinLength: number;
}

/**
 * A visitor becomes a student at checkout: name, e-mail and password. `passwordMinLength`
 * comes from the public settings; the checklist and the server apply the same policy.
 * The server answers "enviamos um e-mail" (free or taken address alike); the link opens the session.
 */
export function SignUpForm({ planId, couponCode, onSent, passwordMinLength }: SignUpFormProps) {
  const hintId = useId();
  const signUp = useSignUp();
  const schema = useMemo(() => lazySchema(() => signUpFormSchema(passwordMinLength)), [passwordMinLength]);
  const form = useForm({ resolver: formResolver(schema), defaultValues: { name: '', email: '', password: '', confirmation: '' } });
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(({ confirmation: _, ...body }) =>
    signUp.mutate({ ...body, planId, couponCode }, { onSuccess: onSent, onError: (e) => form.setError('root', { message: errorMessageOf(e) }) }),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Criar conta de aluno">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nome completo</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>E-mail</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Senha</FormLabel>
                <FormControl aria-describedby={hintId}>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirmation"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Confirme a senha</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <PasswordChecklist id={hintId} password={password} minLength={passwordMinLength} />
        <p className="text-sm text-muted-foreground">
          Ao criar a conta, você concorda com os{' '}
          <a href={paths.policies.terms} target="_blank" rel="noopener" className="font-medium text-primary underline-offset-4 hover:underline">Termos de Uso</a>
          {' '}e a{' '}
          <a href={paths.policies.privacy} target="_blank" rel="noopener" className="font-medium text-primary underline-offset-4 hover:underline">Política de Privacidade</a>
          {' '}(abrem em nova aba).
        </p>
        <FormRootMessage />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Criando conta…' : 'Criar conta e continuar'}
        </Button>
      </form>
    </Form>
  );
}
