import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LogOut } from 'lucide-react';
import type { Role } from '#contracts/endpoint';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useSignOut } from '#web/features/auth/api/sign-out.ts';
import { NotificationMenu } from '#web/features/notifications/components/notification-menu.tsx';
import { Avatar, AvatarFallback, AvatarImage } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { homeOf } from '#web/lib/paths.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { initialsOf } from '#web/lib/utils.ts';
import { AreaMenuNav, type AreaMenu } from './area-menu.tsx';
import { BlockingOverlay } from './blocking-overlay.tsx';
import { Brand } from './brand.tsx';
import { PageFrame } from './page-frame.tsx';
import { PageReadyMark } from './page-ready-mark.tsx';
import { FrameSkeleton } from './page-loading.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const AREA_LABEL: Record<Role, string> = { aluno: 'Área do Aluno', professor: 'Área do Professor', admin: 'Administração' };

export interface AreaLayoutProps {
  role: Role;
  /** The area's header menu (data: `app/area-menus.ts`); left out where a page keeps the user on a task. */
  menu?: AreaMenu;
  children: ReactNode;
}

/**
 * Where a page puts its own header widgets (e.g. the dashboard's search box), before the menu.
 * A small store rather than the frame's state: attaching the slot renders the widgets that use
 * it, not the whole frame again.
 */
function createHeaderSlot() {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    attach: (next: HTMLElement | null) => {
      element = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => element,
  };
}
const HeaderSlotContext = createContext<ReturnType<typeof createHeaderSlot> | null>(null);
const noSlot = createHeaderSlot();

/**
 * A page's extra header widgets, rendered into the area header (left of the menu). Not while
 * a server-rendered page is being hydrated (a portal cannot be): just after.
 */
export function AreaHeaderActions({ children }: { children: ReactNode }) {
  const headerSlot = useContext(HeaderSlotContext) ?? noSlot;
  // No slot on the server and while hydrating (its snapshot); the attached one from then on.
  const slot = useSyncExternalStore(headerSlot.subscribe, headerSlot.current, () => null);
  return slot ? createPortal(children, slot) : null;
}

/**
 * Guards an area and frames it (once per area, in the router): without a session the 'not-logged' overlay, with another
 * role's session the 'restricted' overlay (buttons to the user's own area); otherwise the
 * header (brand, page widgets, theme, notifications, user, 'Sair') and the page.
 */
export function AreaLayout(props: AreaLayoutProps) {
  return (
    <PageFrame>
      <GuardedArea {...props} />
    </PageFrame>
  );
}

/**
 * 'Sair' signs out with script: disabled until the page is live. A component of its own, so that
 * the page going live renders it again, not the whole frame.
 */
function SignOutButton() {
  const signOut = useSignOut();
  const hydrated = useHydrated();
  return (
    <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending || !hydrated}>
      <LogOut aria-hidden="true" />
      <span>Sair</span>
    </Button>
  );
}

function GuardedArea({ role, menu, children }: AreaLayoutProps) {
  const session = useSession();
  const [headerSlot] = useState(createHeaderSlot);
  const main = useRef<HTMLElement>(null);
  // A page the browser shows again from its memory (back, forward) was drawn under a session and
  // settings that may have changed since: asked again, the server says where to go (sign-in,
  // maintenance) or draws it afresh.
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) location.reload();
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, []);
  if (session.isLoading) return <FrameSkeleton />;
  if (session.isError) {
    return (
      <main className="flex min-h-screen items-center justify-center p-6 text-center">
        <p>Não foi possível conectar ao servidor. Verifique sua conexão e recarregue a página.</p>
      </main>
    );
  }
  const user = session.data;
  if (!user) return <BlockingOverlay type="not-logged" />;
  if (user.role !== role) {
    return (
      <>
        <BlockingOverlay type="restricted" homeHref={homeOf(user.role)} />
        <PageReadyMark />
      </>
    );
  }

  return (
    <div className="min-h-screen bg-background">
      {/* The first focusable element of every area page: skips the header's links. Focus moves
          in code (not a #hash in the URL, which the router would keep). */}
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
          <Brand href={homeOf(role)} />
          <span className="hidden text-sm text-muted-foreground md:inline">{AREA_LABEL[role]}</span>
          <div className="flex flex-1 items-center justify-end gap-1 sm:gap-2">
            <div ref={headerSlot.attach} className="contents" />
            {menu ? <AreaMenuNav menu={menu} /> : null}
            <ThemeToggle />
            <NotificationMenu role={role} />
            <div className="ml-1 hidden items-center gap-2 lg:flex">
              <Avatar className="h-8 w-8">
                {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
                <AvatarFallback className="text-xs">{initialsOf(user.name)}</AvatarFallback>
              </Avatar>
              <span className="max-w-40 truncate text-sm font-medium" data-testid="header-user-name">
                {user.name}
              </span>
            </div>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="conteudo" ref={main} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:py-8">
        <HeaderSlotContext.Provider value={headerSlot}>{children}</HeaderSlotContext.Provider>
      </main>
    </div>
  );
}
