import { FlaskConical } from 'lucide-react';

/** Says plainly that no money moves: the only payment provider is the sandbox. */
export function SandboxNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="sandbox-notice">
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      <div>
        <p className="font-semibold">Pagamento de demonstração</p>
        <p className="text-muted-foreground">
          Nenhuma cobrança real é feita. Use o cartão <span className="font-mono">4242 4242 4242 4242</span> (aprovado) ou{' '}
          <span className="font-mono">4000 0000 0000 0002</span> (recusado), com qualquer validade futura e qualquer CVV.
        </p>
      </div>
    </div>
  );
}
