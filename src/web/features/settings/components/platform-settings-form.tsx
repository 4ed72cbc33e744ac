import { PlatformSettingsInputSchema, type PlatformSettingsInput } from '#contracts/settings';
import type { ResponseOf } from '#contracts/endpoint';
import type { adminSettingsEndpoints } from '#contracts/settings';
import { Form, formResolver } from '#web/components/ui/form.tsx';
import { useSavePlatformSettings } from '../api/admin-settings.ts';
import { NumberField, SaveBar, SwitchField, TextField } from './settings-fields.tsx';
import { useSettingsForm } from './use-settings-form.ts';

type View = ResponseOf<typeof adminSettingsEndpoints.getPlatform>;
const toForm = ({ updatedAt: _updatedAt, ...values }: View): PlatformSettingsInput => values;

/** Tab 'Geral': platformName, supportEmail, maxUploadSize, teacherUploadQuotaMb, sessionTimeout, maintenanceMode. */
export function PlatformSettingsForm({ settings }: { settings: View }) {
  const save = useSavePlatformSettings();
  const { form, onSubmit, conflict } = useSettingsForm(settings, toForm, formResolver(PlatformSettingsInputSchema), save);
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Configurações gerais">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField<PlatformSettingsInput> name="platformName" label="Nome da plataforma" description="A marca na página inicial, nos cabeçalhos, e-mails, certificados e no app autenticador." />
          <TextField<PlatformSettingsInput> name="supportEmail" type="email" label="E-mail de suporte" description="Recebe as mensagens do formulário de suporte." />
          <NumberField<PlatformSettingsInput> name="maxUploadSize" label="Tamanho máximo de upload (MB)" min={1} max={1024} description="Limite de cada arquivo enviado (fotos de perfil: no máximo 2 MB)." />
          <NumberField<PlatformSettingsInput> name="teacherUploadQuotaMb" label="Cota de armazenamento por professor (MB)" min={10} max={1048576} description="Espaço total que os materiais de cada professor podem ocupar; um envio que passaria dele é recusado." />
          <NumberField<PlatformSettingsInput> name="sessionTimeout" label="Tempo de sessão (minutos)" min={5} max={1440} description="Sem atividade por esse tempo, a sessão termina." />
        </div>
        <SwitchField<PlatformSettingsInput>
          name="maintenanceMode"
          label="Modo de manutenção"
          description="Alunos e professores veem a página de manutenção; administradores continuam trabalhando."
        />
        <SaveBar pending={save.isPending} conflict={conflict} />
      </form>
    </Form>
  );
}
