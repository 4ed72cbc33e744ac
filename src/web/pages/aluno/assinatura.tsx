import { paths } from '#web/lib/paths.ts';
import { SubscriptionOverview } from '#web/features/billing/components/subscription-overview.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';

/** /aluno/assinatura — 'Minha Assinatura'. */
export default function StudentSubscriptionPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <div>
        <h1 className="text-3xl font-bold">Minha Assinatura</h1>
        <p className="text-muted-foreground">Gerencie seu plano, pagamentos e benefícios</p>
      </div>
      <SubscriptionOverview />
    </div>
  );
}
