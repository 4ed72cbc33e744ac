import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useRetentionSettings, useSaveRetention } from '../api/admin-requests.ts';

const FIELDS = [
  { key: 'sessionDays', label: 'Sessões sem uso', hint: 'Sessões não usadas há mais tempo são encerradas e apagadas (mínimo 1 dia).' },
  { key: 'notificationDays', label: 'Notificações', hint: 'Apagadas depois deste prazo (mínimo 30 dias).' },
  { key: 'outboxDays', label: 'E-mails na caixa de saída', hint: 'E-mails enviados ou com falha apagados depois deste prazo; os pendentes ficam (mínimo 7 dias).' },
  { key: 'auditDays', label: 'Registro de auditoria', hint: 'Entradas mais antigas são apagadas; a cadeia continua verificável (mínimo 365 dias).' },
  { key: 'inactiveAccountDays', label: 'Contas inativas', hint: 'Contas sem acesso há mais tempo são excluídas (nunca as de administrador); 0 = nunca, ou pelo menos 180 dias.' },
] as const;

type Key = (typeof FIELDS)[number]['key'];

/** The retention periods (days) the daily job applies; shown to every person on "Meus dados". */
export function RetentionSettingsCard() {
  const { data, isLoading, isError } = useRetentionSettings();
  const save = useSaveRetention();
  const [draft, setDraft] = useState<Record<Key, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (data) setDraft(Object.fromEntries(FIELDS.map((f) => [f.key, String(data[f.key])])) as Record<Key, string>);
  }, [data]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!data || !draft) return;
    const values = Object.fromEntries(FIELDS.map((f) => [f.key, Number(draft[f.key])])) as Record<Key, number>;
    if (Object.values(values).some((n) => !Number.isInteger(n))) {
      setError('Informe cada prazo em dias, com um número inteiro.');
      return;
    }
    save.mutate({ ...values, version: data.version }, {
      onSuccess: () => {
        setError(null);
        toast({ title: 'Prazos de retenção salvos', description: 'A rotina diária de retenção passa a aplicá-los.' });
      },
      onError: (e) => setError(errorMessageOf(e)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Prazos de retenção</CardTitle>
        <CardDescription>Por quanto tempo cada dado pessoal é guardado (LGPD, art. 15 e 16). Uma rotina diária os aplica, e cada pessoa os vê em "Meus dados".</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-40 w-full" /> : null}
        {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar os prazos. Recarregue a página.</p> : null}
        {draft ? (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((field) => (
                <div key={field.key} className="space-y-1">
                  <Label htmlFor={`retention-${field.key}`}>{field.label} (dias)</Label>
                  <Input id={`retention-${field.key}`} inputMode="numeric" value={draft[field.key]} aria-describedby={`retention-${field.key}-hint`}
                    onChange={(e) => { setDraft({ ...draft, [field.key]: e.target.value }); setError(null); }} />
                  <p id={`retention-${field.key}-hint`} className="text-xs text-muted-foreground">{field.hint}</p>
                </div>
              ))}
            </div>
            {error ? <p role="alert" className="text-sm text-destructive dark:text-red-400">{error}</p> : null}
            <Button type="submit" disabled={save.isPending}>Salvar prazos</Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
