import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useAdminCoupons } from '#web/features/plan-admin/api/get-admin-coupons.ts';
import { useAdminPlans } from '#web/features/plan-admin/api/get-admin-plans.ts';
import { CouponTable } from '#web/features/plan-admin/components/coupon-table.tsx';
import { PlanAdminList } from '#web/features/plan-admin/components/plan-admin-list.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

const TABS = ['planos', 'cupons'] as const;
type Tab = (typeof TABS)[number];

function Loaded<T>({ query, children }: { query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
        <p>Não foi possível carregar. {errorMessageOf(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>Tentar novamente</Button>
      </div>
    );
  }
  if (query.data === undefined) return <Skeleton className="h-40" aria-hidden="true" />;
  return <>{children(query.data)}</>;
}

/** /admin/planos (spec "Administrator area"): subscription plans and coupons. */
export default function AdminPlansPage() {
  const plans = useAdminPlans();
  const coupons = useAdminCoupons();
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'planos';
  return (
    <PageContainer kind="wide">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Planos e Cupons</h1>
        <p className="mt-1 text-muted-foreground">Planos de assinatura, preços e cupons de desconto.</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'planos' ? {} : { aba: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="planos">Planos</TabsTrigger>
          <TabsTrigger value="cupons">Cupons</TabsTrigger>
        </TabsList>
        <TabsContent value="planos" className="mt-4">
          <Loaded query={plans}>{(data) => <PlanAdminList plans={data} />}</Loaded>
        </TabsContent>
        <TabsContent value="cupons" className="mt-4">
          <Loaded query={coupons}>{(data) => <CouponTable coupons={data} />}</Loaded>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
