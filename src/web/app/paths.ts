import type { Role } from '#contracts/endpoint';

/** Every URL of the web app; components never hard-code a path. */
export const paths = {
  home: '/',
  publicPlans: '/assinatura',
  /** Checkout of one plan (public: a visitor creates a student account there). */
  checkout: (planId: string) => `/assinatura/checkout/${encodeURIComponent(planId)}`,
  /** Public check of a certificate code; without a code, the form alone. */
  verifyCertificate: (code?: string) => (code ? `/certificados/verificar/${encodeURIComponent(code)}` : '/certificados/verificar'),
  aluno: {
    dashboard: '/aluno',
    profile: '/aluno/perfil',
    history: '/aluno/historico',
    subscription: '/aluno/assinatura',
    noticeBoard: '/aluno/mural',
    favorites: '/aluno/favoritos',
    blockingDemo: '/aluno/bloqueio-demo',
    certificates: '/aluno/certificados',
    notifications: '/aluno/notificacoes',
    course: (id: string) => `/aluno/curso/${encodeURIComponent(id)}`,
    exam: (id: string) => `/aluno/simulado/${encodeURIComponent(id)}`,
  },
  professor: {
    dashboard: '/professor',
    profile: '/professor/perfil',
    quizEditor: '/professor/simulados/editar',
    analytics: '/professor/analytics',
    students: '/professor/alunos',
    notifications: '/professor/notificacoes',
  },
  admin: {
    dashboard: '/admin',
    settings: '/admin/configuracoes',
    users: '/admin/usuarios',
    moderation: '/admin/moderacao',
    plans: '/admin/planos',
    reports: '/admin/relatorios',
    notifications: '/admin/notificacoes',
  },
} as const;

/** The area each role lands in after signing in. */
export const homeOf = (role: Role): string => paths[role].dashboard;

export const notificationsOf = (role: Role): string => paths[role].notifications;

/** Spec section 3 local storage keys. */
export const storageKeys = {
  theme: 'theme',
  userRole: 'userRole',
  favoriteCourses: 'favoriteCourses',
  courseNotes: (courseId: string, lessonId: string) => `course-notes-${courseId}-${lessonId}`,
} as const;
