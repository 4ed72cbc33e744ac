import type { DemoAccount } from '#contracts/auth';
import type { AppContext } from '#server/context';

/**
 * The demo accounts of the landing page's role cards. Their credentials are public on
 * purpose (spec: "demo credentials shown on screen"); the seed creates them.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'aluno',
    title: 'Aluno',
    description: 'Acesse cursos, simulados, certificados e acompanhe seu progresso de aprendizado.',
    email: 'aluno@eduia.com.br',
    password: 'Aluno@2024',
  },
  {
    role: 'professor',
    title: 'Professor',
    description: 'Crie cursos, envie materiais, monte simulados e acompanhe o desempenho dos alunos.',
    email: 'professor@eduia.com.br',
    password: 'Professor@2024',
  },
  {
    role: 'admin',
    title: 'Administrador',
    description: 'Gerencie usuários, modere conteúdos, configure planos e acompanhe relatórios.',
    email: 'admin@eduia.com.br',
    password: 'Admin@2024',
  },
];

/**
 * The demo accounts this installation offers: all of them when it runs with demo data
 * (DEMO_DATA=true, set by `npm start` and `npm run dev`), none otherwise, so that a
 * production database that kept the seeded users still cannot be entered through them.
 */
export function demoAccountsOf(ctx: Pick<AppContext, 'config'>): DemoAccount[] {
  return ctx.config.DEMO_DATA ? DEMO_ACCOUNTS : [];
}
