import { PolicySettingsInputSchema, type PolicySettingsInput, type adminSettingsEndpoints } from '#contracts/settings';
import type { ResponseOf } from '#contracts/endpoint';
import { Form, formResolver } from '#web/components/ui/form.tsx';
import { useSavePolicySettings } from '../api/admin-settings.ts';
import { SaveBar, TextAreaField } from './settings-fields.tsx';
import { useSettingsForm } from './use-settings-form.ts';

type View = ResponseOf<typeof adminSettingsEndpoints.getPolicies>;
const toForm = ({ updatedAt: _updatedAt, ...values }: View): PolicySettingsInput => values;
const MARKDOWN = 'Markdown: # título, **negrito**, listas com "-". Cada texto alterado vira uma nova versão publicada.';

/** Tab 'Políticas': the texts of /termos, /privacidade and /cookies. */
export function PolicySettingsForm({ settings }: { settings: View }) {
  const save = useSavePolicySettings();
  const { form, onSubmit, conflict } = useSettingsForm(settings, toForm, formResolver(PolicySettingsInputSchema), save);
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Políticas">
        <TextAreaField<PolicySettingsInput> name="terms" label="Termos de Uso" description={MARKDOWN} />
        <TextAreaField<PolicySettingsInput> name="privacy" label="Política de Privacidade" />
        <TextAreaField<PolicySettingsInput> name="cookies" label="Política de Cookies" />
        <SaveBar pending={save.isPending} conflict={conflict} />
      </form>
    </Form>
  );
}
