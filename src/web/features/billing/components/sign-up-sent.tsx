import { MailCheck } from 'lucide-react';
import type { SignUpResult } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';

/**
 * After sign-up at checkout: the account waits for the link mailed to the address (the same
 * words whether the address was free or already had an account, issue 10 item 7).
 */
export function SignUpSent({ result, onBack }: { result: SignUpResult; onBack: () => void }) {
  return (
    <div className="space-y-3 rounded-md border border-primary/40 bg-primary/10 p-4 text-sm" role="status" data-testid="sign-up-sent">
      <p className="flex items-center gap-2 font-semibold">
        <MailCheck aria-hidden="true" className="size-5 shrink-0" /> Confirme seu e-mail
      </p>
      <p>
        {result.message} O e-mail foi enviado para <strong className="break-all">{result.email}</strong>.
      </p>
      <p className="text-muted-foreground">Não recebeu? Confira a caixa de spam ou volte e verifique o endereço digitado.</p>
      <Button type="button" variant="outline" size="sm" onClick={onBack}>
        Usar outro e-mail
      </Button>
    </div>
  );
}
