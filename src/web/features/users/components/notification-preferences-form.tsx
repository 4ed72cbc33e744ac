import { useEffect, useState } from 'react';
import { Save } from 'lucide-react';
import type { NotificationPreferences } from '#contracts/users';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
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
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (data) setPrefs(data);
  }, [data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Preferências de Notificação</CardTitle>
        <CardDescription>Escolha como e sobre o que você quer ser avisado.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-64 w-full" /> : null}
        {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar suas preferências. Recarregue a página.</p> : null}
        {prefs ? (
          <form
            className="space-y-2"
            aria-label="Preferências de notificação"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(prefs, {
                onSuccess: () => toast({ title: 'Perfil atualizado', description: 'Suas configurações foram salvas com sucesso.' }),
                onError: (error) => toast({ title: 'Não foi possível salvar', description: errorMessageOf(error), variant: 'destructive' }),
              });
            }}
          >
            <ul className="divide-y">
              {OPTIONS.map((option) => (
                <li key={option.key} className="flex items-center justify-between gap-4 py-4">
                  <div className="space-y-0.5">
                    <Label htmlFor={`pref-${option.key}`} className="text-sm font-medium">
                      {option.label}
                    </Label>
                    <p id={`pref-${option.key}-hint`} className="text-sm text-muted-foreground">
                      {option.description}
                    </p>
                  </div>
                  <Switch
                    id={`pref-${option.key}`}
                    aria-describedby={`pref-${option.key}-hint`}
                    checked={prefs[option.key]}
                    onCheckedChange={(checked) => setPrefs({ ...prefs, [option.key]: checked })}
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
        ) : null}
      </CardContent>
    </Card>
  );
}
