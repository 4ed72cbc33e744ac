import { PageContainer } from '#web/components/layout/page-container.tsx';
import { DataRequestsCard } from '#web/features/privacy/components/data-requests-card.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRetentionSettings } from '#web/features/settings/api/admin-settings.ts';
import { RetentionSettingsForm } from '#web/features/settings/components/retention-settings-form.tsx';

/** /admin/privacidade: the holders' requests (LGPD art. 18) and the retention periods. */
export default function AdminPrivacyPage() {
  return (
    <PageContainer kind="reading">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Privacidade (LGPD)</h1>
        <p className="text-muted-foreground">Pedidos de exportação e exclusão dos titulares e os prazos de retenção dos dados pessoais. Para excluir uma conta a pedido, use "Excluir conta (LGPD)" em Usuários.</p>
      </div>
      <DataRequestsCard />
      <RetentionSettingsCard />
    </PageContainer>
  );
}

function RetentionSettingsCard() {
  const { data, isLoading, isError } = useRetentionSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Prazos de retenção</CardTitle>
        <CardDescription>Por quanto tempo cada dado pessoal é guardado (LGPD, art. 15 e 16). Uma rotina diária os aplica, e cada pessoa os vê em "Meus dados".</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-40 w-full" /> : null}
        {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar os prazos. Recarregue a página.</p> : null}
        {data ? <RetentionSettingsForm settings={data} /> : null}
      </CardContent>
    </Card>
  );
}
