import { useForm } from 'react-hook-form';
import { Save } from 'lucide-react';
import { DEFAULT_NOTIFICATION_PREFERENCES, NotificationPreferencesSchema, type NotificationPreferences } from '#contracts/users';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, formResolver } from '#web/components/ui/form.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useResetOnSaved } from '#web/lib/use-reset-on-saved.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';

const OPTIONS: Array<{ key: keyof NotificationPreferences; label: string; description: string }> = [
  { key: 'email', label: 'Notificações por e-mail', description: 'Receba por e-mail uma cópia de cada notificação.' },
  { key: 'push', label: 'Notificações push', description: 'Veja um aviso na tela assim que uma notificação chegar.' },
  { key: 'newCourses', label: 'Novos cursos', description: 'Seja avisado quando novos cursos forem lançados.' },
  { key: 'certificates', label: 'Certificados', description: 'Seja avisado quando um certificado estiver disponível.' },
  { key: 'promotions', label: 'Promoções', description: 'Receba ofertas e descontos em planos de assinatura.' },
];

/** 'Notificações': the five preferences, saved on the server and obeyed when notifications are created. */
export function NotificationPreferencesForm() {
  const { data, isLoading, isError } = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  const form = useForm({ resolver: formResolver(NotificationPreferencesSchema), defaultValues: data ?? DEFAULT_NOTIFICATION_PREFERENCES });
  useResetOnSaved(form, data);

  const submit = form.handleSubmit((prefs) =>
    save.mutate(prefs, {
      onSuccess: () => toast({ title: 'Perfil atualizado', description: 'Suas configurações foram salvas com sucesso.' }),
      onError: (error) => toast({ title: 'Não foi possível salvar', description: errorMessageOf(error), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Preferências de Notificação</CardTitle>
        <CardDescription>Escolha como e sobre o que você quer ser avisado.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-64 w-full" /> : null}
        {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar suas preferências. Recarregue a página.</p> : null}
        {data ? (
          <Form {...form}>
            <form className="space-y-2" aria-label="Preferências de notificação" onSubmit={submit}>
              <ul className="divide-y">
                {OPTIONS.map((option) => (
                  <li key={option.key} className="py-4">
                    <FormField
                      control={form.control}
                      name={option.key}
                      render={({ field }) => (
                        <FormItem className="flex items-center justify-between gap-4 space-y-0">
                          <div className="space-y-0.5">
                            <FormLabel className="text-sm font-medium">{option.label}</FormLabel>
                            <FormDescription className="text-sm">{option.description}</FormDescription>
                          </div>
                          <FormControl>
                            <Switch ref={field.ref} onBlur={field.onBlur} checked={field.value} onCheckedChange={field.onChange} />
                          </FormControl>
                        </FormItem>
                      )}
                    />
                  </li>
                ))}
              </ul>
              <div className="flex justify-end pt-2">
                <Button type="submit" disabled={save.isPending}>
                  <Save aria-hidden="true" /> {save.isPending ? 'Salvando…' : 'Salvar Preferências'}
                </Button>
              </div>
            </form>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
