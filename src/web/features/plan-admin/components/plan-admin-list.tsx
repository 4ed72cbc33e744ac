import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { BILLING_PERIOD_LABELS, type AdminPlan, type PlanInput } from '#contracts/plan-admin';
import { pluralWord } from '#contracts/plural';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL } from '#web/lib/format.ts';
import { useSavePlan } from '../api/save-plan.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';

const inputOf = (plan: AdminPlan): PlanInput => ({
  name: plan.name, description: plan.description, priceCents: plan.priceCents, originalPriceCents: plan.originalPriceCents,
  periodMonths: plan.periodMonths, features: plan.features, interestFreeInstalments: plan.interestFreeInstalments, active: plan.active,
});

const subscribersText = (n: number) =>
  n === 0 ? 'Ninguém o assina hoje.' : n === 1 ? 'O assinante atual continua com ele.' : `Os ${n} assinantes continuam com ele.`;

/** Every plan (active or not) with its subscribers; create, edit, activate and deactivate. */
export function PlanAdminList({ plans }: { plans: AdminPlan[] }) {
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  /** Deactivating takes the plan off /assinatura and the checkout: asked first. */
  const [deactivating, setDeactivating] = useState<AdminPlan | null>(null);
  const save = useSavePlan();
  const current = editing === 'new' ? null : editing;

  const submit = (body: PlanInput) => {
    setServerError(null);
    save.mutate({ id: current?.id ?? null, version: current?.version ?? 1, body }, {
      onSuccess: () => {
        toast({ title: current ? 'Plano atualizado' : 'Plano criado', description: body.name });
        setEditing(null);
      },
      onError: (error) => setServerError(errorMessageOf(error)),
    });
  };
  const toggle = (plan: AdminPlan, active: boolean) =>
    save.mutate({ id: plan.id, version: plan.version, body: { ...inputOf(plan), active } }, {
      onSuccess: () => toast({ title: active ? 'Plano ativado' : 'Plano desativado', description: active ? `${plan.name} volta a ser oferecido.` : `${plan.name} sai de /assinatura e do checkout; quem já assina continua com ele.` }),
      onError: (error) => toast({ title: 'Não foi possível alterar o plano', description: errorMessageOf(error), variant: 'destructive' }),
      onSettled: () => setDeactivating(null),
    });

  return (
    <div className="space-y-4">
      <Button onClick={() => { setServerError(null); setEditing('new'); }}>
        <Plus aria-hidden="true" /> Novo plano
      </Button>
      {plans.length === 0 ? <p className="text-muted-foreground">Nenhum plano cadastrado.</p> : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Planos">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Card data-testid="admin-plan" className={plan.active ? undefined : 'opacity-90'}>
              <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
                <div className="min-w-0 space-y-1">
                  <CardTitle as="h2" className="text-lg">{plan.name}</CardTitle>
                  <p className="text-sm text-muted-foreground">Cobrança {(BILLING_PERIOD_LABELS[plan.periodMonths] ?? `a cada ${plan.periodMonths} meses`).toLowerCase()}{plan.description ? ` • ${plan.description}` : ''}</p>
                </div>
                <Badge variant={plan.active ? 'default' : 'outline'}>{plan.active ? 'Ativo' : 'Inativo'}</Badge>
              </CardHeader>
              <CardContent className="space-y-3">
                <p>
                  <span className="text-2xl font-bold">{formatBRL(plan.priceCents)}</span>
                  {plan.originalPriceCents ? <span className="ml-2 text-sm text-muted-foreground line-through">{formatBRL(plan.originalPriceCents)}</span> : null}
                  {plan.periodMonths > 1 ? <span className="block text-sm text-muted-foreground">{formatBRL(plan.monthlyPriceCents)} por mês</span> : null}
                </p>
                <p className="text-sm text-muted-foreground" data-testid="admin-plan-instalments">Cartão em até 12x, sem juros em até {plan.interestFreeInstalments}x</p>
                <p className="text-sm"><span className="font-medium">{plan.subscribers}</span> {pluralWord(plan.subscribers, 'assinante', 'assinantes')}</p>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {plan.features.map((feature) => <li key={feature}>{feature}</li>)}
                </ul>
                <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
                  <label className="flex items-center gap-2 text-sm">
                    <Switch checked={plan.active} onCheckedChange={(active) => (active ? toggle(plan, true) : setDeactivating(plan))} disabled={save.isPending} aria-label={`Plano ${plan.name} ativo`} />
                    Ativo
                  </label>
                  <Button variant="outline" size="sm" onClick={() => { setServerError(null); setEditing(plan); }}>
                    <Pencil aria-hidden="true" /> Editar <span className="sr-only">{plan.name}</span>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="Desativar plano?"
        description={deactivating ? `${deactivating.name} sai de /assinatura e do checkout. ${subscribersText(deactivating.subscribers)}` : ''}
        confirmLabel="Desativar"
        pending={save.isPending}
        onConfirm={() => deactivating && toggle(deactivating, false)}
      />
      <PlanFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} plan={current} pending={save.isPending} onSubmit={submit} serverError={serverError} />
    </div>
  );
}
