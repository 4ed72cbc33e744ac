import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pageTitle } from '#contracts/page-titles';
import { ROLES, type Role } from '#contracts/http';
import { usePlatformName } from '#web/features/settings/api/get-public-settings.ts';
import { homeOf, paths } from '#web/lib/paths.ts';
import LandingPage from '#web/pages/public/landing.tsx';
import NotFoundPage from '#web/pages/public/not-found.tsx';
import { page, withReadyMark, type PageRoute } from './page-route.ts';

/** The public pages (no session needed). */
const publicRoutes: PageRoute[] = [
  page(paths.publicPlans, () => import('#web/pages/public/assinatura.tsx')),
  page(paths.checkout, () => import('#web/pages/public/checkout.tsx')),
  page(paths.verifyCertificate, () => import('#web/pages/public/verificar-certificado.tsx')),
  // The three policy pages share one page file.
  page(paths.policies.terms, () => import('#web/pages/public/politica.tsx')),
  page(paths.policies.privacy, () => import('#web/pages/public/politica.tsx')),
  page(paths.policies.cookies, () => import('#web/pages/public/politica.tsx')),
  page(paths.maintenance, () => import('#web/pages/public/manutencao.tsx')),
  // What a signed-in account must resolve first (outside the areas, whose calls the server refuses until then).
  page(paths.account['password-change-required']!, () => import('#web/pages/conta/alterar-senha.tsx')),
  page(paths.account['email-verification-required']!, () => import('#web/pages/conta/confirmar-email.tsx')),
  page(paths.account['account-pending']!, () => import('#web/pages/conta/em-analise.tsx')),
  // An administrator's password-reset link (issue 13): no session needed.
  page(paths.passwordReset, () => import('#web/pages/conta/redefinir-senha.tsx')),
  page(paths.account['two-factor-required']!, () => import('#web/pages/conta/ativar-2fa.tsx')),
];

/** `/aluno` and everything below it. Paths stay absolute (no wouter `nest` base), so every link reads `paths` as is. */
const areaPrefix = (role: Role) => new RegExp(`^${homeOf(role)}(?:/.*)?$`);

/** Each area's pages, with its guard and layout once (app/area-routes.tsx, loaded with the first area page). */
const AreaRoutes = lazy(() => import('./area-routes.tsx'));

/**
 * While a page's or area's code loads: the header's bar, empty (no full-screen spinner). Kept
 * tiny on purpose: it ships with the landing (100 KB budget); the area shows its own skeletons.
 */
const codeLoading = (
  <div className="min-h-screen bg-background" aria-busy="true">
    <div className="h-16 border-b" />
  </div>
);

const Landing = withReadyMark(LandingPage);

/** The tab's title on every navigation (the server wrote the first page's): one map, src/contracts/page-titles.ts. */
function DocumentTitle() {
  const [location] = useLocation();
  const platformName = usePlatformName();
  useEffect(() => {
    document.title = pageTitle(location, platformName);
  }, [location, platformName]);
  return null;
}

/** The one route table. */
export function AppRouter() {
  return (
    <Suspense fallback={codeLoading}>
      <DocumentTitle />
      <Switch>
        <Route path={paths.home} component={Landing} />
        {publicRoutes.map((route) => (
          <Route key={route.pattern} path={route.pattern} component={route.page} />
        ))}
        {ROLES.map((role) => (
          <Route key={role} path={areaPrefix(role)}>
            <AreaRoutes role={role} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
