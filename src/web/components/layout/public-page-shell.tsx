import type { ReactNode } from 'react';
import { paths } from '#web/lib/paths.ts';
import { Brand } from './brand.tsx';
import { PageFrame } from './page-frame.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** A public page outside the areas (policies, maintenance): the brand, the theme toggle and the content. */
export function PublicPageShell({ children }: { children: ReactNode }) {
  return (
    <PageFrame>
      <div className="min-h-screen bg-background">
        <header className="border-b">
          <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
            <Brand href={paths.home} />
            <ThemeToggle />
          </div>
        </header>
        <main id="conteudo" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
          {children}
        </main>
      </div>
    </PageFrame>
  );
}
