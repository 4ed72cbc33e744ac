import type { ReactNode } from 'react';
import type { Plan } from '#contracts/billing';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatBRL } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';
import { PlanFeatureList } from './benefits-list.tsx';
import { PlanGuarantees } from './plan-guarantees.tsx';
import { billingText } from './plan-text.ts';

/** A plan as the public page shows it: price per month, billing, saving, features, guarantee. */
export function PlanCard({ plan, action, headingLevel = 'h2' }: { plan: Plan; action: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn('relative flex flex-col', plan.popular && 'border-2 border-primary shadow-lg shadow-primary/10 md:-mt-2')}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Mais Popular</Badge>
      ) : null}
      <CardHeader className="pb-2 pt-8">
        <CardTitle as={headingLevel} className="text-xl">
          {plan.name}
        </CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-5">
        <div>
          <p>
            <span className="text-4xl font-extrabold tracking-tight" data-testid="plan-price">
              {formatBRL(plan.monthlyPriceCents)}
            </span>
            <span className="text-muted-foreground">/mês</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="plan-billing">
            {billingText(plan)}
          </p>
          {plan.savingsPercent > 0 ? (
            <Badge variant="secondary" className="mt-2">
              {plan.savingsPercent}% de economia
            </Badge>
          ) : null}
        </div>
        <PlanFeatureList features={plan.features} />
        <PlanGuarantees className="border-t pt-4" />
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
