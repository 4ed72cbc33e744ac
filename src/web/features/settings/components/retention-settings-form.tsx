import { RetentionSettingsInputSchema, type RetentionSettingsInput } from '#contracts/settings';
import type { ResponseOf } from '#contracts/endpoint';
import type { adminSettingsEndpoints } from '#contracts/settings';
import { Form, formResolver } from '#web/components/ui/form.tsx';
import { useSaveRetentionSettings } from '../api/admin-settings.ts';
import { NumberField, SaveBar } from './settings-fields.tsx';
import { useSettingsForm } from './use-settings-form.ts';

type View = ResponseOf<typeof adminSettingsEndpoints.getRetention>;
const toForm = ({ updatedAt: _updatedAt, ...values }: View): RetentionSettingsInput => values;

/** The retention periods (days) the daily job applies; shown to every person on "Meus dados". */
export function RetentionSettingsForm({ settings }: { settings: View }) {
  const save = useSaveRetentionSettings();
  const { form, onSubmit, conflict } = useSettingsForm(settings, toForm, formResolver(RetentionSettingsInputSchema), save, 'Prazos de retenção salvos');
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Prazos de retenção">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NumberField<RetentionSettingsInput> name="sessionDays" label="Sessões sem uso (dias)" min={1} max={3650} description="Sessões não usadas há mais tempo são encerradas e apagadas (mínimo 1 dia)." />
          <NumberField<RetentionSettingsInput> name="notificationDays" label="Notificações (dias)" min={30} max={3650} description="Apagadas depois deste prazo (mínimo 30 dias)." />
          <NumberField<RetentionSettingsInput> name="outboxDays" label="E-mails na caixa de saída (dias)" min={7} max={3650} description="E-mails enviados ou com falha apagados depois deste prazo; os pendentes ficam (mínimo 7 dias)." />
          <NumberField<RetentionSettingsInput> name="auditDays" label="Registro de auditoria (dias)" min={365} max={3650} description="Entradas mais antigas são apagadas; a cadeia continua verificável (mínimo 365 dias)." />
          <NumberField<RetentionSettingsInput> name="inactiveAccountDays" label="Contas inativas (dias)" min={0} max={3650} description="Contas sem acesso há mais tempo são excluídas (nunca as de administrador); 0 = nunca, ou pelo menos 180 dias." />
        </div>
        <SaveBar pending={save.isPending} conflict={conflict} label="Salvar prazos" />
      </form>
    </Form>
  );
}
