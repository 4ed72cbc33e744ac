// The browser tab's title of each page ("Alunos · Academia Lumière"): one map, read by the
// server for the HTML's <title> and by the browser on every navigation (issue 28 item 4).
// Patterns are the web app's paths (src/web/lib/paths.ts); web/lib/page-titles.test.ts checks
// that every route of the route table has its entry.

import { patternMatcher } from './http.ts';
import { POLICY_TITLES } from './policies.ts';

const TITLES: Array<[pattern: string, title: string]> = [
  ['/assinatura', 'Planos'],
  ['/assinatura/checkout/:planId', 'Assinar'],
  ['/certificados/verificar/:code?', 'Verificar certificado'],
  ['/termos', POLICY_TITLES.terms],
  ['/privacidade', POLICY_TITLES.privacy],
  ['/cookies', POLICY_TITLES.cookies],
  ['/manutencao', 'Em manutenção'],
  ['/conta/alterar-senha', 'Alterar senha'],
  ['/conta/confirmar-email', 'Confirmar e-mail'],
  ['/conta/em-analise', 'Cadastro em análise'],
  ['/conta/redefinir-senha', 'Redefinir senha'],
  ['/conta/ativar-2fa', 'Verificação em duas etapas'],
  ['/aluno', 'Meus cursos'],
  ['/aluno/notificacoes', 'Notificações'],
  ['/aluno/assinatura', 'Assinatura'],
  ['/aluno/bloqueio-demo', 'Conteúdo exclusivo'],
  ['/aluno/simulado/:id', 'Simulado'],
  ['/aluno/certificados', 'Certificados'],
  ['/aluno/historico', 'Histórico'],
  ['/aluno/perfil', 'Perfil'],
  ['/aluno/mural', 'Mural de avisos'],
  ['/aluno/favoritos', 'Favoritos'],
  ['/aluno/curso/:id', 'Curso'],
  ['/aluno/meus-dados', 'Meus dados'],
  ['/professor', 'Painel do professor'],
  ['/professor/notificacoes', 'Notificações'],
  ['/professor/cursos/:id?', 'Editor de curso'],
  ['/professor/simulados/editar', 'Editor de simulado'],
  ['/professor/perfil', 'Perfil'],
  ['/professor/alunos', 'Alunos'],
  ['/professor/analytics', 'Analytics'],
  ['/professor/mural', 'Mural'],
  ['/professor/meus-dados', 'Meus dados'],
  ['/admin', 'Painel administrativo'],
  ['/admin/notificacoes', 'Notificações'],
  ['/admin/relatorios', 'Relatórios'],
  ['/admin/auditoria', 'Auditoria'],
  ['/admin/avisos', 'Avisos e eventos'],
  ['/admin/usuarios', 'Usuários'],
  ['/admin/emails', 'E-mails'],
  ['/admin/configuracoes', 'Configurações'],
  ['/admin/moderacao', 'Moderação'],
  ['/admin/planos', 'Planos e cupons'],
  ['/admin/meus-dados', 'Meus dados'],
  ['/admin/privacidade', 'Privacidade (LGPD)'],
];

const MATCHERS = TITLES.map(([pattern, title]) => ({ pattern, title, matcher: patternMatcher(pattern) }));

/** The page's own name, or null for the landing page and an unknown path. */
export function pageName(path: string): string | null {
  const bare = path.split(/[?#]/)[0] ?? '';
  return MATCHERS.find((m) => m.matcher.test(bare))?.title ?? null;
}

/** True when `pattern` (a route of the route table) has its entry. */
export const hasPageTitle = (pattern: string) => MATCHERS.some((m) => m.pattern === pattern);

const LANDING_TAGLINE = 'Educação Online Inteligente com IA';

export const NOT_FOUND_TITLE = 'Página não encontrada';

/** "Alunos · Academia Lumière"; the landing page is the platform and its tagline; any other path is "Página não encontrada · …". */
export function pageTitle(path: string, platformName: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  if (bare === '/' || bare === '') return `${platformName} · ${LANDING_TAGLINE}`;
  return `${pageName(bare) ?? NOT_FOUND_TITLE} · ${platformName}`;
}
