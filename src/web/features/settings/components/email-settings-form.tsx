import { Mail } from 'lucide-react';
import { EmailSettingsInputSchema, type EmailSettingsInput, type EmailSettingsView } from '#contracts/settings';
import { Button } from '#web/components/ui/button.tsx';
import { Form, formResolver } from '#web/components/ui/form.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useSaveEmailSettings, useSendTestEmail } from '../api/admin-settings.ts';
import { NumberField, SaveBar, TextField } from './settings-fields.tsx';
import { useSettingsForm } from './use-settings-form.ts';

// The password box starts empty: the stored password never reaches the browser.
const toForm = ({ updatedAt: _updatedAt, smtpPasswordSet: _set, ...values }: EmailSettingsView): EmailSettingsInput => ({ ...values, smtpPassword: '' });

const TEST_RESULT = {
  enviado: 'O servidor SMTP aceitou a mensagem.',
  'caixa-de-saida': 'Nenhum servidor SMTP configurado: a mensagem ficou na caixa de saída da plataforma.',
} as const;

/** Tab 'E-mail': the SMTP server the platform sends through (the outbox keeps every message when none is set). */
export function EmailSettingsForm({ settings }: { settings: EmailSettingsView }) {
  const save = useSaveEmailSettings();
  const test = useSendTestEmail();
  const { form, onSubmit, conflict } = useSettingsForm(settings, toForm, formResolver(EmailSettingsInputSchema), save);

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        result.status === 'falhou'
          ? toast({ title: 'Falha no envio do e-mail de teste', description: result.error ?? undefined, variant: 'destructive' })
          : toast({ title: `E-mail de teste enviado para ${result.to}`, description: TEST_RESULT[result.status] }),
      onError: (error) => toast({ title: 'Falha no envio do e-mail de teste', description: errorMessageOf(error), variant: 'destructive' }),
    });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Configurações de e-mail">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField<EmailSettingsInput> name="smtpHost" label="Servidor SMTP" placeholder="smtp.exemplo.com.br" description="Vazio: as mensagens ficam na caixa de saída da plataforma." />
          <NumberField<EmailSettingsInput> name="smtpPort" label="Porta SMTP" min={1} max={65535} description="587 (STARTTLS) ou 465 (SSL)." />
          <TextField<EmailSettingsInput> name="smtpUser" label="Usuário SMTP" />
          <TextField<EmailSettingsInput>
            name="smtpPassword"
            type="password"
            autoComplete="new-password"
            label="Senha SMTP"
            placeholder={settings.smtpPasswordSet ? '•••••••• (definida)' : ''}
            description={
              settings.smtpPasswordSet
                ? 'Uma senha está salva e nunca é exibida. Deixe em branco para mantê-la; ao mudar servidor, porta ou usuário, digite-a de novo (senão ela é apagada). Com usuário, o envio exige TLS.'
                : 'Nenhuma senha salva. Com usuário, o envio exige TLS.'
            }
          />
          <TextField<EmailSettingsInput> name="emailFrom" label="Remetente" description='Só o e-mail (nao-responda@escola.com.br): o nome exibido é o da plataforma. Ou com nome: Secretaria <contato@escola.com.br>' />
        </div>
        <SaveBar pending={save.isPending} conflict={conflict}>
          <Button type="button" variant="outline" onClick={sendTest} disabled={test.isPending || form.formState.isDirty}>
            <Mail aria-hidden="true" /> Enviar e-mail de teste
          </Button>
        </SaveBar>
        {form.formState.isDirty ? <p className="text-sm text-muted-foreground">Salve as alterações antes de enviar o e-mail de teste.</p> : null}
      </form>
    </Form>
  );
}
