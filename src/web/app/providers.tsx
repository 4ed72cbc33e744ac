import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '#web/components/layout/theme-provider.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

// Toasts and tooltips are provided by the page frames (AreaLayout, PublicLayout) rather
// than here, so the landing page does not download Radix Toast/Tooltip and Floating UI.
/** `client`: one already holding the data a page was rendered with on the server; `hydrating`: that page is being hydrated. */
export function Providers({ children, client, hydrating = false }: { children: ReactNode; client?: QueryClient; hydrating?: boolean }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider hydrating={hydrating}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
