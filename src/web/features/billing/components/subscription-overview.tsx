import { useState } from 'react';
import { CalendarClock, Crown, Info, LifeBuoy, PiggyBank, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { Subscription } from '#contracts/billing';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL, formatDate } from '#web/lib/format.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { pendingFirstCharge, usePayments } from '../api/list-payments.ts';
import { useResumeSubscription } from '../api/manage-subscription.ts';
import { BenefitsList } from './benefits-list.tsx';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { ChangePlanDialog } from './change-plan-dialog.tsx';
import { PaymentHistoryTable } from './payment-history-table.tsx';
import { PaymentMethodCard } from './payment-method-card.tsx';
import { PendingFirstCharge } from './pending-first-charge.tsx';
import { PlanGrid } from './plan-grid.tsx';
import { SupportContactDialog } from './support-contact-dialog.tsx';
import { chargeText, memberDurationText, periodText } from './plan-text.ts';

/** 'Minha Assinatura': the student's real subscription, payments and benefits. */
export function SubscriptionOverview() {
  const { data: subscription, isLoading, isError, refetch } = useSubscription();
  const [supportOpen, setSupportOpen] = useState(false);

  if (isLoading) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Carregando assinatura">
        <Skeleton className="h-48 w-full" />
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <Card>
        <CardContent className="p-8 text-center">
          <p className="text-sm text-destructive">Não foi possível carregar sua assinatura.</p>
          <Button variant="outline" className="mt-3" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      {subscription ? <SubscriptionBanner subscription={subscription} onContactSupport={() => setSupportOpen(true)} /> : <NoSubscription />}
      {subscription ? (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <PaymentMethodCard method={subscription.paymentMethod} paidWith={subscription.paidWith} payerAddress={subscription.payerAddress} />
            <Card>
              <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
                <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
                  Assinante desde
                </CardTitle>
                <UserRound className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
              </CardHeader>
              <CardContent>
                {/* The first subscription's date; 'Membro desde' on the profile is the account's creation. */}
                <p className="text-lg font-semibold" data-testid="subscriber-since">
                  {formatDate(subscription.startedAt)}
                </p>
                <p className="text-xs text-muted-foreground" data-testid="member-duration">
                  {memberDurationText(subscription.memberMonths)} de assinatura
                </p>
              </CardContent>
            </Card>
            <Card>
              <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
                <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
                  Economia Total
                </CardTitle>
                <PiggyBank className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
              </CardHeader>
              <CardContent>
                <p className="text-lg font-semibold text-primary" data-testid="total-savings">
                  {formatBRL(subscription.totalSavingsCents)}
                </p>
                <p className="text-xs text-muted-foreground">comparado ao pagamento mensal</p>
              </CardContent>
            </Card>
          </div>
          <RenewalNotice subscription={subscription} />
        </>
      ) : null}
      <PaymentHistoryTable />
      {subscription ? <BenefitsList subscription={subscription} /> : null}
      <p className="text-center text-sm text-muted-foreground">
        Precisa de ajuda com sua assinatura?{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => setSupportOpen(true)}>
          Contatar suporte
        </Button>
      </p>
      <SupportContactDialog open={supportOpen} onOpenChange={setSupportOpen} defaultSubject="Minha assinatura" context="minha-assinatura" />
    </div>
  );
}

