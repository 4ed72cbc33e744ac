import { CONSENT_TEXTS, type Consent } from '#contracts/consents';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useConsents, useDecideConsent } from '../api/consents.ts';

/** The decision in force, in words: when, and on which version of the text. */
function stateOf(consent: Consent): string {
  if (!consent.decidedAt) return 'Você ainda não decidiu: sem a sua permissão, não usamos.';
  const version = `versão do texto de ${consent.textVersion}`;
  if (consent.granted) return `Permitido em ${formatDateTime(consent.decidedAt)} (${version}).`;
  if (consent.revokedAt) return `Permissão revogada em ${formatDateTime(consent.revokedAt)} (dada em ${formatDateTime(consent.decidedAt)}, ${version}).`;
  return `Recusado em ${formatDateTime(consent.decidedAt)} (${version}).`;
}

/** "Suas permissões" (LGPD art. 8º): each consent with its date and text version, revocable at any time. */
export function ConsentsCard() {
  const { data, isLoading, isError } = useConsents();
  const decide = useDecideConsent();
  const change = (consent: Consent, granted: boolean) =>
    decide.mutate(
      { purpose: consent.purpose, granted },
      {
        onSuccess: () => {
          // The banner of this page load (server-written) is answered too.
          if (consent.purpose === 'optional-cookies') document.getElementById('cookie-banner')?.remove();
          toast({ title: granted ? 'Permissão concedida' : 'Permissão revogada', description: CONSENT_TEXTS[consent.purpose].title });
        },
        onError: (error) => toast({ title: 'Não foi possível salvar', description: errorMessageOf(error), variant: 'destructive' }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Suas permissões</CardTitle>
        <CardDescription>
          O que fazemos só com o seu consentimento. Cada decisão fica registrada com a data e a versão do texto; você pode revogar a qualquer momento, e isso não afeta o resto da conta.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-32 w-full" /> : null}
        {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar suas permissões. Recarregue a página.</p> : null}
        {data ? (
          <ul className="divide-y">
            {data.map((consent) => {
              const text = CONSENT_TEXTS[consent.purpose];
              const id = `consent-${consent.purpose}`;
              return (
                <li key={consent.purpose} className="flex items-start justify-between gap-4 py-4" data-consent={consent.purpose}>
                  <div className="space-y-1">
                    <label htmlFor={id} className="font-medium">
                      {text.title}
                    </label>
                    <p className="text-sm text-muted-foreground">{text.text}</p>
                    <p className="text-sm" data-testid={`${id}-state`}>
                      {stateOf(consent)}
                    </p>
                  </div>
                  <Switch id={id} checked={consent.granted} disabled={decide.isPending} onCheckedChange={(granted) => change(consent, granted)} />
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
