import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { SessionUser } from '#contracts/auth';
import { SignUpBodySchema } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useSignUp } from '../api/sign-up.ts';

// The contract's sign-up rules plus the confirmation, which only the form has.
const SignUpFormSchema = SignUpBodySchema.extend({ confirmation: z.string() }).refine((v) => v.password === v.confirmation, {
  path: ['confirmation'],
  message: 'As senhas não conferem.',
});

/**
 * A visitor becomes a student at checkout: name, e-mail and password. `passwordMinLength`
 * is the platform's policy (public settings), for the hint; the server enforces it.
 */
export function SignUpForm({ onSignedUp, passwordMinLength }: { onSignedUp: (user: SessionUser) => void; passwordMinLength: number }) {
  const hintId = useId();
  const signUp = useSignUp();
  const form = useForm({ resolver: zodResolver(SignUpFormSchema), defaultValues: { name: '', email: '', password: '', confirmation: '' } });

  const submit = form.handleSubmit(({ confirmation: _, ...body }) =>
    signUp.mutate(body, { onSuccess: onSignedUp, onError: (e) => form.setError('root', { message: errorMessageOf(e) }) }),
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
        <p id={hintId} className="text-xs text-muted-foreground">
          A senha precisa ter pelo menos {passwordMinLength} caracteres.
        </p>
        <FormRootMessage />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Criando conta…' : 'Criar conta e continuar'}
        </Button>
      </form>
    </Form>
  );
}
