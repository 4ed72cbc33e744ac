import { useState } from 'react';
import { paths } from '#web/lib/paths.ts';
import { BlockingOverlay, type BlockingOverlayType } from '#web/components/layout/blocking-overlay.tsx';
import { SupportContactDialog } from '#web/features/billing/components/support-contact-dialog.tsx';

const DEMOS: Array<{ type: Exclude<BlockingOverlayType, 'default'>; when: string }> = [
  { type: 'premium', when: 'Curso premium aberto sem assinatura ativa' },
  { type: 'expired', when: 'Curso aberto com a assinatura expirada' },
  { type: 'not-logged', when: 'Área aberta sem estar conectado' },
  { type: 'restricted', when: 'Área de outro perfil' },
];

/** /aluno/bloqueio-demo — the four blocking overlays, with the real buttons and targets. */
export default function BlockingDemoPage() {
  const [supportOpen, setSupportOpen] = useState(false);
  return (
    <>
      <div className="space-y-6">
        <div>
          <h1 className="text-3xl font-bold">Demonstração de Bloqueios</h1>
          <p className="text-muted-foreground">
            As telas que a plataforma mostra quando um conteúdo não pode ser acessado. Os botões levam aos mesmos destinos das telas reais.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {DEMOS.map(({ type, when }) => (
            <div key={type} className="rounded-xl border border-dashed p-4" data-testid={`demo-${type}`}>
              <p className="text-sm font-medium text-muted-foreground">{when}</p>
              <BlockingOverlay
                type={type}
                inline
                homeHref={paths.aluno.dashboard}
                onContactSupport={type === 'expired' ? () => setSupportOpen(true) : undefined}
              />
            </div>
          ))}
        </div>
      </div>
      <SupportContactDialog open={supportOpen} onOpenChange={setSupportOpen} defaultSubject="Assinatura expirada" context="bloqueio-demo" />
    </>
  );
}
