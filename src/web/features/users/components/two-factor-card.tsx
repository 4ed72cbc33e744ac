import { useState, type FormEvent } from 'react';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import type { SecurityStatus, TotpSetup } from '#contracts/users';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useDisableTotp, useEnableTotp, useRegenerateRecoveryCodes, useStartTotpSetup } from '../api/two-factor.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const SIX_DIGITS = /^\d{6}$/;

function CodeField({ id, label, hint, value, onChange, allowRecovery = false }: { id: string; label: string; hint: string; value: string; onChange: (v: string) => void; allowRecovery?: boolean }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode={allowRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={allowRecovery ? 11 : 6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoFocus
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const close = () => {
    setDialog(null);
    setEnrolment(null);
    setCode('');
    setError(null);
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

  function submitEnrolment(event: FormEvent) {
    event.preventDefault();
    if (!SIX_DIGITS.test(code.trim())) return setError('Digite o código de 6 dígitos exibido no aplicativo.');
    setError(null);
    enable.mutate(code.trim(), {
      onSuccess: (data) => {
        setRecoveryCodes(data.recoveryCodes);
        toast({ title: 'Autenticação em dois fatores ativada', description: 'A partir de agora o login pedirá o código do aplicativo.' });
      },
      onError: (e) => setError(errorMessageOf(e)),
    });
  }

  function submitWithCode(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError('Informe o código de verificação.');
    setError(null);
    if (dialog === 'disable') {
      disable.mutate(value, {
        onSuccess: () => {
          close();
          toast({ title: 'Autenticação em dois fatores desativada', description: 'O login voltará a pedir apenas a senha.' });
        },
        onError: (e) => setError(errorMessageOf(e)),
      });
    } else {
      if (!SIX_DIGITS.test(value)) return setError('Digite o código de 6 dígitos exibido no aplicativo.');
      regenerate.mutate(value, {
        onSuccess: (data) => setRecoveryCodes(data.recoveryCodes),
        onError: (e) => setError(errorMessageOf(e)),
      });
    }
  }

  const errorText = error ? (
    <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
      {error}
    </p>
  ) : null;

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
            <form onSubmit={submitEnrolment} noValidate className="space-y-4">
              <img src={enrolment.qrCodeDataUrl} alt="QR code para configurar o aplicativo autenticador" width={200} height={200} className="mx-auto rounded-md bg-white p-2" />
              <div className="space-y-1 text-center">
                <p className="text-xs text-muted-foreground">Sem câmera? Digite esta chave no aplicativo:</p>
                <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="totp-secret">
                  {enrolment.secret}
                </code>
              </div>
              <CodeField id="totp-enrol-code" label="Código de 6 dígitos" hint="O código muda a cada 30 segundos." value={code} onChange={setCode} />
              {errorText}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={enable.isPending}>
                  {enable.isPending ? 'Verificando…' : 'Verificar e ativar'}
                </Button>
              </DialogFooter>
            </form>
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === 'disable' || dialog === 'regenerate'} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialog === 'disable' ? 'Desativar autenticação em dois fatores' : recoveryCodes ? 'Novos códigos de recuperação' : 'Gerar novos códigos de recuperação'}</DialogTitle>
            <DialogDescription>
              {dialog === 'disable'
                ? 'Confirme com um código do aplicativo ou um código de recuperação. Sua conta ficará protegida apenas pela senha.'
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
          ) : (
            <form onSubmit={submitWithCode} noValidate className="space-y-4">
              <CodeField
                id="totp-confirm-code"
                label="Código de verificação"
                hint={dialog === 'disable' ? 'Código de 6 dígitos do aplicativo ou um código de recuperação (XXXXX-XXXXX).' : 'Código de 6 dígitos do aplicativo.'}
                value={code}
                onChange={setCode}
                allowRecovery={dialog === 'disable'}
              />
              {errorText}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Cancelar
                </Button>
                <Button type="submit" variant={dialog === 'disable' ? 'destructive' : 'default'} disabled={disable.isPending || regenerate.isPending}>
                  {dialog === 'disable' ? 'Desativar' : 'Gerar códigos'}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
