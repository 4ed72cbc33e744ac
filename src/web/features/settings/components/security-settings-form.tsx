import { SecuritySettingsInputSchema, type SecuritySettingsInput, type adminSettingsEndpoints } from '#contracts/settings';
import type { ResponseOf } from '#contracts/endpoint';
import { Form, formResolver } from '#web/components/ui/form.tsx';
import { useSaveSecuritySettings } from '../api/admin-settings.ts';
import { NumberField, SaveBar, SwitchField } from './settings-fields.tsx';
import { useSettingsForm } from './use-settings-form.ts';

type View = ResponseOf<typeof adminSettingsEndpoints.getSecurity>;
const toForm = ({ updatedAt: _updatedAt, ...values }: View): SecuritySettingsInput => values;

/** Tab 'Segurança': the password policy, sign-in attempts, 2FA and e-mail verification (docs/decisions/settings-are-enforced.md). */
export function SecuritySettingsForm({ settings }: { settings: View }) {
  const save = useSaveSecuritySettings();
  const { form, onSubmit, conflict } = useSettingsForm(settings, toForm, formResolver(SecuritySettingsInputSchema), save);
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Configurações de segurança">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <NumberField<SecuritySettingsInput> name="passwordMinLength" label="Tamanho mínimo da senha" min={8} max={64} description="Vale para toda senha nova." />
          <NumberField<SecuritySettingsInput> name="passwordExpiry" label="Validade da senha (dias)" min={0} max={3650} description="0 = nunca expira. Vencida, a senha precisa ser trocada no login." />
          <NumberField<SecuritySettingsInput> name="maxLoginAttempts" label="Tentativas de login" min={3} max={20} description="Erros seguidos antes de a conta esperar para tentar de novo." />
        </div>
        <SwitchField<SecuritySettingsInput>
          name="twoFactorAuth"
          label="Autenticação em dois fatores"
          description="Ligada: administradores e professores precisam ativar a verificação em duas etapas para usar a plataforma (alunos podem ativar). Desligada: ninguém pode ativá-la."
        />
        <SwitchField<SecuritySettingsInput>
          name="requireEmailVerification"
          label="Exigir verificação de e-mail"
          description="Ligada: quem ainda não confirmou o e-mail recebe um link e só estuda depois de confirmar."
        />
        <SaveBar pending={save.isPending} conflict={conflict} />
      </form>
    </Form>
  );
}