function SubscriptionBanner({ subscription, onContactSupport }: { subscription: Subscription; onContactSupport: () => void }) {
  const [changeOpen, setChangeOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const resume = useResumeSubscription();
  const { status } = subscription;
  const onPrimary = 'border border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/15';

  return (
    <section aria-labelledby="subscription-plan-name" className="rounded-xl bg-primary p-6 text-primary-foreground shadow-lg sm:p-8" data-testid="subscription-banner">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <Crown className="h-7 w-7" aria-hidden="true" />
            <h2 id="subscription-plan-name" className="text-2xl font-bold">
              Plano {subscription.plan.name}
            </h2>
            <span className="rounded-full bg-primary-foreground px-2.5 py-0.5 text-xs font-semibold text-primary" data-testid="subscription-status">
              {subscription.statusLabel}
            </span>
          </div>
          <p data-testid="subscription-summary">{summaryText(subscription)}</p>
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            {subscription.nextChargeAt ? (
              <div>
                <dt className="opacity-90">Próxima cobrança</dt>
                <dd className="font-semibold" data-testid="next-charge">
                  {formatDate(subscription.nextChargeAt)}
                  {subscription.nextChargeCents !== null ? ` · ${formatBRL(subscription.nextChargeCents)}` : ''}
                </dd>
              </div>
            ) : (
              <div>
                <dt className="opacity-90">{status === 'expired' ? 'Expirou em' : 'Acesso até'}</dt>
                <dd className="font-semibold" data-testid="access-until">
                  {formatDate(subscription.currentPeriodEnd)}
                </dd>
              </div>
            )}
            <div>
              <dt className="opacity-90">Período de cobrança</dt>
              <dd className="font-semibold" data-testid="billing-period">
                {periodText(subscription.plan.periodMonths)}
              </dd>
            </div>
          </dl>
          {subscription.pendingPlan ? (
            <p className="rounded-md bg-primary-foreground/15 p-3 text-sm" data-testid="pending-plan">
              A partir de {formatDate(subscription.currentPeriodEnd)}: Plano {subscription.pendingPlan.name} ({chargeText(subscription.pendingPlan)}).
            </p>
          ) : null}
          {status === 'canceled' ? (
            <p className="rounded-md bg-primary-foreground/15 p-3 text-sm" data-testid="canceled-notice">
              Assinatura cancelada. Você mantém o acesso até {formatDate(subscription.currentPeriodEnd)} e não haverá novas cobranças.
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
          {status === 'active' ? (
            <>
              {/* Each button is its dialog's trigger, so closing the dialog (Escape included) returns focus to it. */}
              <ChangePlanDialog subscription={subscription} open={changeOpen} onOpenChange={setChangeOpen}>
                <Button variant="secondary">Mudar Plano</Button>
              </ChangePlanDialog>
              <CancelSubscriptionDialog subscription={subscription} open={cancelOpen} onOpenChange={setCancelOpen}>
                <Button className={onPrimary}>Cancelar Assinatura</Button>
              </CancelSubscriptionDialog>
            </>
          ) : null}
          {status === 'canceled' ? (
            <Button
              variant="secondary"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: (updated) =>
                    toast({ title: 'Assinatura reativada', description: `A renovação automática volta a acontecer em ${formatDate(updated.currentPeriodEnd)}.` }),
                  onError: (e) => toast({ title: 'Não foi possível reativar', description: errorMessageOf(e), variant: 'destructive' }),
                })
              }
            >
              {resume.isPending ? 'Reativando…' : 'Reativar Assinatura'}
            </Button>
          ) : null}
          {status === 'expired' ? (
            <>
              <Button asChild variant="secondary">
                <Link href={paths.checkout(subscription.plan.id)}>Renovar Assinatura</Link>
              </Button>
              <Button className={onPrimary} onClick={onContactSupport}>
                <LifeBuoy /> Contatar suporte
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The banner's line under the plan name: what the subscription gives right now. */
function summaryText(subscription: Subscription): string {
  if (subscription.status === 'expired') return 'Sua assinatura expirou. Renove para voltar a acessar os cursos premium.';
  if (subscription.status === 'canceled') return `Acesso a todos os cursos da plataforma até ${formatDate(subscription.currentPeriodEnd)}`;
  return 'Acesso ilimitado a todos os cursos da plataforma';
}

function RenewalNotice({ subscription }: { subscription: Subscription }) {
  if (!subscription.nextChargeAt) return null;
  return (
    <div role="note" className="flex gap-3 rounded-lg border bg-card p-4 text-sm" data-testid="renewal-notice">
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      {subscription.renewsBy === 'card' ? (
        <p>
          <span className="font-semibold">Renovação automática.</span> Sua assinatura é renovada automaticamente em{' '}
          {formatDate(subscription.nextChargeAt)}. Você pode cancelar a qualquer momento antes da data de renovação.
        </p>
      ) : (
        <p>
          <span className="font-semibold">Renovação por {subscription.renewsBy === 'pix' ? 'Pix' : 'boleto'}.</span> Seu período termina em{' '}
          {formatDate(subscription.nextChargeAt)}. Antes disso, enviamos {subscription.renewsBy === 'pix' ? 'um novo Pix' : 'um novo boleto'} para você pagar; sem
          pagamento, a assinatura não é renovada.
        </p>
      )}
    </div>
  );
}

function NoSubscription() {
  const { data: payments, isLoading } = usePayments();
  const pending = pendingFirstCharge(payments);
  if (isLoading) return <Skeleton className="h-40 w-full" aria-hidden="true" />;
  return (
    <section aria-labelledby={pending ? undefined : 'no-subscription-title'} aria-label={pending ? 'Pagamento pendente' : undefined} className="space-y-6">
      {pending ? (
        <PendingFirstCharge payment={pending} />
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
            <CalendarClock className="h-10 w-10 text-primary" aria-hidden="true" />
            <h2 id="no-subscription-title" className="text-xl font-bold">
              Você ainda não tem uma assinatura
            </h2>
            <p className="max-w-xl text-sm text-muted-foreground">
              Assine um plano para desbloquear todos os cursos premium, certificados e simulados. Escolha abaixo:
            </p>
          </CardContent>
        </Card>
      )}
      <PlanGrid headingLevel="h3" />
    </section>
  );
}
