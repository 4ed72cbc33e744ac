import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { TotpCodeBodySchema, TotpDisableSchema, type SecurityStatus, type TotpDisableInput, type TotpSetup } from '#contracts/users';
import { lazySchema } from '#web/lib/lazy-schema.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useDisableTotp, useEnableTotp, useRegenerateRecoveryCodes, useStartTotpSetup } from '../api/two-factor.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

/** Enrolment and new recovery codes need the app's 6-digit code. */
const AppCodeSchema = lazySchema(() =>
  z.object({
    code: z.string().trim().regex(/^\d{6}$/, 'Digite o código de 6 dígitos exibido no aplicativo.').pipe(TotpCodeBodySchema.shape.code),
  }),
);

interface CodeFormProps {
  schema: typeof AppCodeSchema;
  label: string;
  hint: string;
  /** Above the field (the QR code). */
  header?: ReactNode;
  submit: ReactNode;
  onCancel: () => void;
  /** Sends the code; a refusal comes back as the form's error. */
  onSubmit: (code: string, refuse: (message: string) => void) => void;
}

/** One code field, checked with the contract's schema, with 'Cancelar' and the dialog's submit button. */
function CodeForm({ schema, label, hint, header, submit, onCancel, onSubmit }: CodeFormProps) {
  const form = useForm({ resolver: formResolver(schema), defaultValues: { code: '' } });
  const send = form.handleSubmit(({ code }) => onSubmit(code, (message) => form.setError('root', { message })));
  return (
    <Form {...form}>
      <form onSubmit={send} noValidate className="space-y-4">
        {header}
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...field} />
              </FormControl>
              <FormDescription>{hint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootMessage />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          {submit}
        </DialogFooter>
      </form>
    </Form>
  );
}

