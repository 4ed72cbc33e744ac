import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import type { Role } from '#contracts/endpoint';
import { homeOf, paths, patternOf } from '#web/lib/paths.ts';
import LandingPage from '#web/pages/public/landing.tsx';
import NotFoundPage from '#web/pages/public/not-found.tsx';

type PageModule = { default: ComponentType };

interface PageRoute {
  /** the route pattern, read from `paths` (defined once there) */
  pattern: string;
  load: () => Promise<PageModule>;
  page: ComponentType;
  /** the exam keeps the student on the attempt: no area menu in its header */
  withoutMenu?: boolean;
}

// Every page but the landing loads on demand, to keep `/` small.
function page(path: string | { readonly pattern: string }, load: () => Promise<PageModule>, options: { withoutMenu?: boolean } = {}): PageRoute {
  return { pattern: patternOf(path), load, page: lazy(load), ...options };
}

/** The public pages (no session needed). */
const publicRoutes: PageRoute[] = [
  page(paths.publicPlans, () => import('#web/pages/public/assinatura.tsx')),
  page(paths.checkout, () => import('#web/pages/public/checkout.tsx')),
  page(paths.verifyCertificate, () => import('#web/pages/public/verificar-certificado.tsx')),
  // What a signed-in account must resolve first (outside the areas, whose calls the server refuses until then).
  page(paths.account['password-change-required']!, () => import('#web/pages/conta/alterar-senha.tsx')),
  page(paths.account['email-verification-required']!, () => import('#web/pages/conta/confirmar-email.tsx')),
  page(paths.account['account-pending']!, () => import('#web/pages/conta/em-analise.tsx')),
];

/** Each area's pages, under one guard and one layout (`AreaShell`) per area. */
const areaRoutes: Record<Role, PageRoute[]> = {
  aluno: [
    page(paths.aluno.dashboard, () => import('#web/pages/aluno/dashboard.tsx')),
    page(paths.aluno.notifications, () => import('#web/pages/aluno/notificacoes.tsx')),
    page(paths.aluno.subscription, () => import('#web/pages/aluno/assinatura.tsx')),
    page(paths.aluno.blockingDemo, () => import('#web/pages/aluno/bloqueio-demo.tsx')),
    page(paths.aluno.exam, () => import('#web/pages/aluno/simulado.tsx'), { withoutMenu: true }),
    page(paths.aluno.certificates, () => import('#web/pages/aluno/certificados.tsx')),
    page(paths.aluno.history, () => import('#web/pages/aluno/historico.tsx')),
    page(paths.aluno.profile, () => import('#web/pages/aluno/perfil.tsx')),
    page(paths.aluno.noticeBoard, () => import('#web/pages/aluno/mural.tsx')),
    page(paths.aluno.favorites, () => import('#web/pages/aluno/favoritos.tsx')),
    page(paths.aluno.course, () => import('#web/pages/aluno/curso.tsx')),
  ],
  professor: [
    page(paths.professor.dashboard, () => import('#web/pages/professor/dashboard.tsx')),
    page(paths.professor.notifications, () => import('#web/pages/professor/notificacoes.tsx')),
    page(paths.professor.courseEditor, () => import('#web/pages/professor/curso-editar.tsx')),
    page(paths.professor.quizEditor, () => import('#web/pages/professor/simulados-editar.tsx')),
  ],
  admin: [
    page(paths.admin.dashboard, () => import('#web/pages/admin/dashboard.tsx')),
    page(paths.admin.notifications, () => import('#web/pages/admin/notificacoes.tsx')),
  ],
};

const AreaShell = lazy(() => import('./area-shell.tsx'));

/** `/aluno` and everything below it. Paths stay absolute (no wouter `nest` base), so every link reads `paths` as is. */
const areaPrefix = (role: Role) => new RegExp(`^${homeOf(role)}(?:/.*)?$`);

/**
 * One area: its page is matched here so the page's code starts loading together with the
 * shell's (no waterfall); a path the area does not have is the public 'not found' page.
 */
function AreaRoutes({ role }: { role: Role }) {
  const router = useRouter();
  const [location] = useLocation();
  const route = areaRoutes[role].find((r) => matchRoute(router.parser, r.pattern, location)[0]);
  if (!route) return <NotFoundPage />;
  void route.load();
  return (
    <AreaShell role={role} withMenu={!route.withoutMenu}>
      <Route path={route.pattern} component={route.page} />
    </AreaShell>
  );
}

/**
 * While a page's or area's code loads: the header's bar, empty (no full-screen spinner). Kept
 * tiny on purpose: it ships with the landing (100 KB budget); the area shows its own skeletons.
 */
const codeLoading = (
  <div className="min-h-screen bg-background" aria-busy="true">
    <div className="h-16 border-b" />
  </div>
);

/** The one route table. */
export function AppRouter() {
  return (
    <Suspense fallback={codeLoading}>
      <Switch>
        <Route path={paths.home} component={LandingPage} />
        {publicRoutes.map((route) => (
          <Route key={route.pattern} path={route.pattern} component={route.page} />
        ))}
        {(Object.keys(areaRoutes) as Role[]).map((role) => (
          <Route key={role} path={areaPrefix(role)}>
            <AreaRoutes role={role} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
