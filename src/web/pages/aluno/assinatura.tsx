import { useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SubscriptionOverview } from '#web/features/billing/components/subscription-overview.tsx';
import { StudentHeaderNav } from '#web/features/learning/components/student-header-nav.tsx';

/** /aluno/assinatura — 'Minha Assinatura'. */
export default function StudentSubscriptionPage() {
  useEffect(() => {
    document.title = 'Minha Assinatura';
  }, []);
  return (
    <AreaLayout role="aluno" headerActions={<StudentHeaderNav />}>
      <div className="mx-auto max-w-5xl space-y-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href={paths.aluno.dashboard}>
            <ArrowLeft aria-hidden="true" /> Voltar ao Dashboard
          </Link>
        </Button>
        <div>
          <h1 className="text-3xl font-bold">Minha Assinatura</h1>
          <p className="text-muted-foreground">Gerencie seu plano, pagamentos e benefícios</p>
        </div>
        <SubscriptionOverview />
      </div>
    </AreaLayout>
  );
}
