import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import LandingPage from '#web/pages/public/landing.tsx';
import NotFoundPage from '#web/pages/public/not-found.tsx';

// The one route table. Every page but the landing loads on demand, to keep `/` small.
const routes: Array<{ path: string; page: React.ComponentType }> = [
  { path: '/aluno', page: lazy(() => import('#web/pages/aluno/dashboard.tsx')) },
  { path: '/aluno/notificacoes', page: lazy(() => import('#web/pages/aluno/notificacoes.tsx')) },
  { path: '/aluno/assinatura', page: lazy(() => import('#web/pages/aluno/assinatura.tsx')) },
  { path: '/aluno/bloqueio-demo', page: lazy(() => import('#web/pages/aluno/bloqueio-demo.tsx')) },
  { path: '/aluno/simulado/:id', page: lazy(() => import('#web/pages/aluno/simulado.tsx')) },
  { path: '/aluno/certificados', page: lazy(() => import('#web/pages/aluno/certificados.tsx')) },
  { path: '/aluno/historico', page: lazy(() => import('#web/pages/aluno/historico.tsx')) },
  { path: '/certificados/verificar/:code?', page: lazy(() => import('#web/pages/public/verificar-certificado.tsx')) },
  { path: '/aluno/perfil', page: lazy(() => import('#web/pages/aluno/perfil.tsx')) },
  { path: '/aluno/mural', page: lazy(() => import('#web/pages/aluno/mural.tsx')) },
  { path: '/aluno/favoritos', page: lazy(() => import('#web/pages/aluno/favoritos.tsx')) },
  { path: '/aluno/curso/:id', page: lazy(() => import('#web/pages/aluno/curso.tsx')) },
  { path: '/professor', page: lazy(() => import('#web/pages/professor/dashboard.tsx')) },
  { path: '/professor/notificacoes', page: lazy(() => import('#web/pages/professor/notificacoes.tsx')) },
  { path: '/admin', page: lazy(() => import('#web/pages/admin/dashboard.tsx')) },
  { path: '/admin/notificacoes', page: lazy(() => import('#web/pages/admin/notificacoes.tsx')) },
  { path: '/assinatura', page: lazy(() => import('#web/pages/public/assinatura.tsx')) },
  { path: '/assinatura/checkout/:planId', page: lazy(() => import('#web/pages/public/checkout.tsx')) },
];

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        {routes.map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
