import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CreateUserSchema, ROLE_LABELS } from '#contracts/admin';
import { ROLES } from '#contracts/http';
import { passwordPolicyIssues } from '#contracts/users';
import { PasswordChecklist } from '#web/components/forms/password-checklist.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useCreateUser } from '../api/user-actions.ts';
import { lazySchema } from '#web/lib/lazy-schema.ts';

const EMPTY = { name: '', email: '', role: 'aluno' as const, temporaryPassword: '' };

/** The contract's schema plus the platform's password policy on the temporary password. */
function createUserFormSchema(minLength: number) {
  return CreateUserSchema.superRefine((values, ctx) => {
    const [issue] = values.temporaryPassword ? passwordPolicyIssues(values.temporaryPassword, minLength, 'A senha temporária') : [];
    if (issue) ctx.addIssue({ code: 'custom', path: ['temporaryPassword'], message: issue });
  });
}

/** 'Novo usuário': name, e-mail, role and a temporary password the user changes at first sign-in. */
export function CreateUserDialog({ open, onOpenChange, passwordMinLength }: { open: boolean; onOpenChange: (open: boolean) => void; passwordMinLength: number }) {
  const create = useCreateUser();
  const schema = useMemo(() => lazySchema(() => createUserFormSchema(passwordMinLength)), [passwordMinLength]);
  const form = useForm({ resolver: formResolver(schema), defaultValues: EMPTY });
  const password = useWatch({ control: form.control, name: 'temporaryPassword' });

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Usuário criado', description: 'No primeiro acesso, o usuário definirá a própria senha.' });
        form.reset(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => form.setError('root', { message: errorMessageOf(error) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Novo usuário</DialogTitle>
          <DialogDescription>Informe a senha temporária ao usuário por um canal seguro: ela não é enviada por e-mail.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Criar usuário">
            <FormField control={form.control} name="name" render={({ field }) => (
              <FormItem>
                <FormLabel>Nome completo</FormLabel>
                <FormControl><Input autoComplete="off" {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="email" render={({ field }) => (
              <FormItem>
                <FormLabel>E-mail</FormLabel>
                <FormControl><Input type="email" autoComplete="off" {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="role" render={({ field }) => (
              <FormItem>
                <FormLabel>Perfil</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger><SelectValue /></SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {ROLES.map((role) => (
                      <SelectItem key={role} value={role}>{ROLE_LABELS[role]}</SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="temporaryPassword" render={({ field }) => (
              <FormItem>
                <FormLabel>Senha temporária</FormLabel>
                <FormControl aria-describedby="temporary-password-rules">
                  <Input type="text" autoComplete="off" spellCheck={false} {...field} />
                </FormControl>
                <FormDescription>O usuário será obrigado a trocá-la no primeiro acesso.</FormDescription>
                <FormMessage />
              </FormItem>
            )} />
            <PasswordChecklist id="temporary-password-rules" password={password} minLength={passwordMinLength} />
            <FormRootMessage />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>Cancelar</Button>
              <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Criando…' : 'Criar usuário'}</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
