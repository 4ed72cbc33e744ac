import { ACCOUNT_BLOCK_PAGES, MAINTENANCE_PAGE } from '#contracts/http';
import type { Role } from '#contracts/endpoint';

/**
 * A URL with one parameter, defined once: call it for a link (`paths.aluno.course(id)`),
 * read `.pattern` for the route table (`/aluno/curso/:id`). The value is URL-encoded.
 */
export interface ParamPath {
  (value: string): string;
  readonly pattern: string;
}

function withParam(pattern: `${string}/:${string}`): ParamPath {
  const href = (value: string) => pattern.replace(/:\w+$/, encodeURIComponent(value));
  return Object.assign(href, { pattern });
}

export interface OptionalParamPath {
  (value?: string): string;
  readonly pattern: string;
}

/** Like `withParam`, for an optional last segment: without a value, the path without it. */
function withOptionalParam(pattern: `${string}/:${string}?`): OptionalParamPath {
  const base = pattern.replace(/\/:\w+\?$/, '');
  const href = (value?: string) => (value ? `${base}/${encodeURIComponent(value)}` : base);
  return Object.assign(href, { pattern });
}

/** Every URL of the web app, defined once: the router and every link read it; no component hard-codes a path. */
export const paths = {
  home: '/',
  /** The page that resolves each account state the server reports (403 with this `code` until then). */
  account: ACCOUNT_BLOCK_PAGES as Record<string, string>,
  /** Where an administrator's password-reset link leads (`?token=`). */
  passwordReset: '/conta/redefinir-senha',
  publicPlans: '/assinatura',
  /** Checkout of one plan (public: a visitor creates a student account there). */
  checkout: withParam('/assinatura/checkout/:planId'),
  /** Public check of a certificate code; without a code, the form alone. */
  verifyCertificate: withOptionalParam('/certificados/verificar/:code?'),
  /** The published policy texts (settings, tab 'Políticas'). */
  policies: { terms: '/termos', privacy: '/privacidade', cookies: '/cookies' },
  /** What non-admins see while the platform is in maintenance (settings, maintenanceMode). */
  maintenance: MAINTENANCE_PAGE,
  aluno: {
    dashboard: '/aluno',
    profile: '/aluno/perfil',
    myData: '/aluno/meus-dados',
    history: '/aluno/historico',
    subscription: '/aluno/assinatura',
    noticeBoard: '/aluno/mural',
    favorites: '/aluno/favoritos',
    blockingDemo: '/aluno/bloqueio-demo',
    certificates: '/aluno/certificados',
    /** The certificates page with one certificate highlighted (history's 'Ver Certificado'). */
    certificate: (certificateId: string) => `/aluno/certificados?certificado=${encodeURIComponent(certificateId)}`,
    notifications: '/aluno/notificacoes',
    course: withParam('/aluno/curso/:id'),
    exam: withParam('/aluno/simulado/:id'),
  },
  professor: {
    dashboard: '/professor',
    profile: '/professor/perfil',
    myData: '/professor/meus-dados',
    quizEditor: '/professor/simulados/editar',
    /** The quiz editor on an existing quiz (`?id=`). */
    editQuiz: (id: string) => `/professor/simulados/editar?id=${encodeURIComponent(id)}`,
    /** The course editor; without an id, a new course. */
    courseEditor: withOptionalParam('/professor/cursos/:id?'),
    analytics: '/professor/analytics',
    students: '/professor/alunos',
    notifications: '/professor/notificacoes',
    /** Publishing to the notice board of the teacher's students (issue 12 item 7). */
    noticeBoard: '/professor/mural',
  },
  admin: {
    dashboard: '/admin',
    settings: '/admin/configuracoes',
    users: '/admin/usuarios',
    moderation: '/admin/moderacao',
    plans: '/admin/planos',
    reports: '/admin/relatorios',
    notifications: '/admin/notificacoes',
    audit: '/admin/auditoria',
    emails: '/admin/emails',
    /** Platform announcements and events (issue 13 item 8). */
    announcements: '/admin/avisos',
    /** The admin's own "Meus dados" and, below it, the holders' requests (LGPD). */
    myData: '/admin/meus-dados',
    /** The holders' requests and the retention periods (LGPD). */
    privacy: '/admin/privacidade',
  },
} as const;

/** The route pattern of a path: a static path is its own pattern. */
export const patternOf = (path: string | { readonly pattern: string }): string => (typeof path === 'string' ? path : path.pattern);

/** The area each role lands in after signing in; every page of the area lives under it. */
export const homeOf = (role: Role): string => paths[role].dashboard;

export const notificationsOf = (role: Role): string => paths[role].notifications;

/** Spec section 3 local storage keys. */
export const storageKeys = {
  theme: 'theme',
  userRole: 'userRole',
  favoriteCourses: 'favoriteCourses',
  courseNotes: (courseId: string, lessonId: string) => `course-notes-${courseId}-${lessonId}`,
} as const;
