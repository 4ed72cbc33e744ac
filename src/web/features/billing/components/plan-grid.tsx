import { Link } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePlans } from '../api/get-plans.ts';
import { PlanCard } from './plan-card.tsx';

/** The plans from the database, each leading to its checkout. */
export function PlanGrid({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { data: plans, isLoading, isError, refetch } = usePlans();
  if (isLoading) {
    return (
      <div className="grid gap-6 md:grid-cols-3" aria-busy="true" aria-label="Carregando planos">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[28rem] w-full" />
        ))}
      </div>
    );
  }
  if (isError || !plans) {
    return (
      <div className="rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">Não foi possível carregar os planos.</p>
        <Button variant="outline" className="mt-3" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (plans.length === 0) {
    return <p className="rounded-xl border p-8 text-center text-muted-foreground">Nenhum plano disponível no momento.</p>;
  }
  return (
    <div className="grid items-stretch gap-6 pt-3 md:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          headingLevel={headingLevel}
          action={
            <Button asChild className="w-full" variant={plan.popular ? 'default' : 'outline'}>
              <Link href={paths.checkout(plan.id)}>Assinar {plan.name}</Link>
            </Button>
          }
        />
      ))}
    </div>
  );
}
