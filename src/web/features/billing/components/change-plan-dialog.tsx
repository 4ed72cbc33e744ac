import { useEffect, useState, type ReactNode } from 'react';
import type { Subscription } from '#contracts/billing';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL, formatDate } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';
import { usePlans } from '../api/get-plans.ts';
import { useChangePlan } from '../api/manage-subscription.ts';
import { billingText } from './plan-text.ts';

/** 'Mudar Plano': the chosen plan starts at the next renewal (choosing the current one undoes a change). */
export function ChangePlanDialog({
  subscription,
  open,
  onOpenChange,
  children,
}: {
  subscription: Subscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opens it: Radix returns focus to its trigger on close */
  children: ReactNode;
}) {
  const { data: plans, isLoading } = usePlans();
  const change = useChangePlan();
  const nextPlanId = subscription.pendingPlan?.id ?? subscription.plan.id;
  const [selected, setSelected] = useState(nextPlanId);
  useEffect(() => {
    if (open) setSelected(nextPlanId);
  }, [open, nextPlanId]);

  function confirm() {
    change.mutate(selected, {
      onSuccess: (updated) => {
        onOpenChange(false);
        toast(
          updated.pendingPlan
            ? { title: 'Troca de plano agendada', description: `O Plano ${updated.pendingPlan.name} começa em ${formatDate(updated.currentPeriodEnd)}, na próxima renovação.` }
            : { title: 'Plano mantido', description: `Você continua no Plano ${updated.plan.name}.` },
        );
      },
      onError: (e) => toast({ title: 'Não foi possível mudar o plano', description: errorMessageOf(e), variant: 'destructive' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mudar Plano</DialogTitle>
          <DialogDescription>
            O novo plano passa a valer na próxima renovação, em {formatDate(subscription.currentPeriodEnd)}. Até lá, nada muda no seu acesso.
          </DialogDescription>
        </DialogHeader>
        {isLoading || !plans ? (
          <p className="text-sm text-muted-foreground">Carregando planos…</p>
        ) : (
          <fieldset className="space-y-3">
            <legend className="sr-only">Escolha o plano</legend>
            {plans.map((plan) => (
              <label
                key={plan.id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  selected === plan.id && 'border-primary bg-primary/10',
                )}
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  checked={selected === plan.id}
                  onChange={() => setSelected(plan.id)}
                  className="h-4 w-4 accent-[var(--primary)]"
                />
                <span className="flex-1">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    Plano {plan.name}
                    {plan.id === subscription.plan.id ? <Badge variant="outline">Atual</Badge> : null}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {formatBRL(plan.monthlyPriceCents)}/mês · {billingText(plan)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button onClick={confirm} disabled={change.isPending || selected === nextPlanId}>
            {change.isPending ? 'Salvando…' : 'Confirmar mudança'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
