import { paths, patternOf } from '#web/lib/paths.ts';

// Issue 15 (no waterfall): the GET calls each page makes on its first render, which the
// server names in the page's HTML (`<link rel="preload" as="fetch">`, src/server/plugins/spa.ts)
// so the data comes in parallel with the code instead of after it. Read at build time by
// scripts/route-hints.ts into `.vite/route-hints.json`.
//
// Each URL must be exactly what the page's fetch asks for (same query string, same order):
// otherwise the browser fetches twice and the preload is wasted, never wrong.
// tests/e2e/public/first-calls.spec.ts opens every route and checks that each preloaded URL
// is one the page fetched, once. `:name` is the route's parameter of that name (a call whose
// parameter the visited path lacks is left out); calls that depend on another call's answer
// (the lesson of a course) are not listed.

/** The area shell's calls (session, platform name, the bell's first page), on every area page. */
export const SHELL_FIRST_CALLS = ['/api/auth/me', '/api/settings/public', '/api/notifications?page=1&pageSize=5'];

/** The public pages' frame: platform name (header, footer) and the visitor's session, if any. */
const PUBLIC_FRAME = ['/api/settings/public', '/api/auth/me'];

const notificationsPage = ['/api/notifications?page=1&pageSize=10'];

/** Per route pattern, the page's own first calls (area pages: beyond the shell's). */
export const PAGE_FIRST_CALLS: Record<string, readonly string[]> = {
  [paths.home]: ['/api/settings/public', '/api/auth/demo-accounts', '/api/auth/me'],
  [paths.publicPlans]: [...PUBLIC_FRAME, '/api/billing/plans'],
  [patternOf(paths.checkout)]: [...PUBLIC_FRAME, '/api/billing/plans'],
  [patternOf(paths.verifyCertificate)]: ['/api/settings/public', '/api/certificates/verify/:code'],
  [paths.policies.terms]: ['/api/settings/public', '/api/settings/policies/terms'],
  [paths.policies.privacy]: ['/api/settings/public', '/api/settings/policies/privacy'],
  [paths.policies.cookies]: ['/api/settings/public', '/api/settings/policies/cookies'],
  [paths.maintenance]: PUBLIC_FRAME,
  [paths.passwordReset]: ['/api/settings/public'],

  [paths.aluno.dashboard]: ['/api/learning/favorites', '/api/learning/dashboard', '/api/learning/recommendations'],
  [paths.aluno.notifications]: notificationsPage,
  [paths.aluno.subscription]: ['/api/billing/subscription', '/api/billing/plans', '/api/billing/payments'],
  [patternOf(paths.aluno.exam)]: ['/api/exams/:id'],
  [paths.aluno.certificates]: ['/api/certificates'],
  [paths.aluno.history]: ['/api/history'],
  [paths.aluno.profile]: ['/api/users/me/profile', '/api/users/me/identity', '/api/users/me/security'],
  [paths.aluno.noticeBoard]: ['/api/notices/events', '/api/notices/tasks', '/api/notices/announcements', '/api/notices/messages'],
  [paths.aluno.favorites]: ['/api/learning/favorites'],
  [patternOf(paths.aluno.course)]: ['/api/courses/:id'],

  [paths.professor.dashboard]: ['/api/teacher/courses?page=1&pageSize=12', '/api/teacher/materials?page=1&pageSize=12', '/api/teacher/quizzes?page=1&pageSize=12'],
  [paths.professor.notifications]: notificationsPage,
  [patternOf(paths.professor.courseEditor)]: ['/api/teacher/courses/:id', '/api/teacher/materials?courseId=:id&page=1&pageSize=12'],
  [paths.professor.quizEditor]: ['/api/teacher/course-options'],
  [paths.professor.profile]: ['/api/users/me/profile', '/api/users/me/professional', '/api/users/me/security'],
  [paths.professor.students]: ['/api/teacher/students?order=asc&page=1&pageSize=20'],
  [paths.professor.analytics]: ['/api/teacher/analytics?days=30'],
  [paths.professor.noticeBoard]: ['/api/teacher/course-options', '/api/teacher/notices'],

  [paths.admin.dashboard]: ['/api/admin/dashboard'],
  [paths.admin.notifications]: notificationsPage,
  [paths.admin.reports]: ['/api/admin/reports/transactions?period=30&page=1', '/api/admin/reports?period=30'],
  [paths.admin.audit]: ['/api/admin/audit?page=1'],
  [paths.admin.announcements]: ['/api/billing/plans', '/api/admin/notices'],
  [paths.admin.users]: ['/api/admin/users?page=1&sort=createdAt&dir=desc'],
  [paths.admin.emails]: ['/api/admin/emails?page=1'],
  [paths.admin.privacy]: ['/api/admin/privacy/requests', '/api/admin/settings/retention'],
  [paths.admin.settings]: ['/api/admin/settings/platform', '/api/admin/settings/email', '/api/admin/settings/security', '/api/admin/settings/policies'],
  [paths.admin.moderation]: [
    '/api/admin/moderation/courses?status=pending',
    '/api/admin/moderation/courses?status=approved',
    '/api/admin/moderation/students?status=pendente',
    '/api/admin/moderation/students?status=rejeitado',
  ],
  [paths.admin.plans]: ['/api/admin/plans', '/api/admin/coupons'],
};
