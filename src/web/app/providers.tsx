import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '#web/components/layout/theme-provider.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

// Toasts are provided by the page frames (AreaLayout, PublicLayout) rather
// than here, so the landing page does not download Radix Toast/Tooltip and Floating UI.
/** `client`: one already holding the data a page was rendered with on the server. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
