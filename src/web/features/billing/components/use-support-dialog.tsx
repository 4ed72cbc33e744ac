import { useState, type ReactNode } from 'react';
import { SupportContactDialog } from './support-contact-dialog.tsx';

/**
 * The expired overlay's 'Contatar suporte': a page renders `dialog` and passes `open` to
 * the overlay's `onContactSupport`, so the message really reaches support.
 */
export function useSupportDialog(context: string, defaultSubject = 'Assinatura expirada'): { open: () => void; dialog: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  return {
    open: () => setOpen(true),
    dialog: <SupportContactDialog open={isOpen} onOpenChange={setOpen} defaultSubject={defaultSubject} context={context} />,
  };
}