/** Turning 2FA off is a sensitive change: the current password and an app or recovery code (the contract's schema). */
function DisableForm({ pending, onCancel, onSubmit }: { pending: boolean; onCancel: () => void; onSubmit: (input: TotpDisableInput, refuse: (message: string) => void) => void }) {
  const form = useForm<TotpDisableInput>({ resolver: formResolver(TotpDisableSchema), defaultValues: { currentPassword: '', code: '' } });
  const send = form.handleSubmit((values) => onSubmit(values, (message) => form.setError('root', { message })));
  return (
    <Form {...form}>
      <form onSubmit={send} noValidate className="space-y-4" aria-label="Desativar 2FA">
        <FormField
          control={form.control}
          name="currentPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Senha atual</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="current-password" autoFocus {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Código de verificação</FormLabel>
              <FormControl>
                <Input inputMode="text" autoComplete="one-time-code" maxLength={11} {...field} />
              </FormControl>
              <FormDescription>Código de 6 dígitos do aplicativo ou um código de recuperação (XXXXX-XXXXX).</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootMessage />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            Desativar
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

/** 'Ativar 2FA': QR code, code check, recovery codes; disabling and new codes ask for a code. */
export function TwoFactorCard({ status }: { status: SecurityStatus }) {
  const setup = useStartTotpSetup();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [enrolment, setEnrolment] = useState<TotpSetup | null>(null);
  const [dialog, setDialog] = useState<'enrol' | 'disable' | 'regenerate' | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const close = () => {
    setDialog(null);
    setEnrolment(null);
    setRecoveryCodes(null);
  };

  function startEnrolment() {
    setup.mutate(undefined, {
      onSuccess: (data) => {
        setEnrolment(data);
        setDialog('enrol');
      },
      onError: (e) => toast({ title: 'Não foi possível iniciar a ativação', description: errorMessageOf(e), variant: 'destructive' }),
    });
  }

  function submitEnrolment(code: string, refuse: (message: string) => void) {
    enable.mutate(code, {
      onSuccess: (data) => {
        setRecoveryCodes(data.recoveryCodes);
        toast({ title: 'Autenticação em dois fatores ativada', description: 'A partir de agora o login pedirá o código do aplicativo.' });
      },
      onError: (e) => refuse(errorMessageOf(e)),
    });
  }

  function submitDisable(input: TotpDisableInput, refuse: (message: string) => void) {
    disable.mutate(input, {
      onSuccess: () => {
        close();
        toast({ title: 'Autenticação em dois fatores desativada', description: 'O login voltará a pedir apenas a senha.' });
      },
      onError: (e) => refuse(errorMessageOf(e)),
    });
  }

  function submitRegenerate(code: string, refuse: (message: string) => void) {
    regenerate.mutate(code, {
      onSuccess: (data) => setRecoveryCodes(data.recoveryCodes),
      onError: (e) => refuse(errorMessageOf(e)),
    });
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">Autenticação em Dois Fatores</CardTitle>
          <Badge variant={status.totpEnabled ? 'default' : 'secondary'} data-testid="totp-status">
            {status.totpEnabled ? 'Ativada' : 'Desativada'}
          </Badge>
        </div>
        <CardDescription>Proteja sua conta pedindo, além da senha, um código do seu aplicativo autenticador.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {status.totpEnabled ? (
          <>
            <p className="text-sm text-muted-foreground">
              Códigos de recuperação restantes: <strong className="text-foreground">{status.recoveryCodesRemaining}</strong>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDialog('regenerate')}>
                <KeyRound aria-hidden="true" /> Gerar novos códigos
              </Button>
              <Button variant="destructive" onClick={() => setDialog('disable')}>
                <ShieldOff aria-hidden="true" /> Desativar 2FA
              </Button>
            </div>
          </>
        ) : status.twoFactorOffered ? (
          <Button onClick={startEnrolment} disabled={setup.isPending}>
            <ShieldCheck aria-hidden="true" /> {setup.isPending ? 'Preparando…' : 'Ativar 2FA'}
          </Button>
        ) : (
          <>
            <Button disabled>
              <ShieldCheck aria-hidden="true" /> Ativar 2FA
            </Button>
            <p className="text-sm text-muted-foreground">A autenticação em dois fatores está desativada pela administração da plataforma.</p>
          </>
        )}
      </CardContent>

      <Dialog open={dialog === 'enrol'} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{recoveryCodes ? 'Códigos de recuperação' : 'Ativar autenticação em dois fatores'}</DialogTitle>
            <DialogDescription>
              {recoveryCodes
                ? 'A autenticação em dois fatores está ativa.'
                : 'Escaneie o QR code com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy…) e digite o código gerado.'}
            </DialogDescription>
          </DialogHeader>
          {recoveryCodes ? (
            <>
              <RecoveryCodesList codes={recoveryCodes} />
              <DialogFooter>
                <Button onClick={close}>Concluir</Button>
              </DialogFooter>
            </>
          ) : enrolment ? (
            <CodeForm
              schema={AppCodeSchema}
              header={
                <>
                  <img src={enrolment.qrCodeDataUrl} alt="QR code para configurar o aplicativo autenticador" width={200} height={200} className="mx-auto rounded-md bg-white p-2" />
                  <div className="space-y-1 text-center">
                    <p className="text-xs text-muted-foreground">Sem câmera? Digite esta chave no aplicativo:</p>
                    <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="totp-secret">
                      {enrolment.secret}
                    </code>
                  </div>
                </>
              }
              label="Código de 6 dígitos"
              hint="O código muda a cada 30 segundos."
              onCancel={close}
              onSubmit={submitEnrolment}
              submit={
                <Button type="submit" disabled={enable.isPending}>
                  {enable.isPending ? 'Verificando…' : 'Verificar e ativar'}
                </Button>
              }
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === 'disable' || dialog === 'regenerate'} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialog === 'disable' ? 'Desativar autenticação em dois fatores' : recoveryCodes ? 'Novos códigos de recuperação' : 'Gerar novos códigos de recuperação'}</DialogTitle>
            <DialogDescription>
              {dialog === 'disable'
                ? 'Confirme com a sua senha atual e um código do aplicativo ou de recuperação. Sua conta ficará protegida apenas pela senha, e avisaremos o seu e-mail.'
                : recoveryCodes
                  ? 'Os códigos anteriores deixaram de valer.'
                  : 'Confirme com um código do aplicativo. Os códigos anteriores deixarão de valer.'}
            </DialogDescription>
          </DialogHeader>
          {recoveryCodes ? (
            <>
              <RecoveryCodesList codes={recoveryCodes} />
              <DialogFooter>
                <Button onClick={close}>Concluir</Button>
              </DialogFooter>
            </>
          ) : dialog === 'disable' ? (
            <DisableForm pending={disable.isPending} onCancel={close} onSubmit={submitDisable} />
          ) : (
            <CodeForm
              key={dialog}
              schema={AppCodeSchema}
              label="Código de verificação"
              hint="Código de 6 dígitos do aplicativo."
              onCancel={close}
              onSubmit={submitRegenerate}
              submit={
                <Button type="submit" disabled={regenerate.isPending}>
                  Gerar códigos
                </Button>
              }
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
