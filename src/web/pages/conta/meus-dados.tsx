import { useSecurityStatus } from '#web/features/users/api/get-security-status.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { MyDataPanel } from '#web/features/privacy/components/my-data-panel.tsx';
import { ConsentsCard } from '#web/features/privacy/components/consents-card.tsx';

/**
 * "Meus dados" of every role (/aluno/meus-dados, /professor/meus-dados, /admin/meus-dados):
 * the sections, inside the width each area gives its pages.
 */
export function MyDataSections() {
  const security = useSecurityStatus();
  const session = useSession();
  return (
    <>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Meus dados</h1>
        <p className="text-muted-foreground">
          O que a plataforma guarda sobre você, para quê, com que base legal e por quanto tempo (Lei Geral de Proteção de Dados, art. 18). Baixe uma cópia ou peça a exclusão da conta.
        </p>
      </div>
      <ConsentsCard />
      <MyDataPanel totpEnabled={security.data?.totpEnabled ?? false} isAdmin={session.data?.role === 'admin'} />
    </>
  );
}

/** /aluno/meus-dados: centred, as the student area's other reading pages. */
export default function MyDataPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <MyDataSections />
    </div>
  );
}
