import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';

// The form (zod, react-hook-form) downloads when the student opens it, not with the page:
// most students who see the course or the exam never contact support.
const SupportContactDialog = lazy(() => import('./support-contact-dialog.tsx').then((m) => ({ default: m.SupportContactDialog })));

/**
 * The expired overlay's 'Contatar suporte': a page renders `dialog` and passes `open` to
 * the overlay's `onContactSupport`, so the message really reaches support.
 */
export function useSupportDialog(context: string, defaultSubject = 'Assinatura expirada'): { open: () => void; dialog: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on (never on the server), so that closing keeps its animation.
  const [wasOpened, setWasOpened] = useState(false);
  return {
    open: () => (setWasOpened(true), setOpen(true)),
    dialog: wasOpened ? (
      <Suspense fallback={<SupportDialogLoading open={isOpen} onOpenChange={setOpen} />}>
        <SupportContactDialog open={isOpen} onOpenChange={setOpen} defaultSubject={defaultSubject} context={context} />
      </Suspense>
    ) : null,
  };
}

function SupportDialogLoading({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-busy="true">
        <DialogHeader>
          <DialogTitle>Contatar suporte</DialogTitle>
          <DialogDescription>Carregando o formulário…</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
