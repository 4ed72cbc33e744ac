import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '#web/components/layout/theme-provider.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

// Toasts and tooltips are provided by the page frames (AreaLayout, PublicLayout) rather
// than here, so the landing page does not download Radix Toast/Tooltip and Floating UI.
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
