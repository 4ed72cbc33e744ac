import { FlaskConical, ShieldCheck } from 'lucide-react';
import type { PaymentProviderInfo } from '#contracts/billing';

export type SandboxMethod = 'card' | 'pix' | 'boleto';

/** What the sandbox does for each method (issue 14 item 4 / checkout's notice). */
function SandboxHowTo({ method }: { method: SandboxMethod }) {
  if (method === 'pix') {
    return (
      <>
        Nenhuma cobrança real é feita. O Pix gerado tem QR code e código copia e cola válidos, mas nenhum banco o recebe: use o botão{' '}
        <strong>Simular pagamento</strong> para confirmá-lo (ou deixe-o expirar em 30 minutos).
      </>
    );
  }
  if (method === 'boleto') {
    return (
      <>
        Nenhuma cobrança real é feita. O boleto gerado tem linha digitável e código de barras válidos, mas nenhum banco o recebe: use o botão{' '}
        <strong>Simular pagamento</strong> para confirmá-lo (sem pagamento, ele expira após o vencimento).
      </>
    );
  }
  return (
    <>
      Nenhuma cobrança real é feita. Use o cartão <span className="font-mono">4242 4242 4242 4242</span> (aprovado) ou{' '}
      <span className="font-mono">4000 0000 0000 0002</span> (recusado), com qualquer validade futura e qualquer CVV.
    </>
  );
}

/** With a real provider: who takes the money and where the card goes (never through this server). */
export function ProviderNotice({ label, method = 'card' }: { label: string; method?: SandboxMethod }) {
  return (
    <div role="note" className="flex gap-3 rounded-lg border p-3 text-sm" data-testid="provider-notice">
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <p className="font-semibold">Pagamento processado pelo {label}</p>
        <p className="text-muted-foreground" aria-live="polite">
          {method === 'card'
            ? `Os dados do cartão vão direto do seu navegador para o ${label}; a escola recebe só a confirmação do pagamento.`
            : method === 'pix'
              ? 'O Pix é pago no aplicativo do seu banco; a assinatura começa assim que o pagamento for confirmado.'
              : 'O boleto é registrado em seu nome e endereço; a assinatura começa quando o banco confirmar o pagamento (até 3 dias úteis).'}
        </p>
      </div>
    </div>
  );
}

/** Says plainly that no money moves: the only payment provider is the sandbox; and what it does for the chosen method. */
export function SandboxNotice({ method = 'card' }: { method?: SandboxMethod }) {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="sandbox-notice">
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      <div>
        <p className="font-semibold">Pagamento de demonstração</p>
        <p className="text-muted-foreground" aria-live="polite">
          <SandboxHowTo method={method} />
        </p>
      </div>
    </div>
  );
}

/** The notice of the provider in use: Mercado Pago's, or the sandbox's (no money moves); nothing until it is known. */
export function PaymentNotice({ provider, method }: { provider: PaymentProviderInfo | undefined; method?: SandboxMethod }) {
  if (!provider) return null;
  return provider.provider === 'mercadopago' ? <ProviderNotice label={provider.label} method={method} /> : <SandboxNotice method={method} />;
}
