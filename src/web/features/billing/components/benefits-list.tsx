import { AlertTriangle, Check } from 'lucide-react';
import { Link } from 'wouter';
import type { Subscription } from '#contracts/billing';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

/**
 * A plan's benefits as stored with the plan (`features`): the one list drawn on the plans
 * page, the checkout summary and 'Minha Assinatura'.
 */
export function PlanFeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)} data-testid="plan-features">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** 'Benefícios da sua assinatura': the current plan's benefits; an expired plan says so instead. */
export function BenefitsList({ subscription }: { subscription: Subscription }) {
  const expired = subscription.status === 'expired';
  return (
    <Card data-testid="subscription-benefits">
      <CardHeader>
        <CardTitle as="h2">Benefícios da sua assinatura</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {expired ? (
          <div role="note" className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
              <span>Seu Plano {subscription.plan.name} expirou: estes benefícios voltam quando você renovar.</span>
            </p>
            <Button asChild size="sm">
              <Link href={paths.checkout(subscription.plan.id)}>Renovar</Link>
            </Button>
          </div>
        ) : null}
        <PlanFeatureList features={subscription.plan.features} className={cn('grid gap-3 space-y-0 sm:grid-cols-2', expired && 'text-muted-foreground')} />
      </CardContent>
    </Card>
  );
}
