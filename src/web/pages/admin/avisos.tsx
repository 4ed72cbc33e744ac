import { useMemo } from 'react';
import { audienceKey } from '#contracts/notice-publishing';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePlans } from '#web/features/billing/api/get-plans.ts';
import { PublicationsManager } from '#web/features/notices/components/publications-manager.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import type { Audiences } from '#web/features/notices/components/publication-fields.tsx';
import { paths } from '#web/lib/paths.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

/** /admin/avisos (issue 13 item 8): platform announcements and events, for every student or a plan's subscribers. */
export default function AdminAnnouncementsPage() {
  const plans = usePlans();
  const audiences = useMemo<Audiences>(
    () => ({ kind: 'list', options: [{ value: audienceKey.all, label: 'Todos os alunos' }, ...(plans.data ?? []).map((plan) => ({ value: audienceKey.plan(plan.id), label: `Assinantes do plano ${plan.name}` }))] }),
    [plans.data],
  );
  return (
    <PageContainer kind="wide">
      <BackLink href={paths.admin.dashboard}>Voltar ao Painel</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Avisos e eventos</h1>
        <p className="text-muted-foreground">
          Publique avisos (novidades, manutenções, conteúdo) e eventos para todos os alunos ou para os assinantes de um plano. Uma manutenção programada pode ser avisada antes de ligar o modo de manutenção.
        </p>
      </div>
      {plans.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">Não foi possível carregar os planos. {errorMessageOf(plans.error)}</p>
      ) : plans.data === undefined ? (
        <Skeleton className="h-40" aria-hidden="true" />
      ) : (
        <PublicationsManager publisher="admin" audiences={audiences} audienceLabel="Público" />
      )}
    </PageContainer>
  );
}
