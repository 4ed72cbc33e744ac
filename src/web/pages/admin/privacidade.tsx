import { DataRequestsCard } from '#web/features/privacy/components/data-requests-card.tsx';
import { RetentionSettingsCard } from '#web/features/privacy/components/retention-settings-card.tsx';

/** /admin/privacidade: the holders' requests (LGPD art. 18) and the retention periods. */
export default function AdminPrivacyPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Privacidade (LGPD)</h1>
        <p className="text-muted-foreground">Pedidos de exportação e exclusão dos titulares e os prazos de retenção dos dados pessoais. Para excluir uma conta a pedido, use "Excluir conta (LGPD)" em Usuários.</p>
      </div>
      <DataRequestsCard />
      <RetentionSettingsCard />
    </div>
  );
}
