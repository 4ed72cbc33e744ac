import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import '../styles.css';
import { SERVER_STATE_ELEMENT_ID } from '#contracts/http';
import { createQueryClient } from '#web/lib/query-client.ts';
import { hydrationStarts } from '#web/lib/use-hydrated.ts';
import { cn } from '#web/lib/utils.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';

const root = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);

/**
 * The route's chunks (listed by the server on public/boot.js's element, each after its imports),
 * run one per task before hydrating: together they are one long task that would hold up a tap.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function runRouteModulesInTurns(): Promise<void> {
  const modules = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  for (const url of modules) {
    await nextTask();
    await import(/* @vite-ignore */ url);
  }
  // tailwind-merge builds its class map on its first call (≈ 10 ms, ×4 on a phone): in a turn of its own, not inside hydration.
  await nextTask();
  cn('p-0');
  await nextTask();
}

if (serverState && root.firstElementChild) {
  // The server rendered this page (src/server/plugins/spa.ts): take over its HTML with the
  // data it was drawn from. In a transition, so hydrating yields to the browser between slices.
  const client = createQueryClient();
  hydrationStarts();
  hydrate(client, JSON.parse(serverState.textContent ?? '{}'));
  serverState.remove();
  void runRouteModulesInTurns()
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <Providers client={client}>
              <AppRouter />
            </Providers>
          </StrictMode>,
        );
      }),
    );
} else {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}
