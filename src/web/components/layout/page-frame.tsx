import type { ReactNode } from 'react';
import { Toaster } from '#web/components/ui/toaster.tsx';

/** Toasts for every page that uses them. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
