import { useEffect, useState } from 'react';
import { Copy, Download, FlaskConical, TimerOff } from 'lucide-react';
import type { Charge } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL } from '#web/lib/format.ts';
import { useCharge, useDownloadBoleto, useSimulateChargePayment } from '../api/charges.ts';

/** "29:59" until `until`, ticking every second; null once past. */
function useCountdown(until: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
  return left === 0 ? null : `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

const dueDateText = (date: string) => date.split('-').reverse().join('/');

/**
 * An issued Pix (QR code, "copia e cola", countdown) or boleto (linha digitável, PDF), polled
 * until it is paid (then `onPaid`) or expired (then `onRenew` issues a new one).
 */
export function PendingCharge({ initial, onPaid, onRenew }: { initial: Charge; onPaid: (charge: Charge) => void; onRenew: () => void }) {
  const { data: charge } = useCharge(initial.payment.id, initial);
  const simulate = useSimulateChargePayment();
  const download = useDownloadBoleto();
  const { payment } = charge;
  const isPix = payment.method === 'pix';
  const countdown = useCountdown(isPix && payment.status === 'pendente' ? payment.expiresAt : null);
  const expired = payment.status === 'expirado' || (isPix && payment.status === 'pendente' && countdown === null);

  useEffect(() => {
    if (charge.payment.status === 'pago' && charge.subscription) onPaid(charge);
  }, [charge, onPaid]);

  if (expired) {
    return (
      <div className="space-y-3 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm" role="alert" data-testid="charge-expired">
        <p className="flex items-center gap-2 font-semibold">
          <TimerOff aria-hidden="true" className="size-5" /> {isPix ? 'Este Pix expirou.' : 'Este boleto expirou.'}
        </p>
        <p>O prazo para pagar terminou e esta cobrança não pode mais ser paga. Gere uma nova para assinar.</p>
        <Button type="button" onClick={onRenew}>
          {isPix ? 'Gerar novo Pix' : 'Gerar novo boleto'}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4" data-testid="pending-charge">
      <p className="text-sm" role="status">
        <strong>Aguardando pagamento</strong> de {formatBRL(payment.amountCents)}. Esta página atualiza sozinha quando o pagamento for confirmado.
      </p>
      {charge.pix ? (
        <div className="space-y-3">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(charge.pix.qrCodeSvg)}`}
            alt="QR code do Pix: leia com o aplicativo do seu banco"
            className="mx-auto size-52 rounded-md bg-white p-1"
            data-testid="pix-qr"
          />
          <p className="text-center text-sm" role="timer" aria-live="off" data-testid="pix-countdown">
            Expira em <span className="font-mono font-semibold">{countdown}</span>
          </p>
          <label className="block space-y-1 text-sm font-medium">
            <span>Pix copia e cola</span>
            <textarea
              readOnly
              value={charge.pix.payload}
              rows={3}
              className="w-full resize-none break-all rounded-md border border-input bg-background p-2 font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() =>
              navigator.clipboard
                .writeText(charge.pix!.payload)
                .then(() => toast({ title: 'Código Pix copiado' }))
                .catch(() => toast({ title: 'Não foi possível copiar', description: 'Selecione o código e copie manualmente.', variant: 'destructive' }))
            }
          >
            <Copy aria-hidden="true" /> Copiar código Pix
          </Button>
        </div>
      ) : null}
      {charge.boleto ? (
        <div className="space-y-3 text-sm">
          <p>
            Vencimento: <strong>{dueDateText(charge.boleto.dueDate)}</strong>
          </p>
          <div>
            <p className="font-medium">Linha digitável</p>
            <p className="break-all rounded-md border bg-muted/40 p-2 font-mono text-xs" data-testid="boleto-linha">
              {charge.boleto.linhaDigitavel}
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(payment.id, {
                onError: (e) => toast({ title: 'Não foi possível baixar o boleto', description: errorMessageOf(e), variant: 'destructive' }),
              })
            }
          >
            <Download aria-hidden="true" /> Baixar boleto (PDF)
          </Button>
          <p className="text-muted-foreground">Enviamos o boleto também para o seu e-mail. O acesso aos cursos premium começa após a confirmação do pagamento.</p>
        </div>
      ) : null}
      {charge.canSimulate ? (
      <div className="space-y-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="sandbox-simulate">
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" /> Pagamento de demonstração
        </p>
        <p className="text-muted-foreground">Nenhum banco recebe esta cobrança. Simule o aviso de pagamento que o provedor enviaria.</p>
        <Button
          type="button"
          variant="secondary"
          disabled={simulate.isPending}
          onClick={() =>
            simulate.mutate(payment.id, {
              onError: (e) => toast({ title: 'Não foi possível simular o pagamento', description: errorMessageOf(e), variant: 'destructive' }),
            })
          }
        >
          {simulate.isPending ? 'Simulando…' : 'Simular pagamento'}
        </Button>
      </div>
      ) : null}
    </div>
  );
}
