import { matchRoute, Route, useLocation, useRouter } from 'wouter';
// The shell draws before its page has loaded: tailwind-merge is here already (lib/utils.ts).
import '#web/lib/class-merge.ts';
import type { Role } from '#contracts/http';
import { paths } from '#web/lib/paths.ts';
import NotFoundPage from '#web/pages/public/not-found.tsx';
import AreaShell from './area-shell.tsx';
import { page, type PageRoute } from './page-route.ts';

// The areas' route table, in its own chunk: loaded on the first visit of an area, so the
// landing (100 KB budget) does not carry every area page's lazy import and preload list.

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
    page(paths.aluno.myData, () => import('#web/pages/conta/meus-dados.tsx')),
  ],
  professor: [
    page(paths.professor.dashboard, () => import('#web/pages/professor/dashboard.tsx')),
    page(paths.professor.notifications, () => import('#web/pages/professor/notificacoes.tsx')),
    page(paths.professor.courseEditor, () => import('#web/pages/professor/curso-editar.tsx')),
    page(paths.professor.quizEditor, () => import('#web/pages/professor/simulados-editar.tsx')),
    page(paths.professor.profile, () => import('#web/pages/professor/perfil.tsx')),
    page(paths.professor.students, () => import('#web/pages/professor/alunos.tsx')),
    page(paths.professor.analytics, () => import('#web/pages/professor/analytics.tsx')),
    page(paths.professor.noticeBoard, () => import('#web/pages/professor/mural.tsx')),
    page(paths.professor.myData, () => import('#web/pages/professor/meus-dados.tsx')),
  ],
  admin: [
    page(paths.admin.dashboard, () => import('#web/pages/admin/dashboard.tsx')),
    page(paths.admin.notifications, () => import('#web/pages/admin/notificacoes.tsx')),
    page(paths.admin.reports, () => import('#web/pages/admin/relatorios.tsx')),
    page(paths.admin.audit, () => import('#web/pages/admin/auditoria.tsx')),
    page(paths.admin.announcements, () => import('#web/pages/admin/avisos.tsx')),
    page(paths.admin.users, () => import('#web/pages/admin/usuarios.tsx')),
    page(paths.admin.emails, () => import('#web/pages/admin/emails.tsx')),
    page(paths.admin.settings, () => import('#web/pages/admin/configuracoes.tsx')),
    page(paths.admin.moderation, () => import('#web/pages/admin/moderacao.tsx')),
    page(paths.admin.plans, () => import('#web/pages/admin/planos.tsx')),
    page(paths.admin.myData, () => import('#web/pages/admin/meus-dados.tsx')),
    page(paths.admin.privacy, () => import('#web/pages/admin/privacidade.tsx')),
  ],
};

/**
 * One area: its page is matched here so the page's code starts loading together with the
 * shell's (no waterfall); a path the area does not have is the public 'not found' page.
 */
export default function AreaRoutes({ role }: { role: Role }) {
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
