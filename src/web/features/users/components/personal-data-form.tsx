import { useForm } from 'react-hook-form';
import { CalendarDays, Save } from 'lucide-react';
import { maskPhoneInput, PHONE_DIGITS_MESSAGE, ProfileUpdateSchema, type Profile, type ProfileUpdateInput } from '#contracts/users';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, formResolver } from '#web/components/ui/form.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { formatMonthYear } from '#web/lib/format.ts';
import { useResetOnSaved } from '#web/lib/use-reset-on-saved.ts';
import { useSecurityStatus } from '../api/get-security-status.ts';
import { useUpdateMyProfile } from '../api/update-profile.ts';
import { AvatarUploader } from './avatar-uploader.tsx';

const toForm = (profile: Profile): ProfileUpdateInput => ({ name: profile.name, email: profile.email, phone: profile.phone ?? '', bio: profile.bio ?? '', currentPassword: '', totpCode: '' });

/** Spec section 8: the student's toast text; the teacher profile passes its own. */
const STUDENT_SAVED = 'Suas configurações foram salvas com sucesso.';

/** 'Dados Pessoais': avatar, member since, name, e-mail, phone, bio and the read-only CPF. */
export function PersonalDataForm({ profile, savedDescription = STUDENT_SAVED }: { profile: Profile; savedDescription?: string }) {
  const update = useUpdateMyProfile();
  const form = useForm<ProfileUpdateInput>({
    // raw: the server receives what was typed and normalises it with the same schema.
    resolver: formResolver(ProfileUpdateSchema, undefined, { raw: true }),
    defaultValues: toForm(profile),
  });

  useResetOnSaved(form, toForm(profile));

  // A new e-mail is a sensitive change: the server asks for the password (and the 2FA code when on).
  const emailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== profile.email.toLowerCase();
  const { data: security } = useSecurityStatus();
  const needsCode = emailChanged && security?.totpEnabled === true;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(emailChanged ? values : { ...values, currentPassword: undefined, totpCode: undefined }, {
      // The saved values as the server stored them ("(11) 91234-5678"), also when the profile
      // data did not change (then the query keeps its object and the effect above does not run).
      // A new e-mail counts only after its link is followed; the form shows the current one again.
      onSuccess: (result) => {
        form.reset(toForm(result));
        if (result.emailChangeMessage) {
          toast({ title: 'Confirme o novo e-mail', description: result.emailChangeMessage });
        } else {
          toast({ title: 'Perfil atualizado', description: savedDescription });
        }
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && /senha atual/i.test(error.userMessage)) form.setError('currentPassword', { message: error.userMessage });
        toast({ title: 'Não foi possível salvar', description: errorMessageOf(error), variant: 'destructive' });
      },
    }),
  );

  const textField = (name: 'name' | 'email' | 'currentPassword' | 'totpCode', label: string, input: React.ComponentProps<typeof Input>) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informações Pessoais</CardTitle>
        <CardDescription>Atualize sua foto e seus dados de contato.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
          <AvatarUploader name={profile.name} avatarUrl={profile.avatarUrl} />
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="member-since">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {/* The account's creation; 'Minha Assinatura' shows 'Assinante desde' (the first subscription). */}
            Membro desde {formatMonthYear(profile.createdAt)}
          </p>
        </div>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Dados pessoais">
            <div className="grid gap-4 sm:grid-cols-2">
              {textField('name', 'Nome completo', { autoComplete: 'name' })}
              {textField('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
              <FormField
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Telefone</FormLabel>
                    <FormControl>
                      <Input
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel"
                        placeholder="(11) 91234-5678"
                        {...field}
                        onChange={(e) => {
                          // Letters are refused with a message; digits take the (11) 91234-5678 mask as typed.
                          if (/[^\d\s()+.-]/.test(e.target.value)) {
                            form.setError('phone', { message: PHONE_DIGITS_MESSAGE });
                            return;
                          }
                          form.clearErrors('phone');
                          field.onChange(maskPhoneInput(e.target.value));
                        }}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {emailChanged && textField('currentPassword', 'Confirme com sua senha atual', { type: 'password', autoComplete: 'current-password' })}
              {needsCode && textField('totpCode', 'Código do aplicativo autenticador', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 11 })}
              <div className="space-y-2">
                <Label htmlFor="cpf">CPF</Label>
                <Input id="cpf" value={profile.cpf ?? 'Não informado'} readOnly aria-describedby="cpf-hint" className="bg-muted" />
                <p id="cpf-hint" className="text-xs text-muted-foreground">
                  O CPF não pode ser alterado. Fale com o suporte se houver um erro.
                </p>
              </div>
            </div>
            <FormField
              control={form.control}
              name="bio"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Biografia</FormLabel>
                  <FormControl>
                    <Textarea rows={4} placeholder="Conte um pouco sobre você" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={update.isPending}>
                <Save aria-hidden="true" /> {update.isPending ? 'Salvando…' : 'Salvar Alterações'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
