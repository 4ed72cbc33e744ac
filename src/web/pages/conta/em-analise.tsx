import { AccountStateFrame } from '#web/components/layout/account-state-frame.tsx';

/** A `pendente` account: it may sign in and sign out, nothing else, until an administrator approves it. */
export default function EmAnalisePage() {
  return (
    <AccountStateFrame
      title="Conta em análise"
      description="Sua conta foi criada e está aguardando a aprovação de um administrador. Você receberá um e-mail assim que ela for liberada."
    />
  );
}
