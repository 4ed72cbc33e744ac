import { hashPassword } from '#server/lib/passwords';
import { DEMO_ACCOUNTS } from '#server/modules/auth/demo-accounts';
import type { SeedContext } from './seed-context.ts';

/** Fixed ids so the seed is idempotent and other seeds can refer to these rows. */
export const SEED_IDS = {
  student: 'user-aluno-demo',
  teacher: 'user-professor-demo',
  admin: 'user-admin-demo',
  instructors: ['user-professor-demo', 'user-prof-maria', 'user-prof-joao', 'user-prof-ana'],
} as const;

const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;


export async function seedFoundation({ db, now }: SeedContext) {
  const iso = now.toISOString();
  const users = [
    { id: SEED_IDS.student, name: 'Lucas Almeida', email: demo('aluno').email, password: demo('aluno').password, role: 'aluno', createdAt: '2024-01-15T12:00:00.000Z', phone: '(11) 98765-4321', cpf: '123.456.789-09', bio: 'Estudante apaixonado por tecnologia e inteligência artificial.' },
    { id: SEED_IDS.teacher, name: 'Prof. Carlos Silva', email: demo('professor').email, password: demo('professor').password, role: 'professor', createdAt: '2023-08-01T12:00:00.000Z', phone: '(11) 91234-5678', cpf: '987.654.321-00', bio: 'Doutor em Ciência da Computação, especialista em IA.' },
    { id: SEED_IDS.admin, name: 'Administrador EduIA', email: demo('admin').email, password: demo('admin').password, role: 'admin', createdAt: '2023-06-01T12:00:00.000Z', phone: null, cpf: null, bio: null },
    { id: 'user-prof-maria', name: 'Dra. Maria Santos', email: 'maria.santos@eduia.com.br', password: 'Professora@2024', role: 'professor', createdAt: '2023-09-10T12:00:00.000Z', phone: null, cpf: null, bio: 'Consultora de negócios e gestão de projetos.' },
    { id: 'user-prof-joao', name: 'Prof. João Oliveira', email: 'joao.oliveira@eduia.com.br', password: 'Professor@2024', role: 'professor', createdAt: '2023-10-05T12:00:00.000Z', phone: null, cpf: null, bio: 'Professor de idiomas com 15 anos de experiência.' },
    { id: 'user-prof-ana', name: 'Profa. Ana Costa', email: 'ana.costa@eduia.com.br', password: 'Professora@2024', role: 'professor', createdAt: '2023-11-20T12:00:00.000Z', phone: null, cpf: null, bio: 'Especialista em marketing digital e design.' },
  ] as const;
  const existing = new Set((await db.selectFrom('users').select('id').execute()).map((u) => u.id));
  for (const user of users) {
    if (existing.has(user.id)) continue;
    const { password, ...rest } = user;
    await db
      .insertInto('users')
      .values({ ...rest, passwordHash: await hashPassword(password), status: 'ativo', emailVerifiedAt: rest.createdAt, passwordChangedAt: iso, avatarFile: null, lockedUntil: null, totpSecret: null, lastAccessAt: null })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  const courses = [
    { id: '1', title: 'Introdução à Inteligência Artificial', category: 'tecnologia', instructorId: 'user-professor-demo', durationMinutes: 20 * 60, rating: 4.8, isPremium: 0 },
    { id: '2', title: 'Machine Learning com Python', category: 'tecnologia', instructorId: 'user-professor-demo', durationMinutes: 35 * 60, rating: 4.9, isPremium: 1 },
    { id: '3', title: 'Gestão de Projetos Ágeis', category: 'negocios', instructorId: 'user-prof-maria', durationMinutes: 15 * 60, rating: 4.6, isPremium: 0 },
    { id: '4', title: 'Inglês para Negócios', category: 'idiomas', instructorId: 'user-prof-joao', durationMinutes: 30 * 60, rating: 4.7, isPremium: 0 },
    { id: '5', title: 'Marketing Digital Estratégico', category: 'marketing', instructorId: 'user-prof-ana', durationMinutes: 12 * 60, rating: 4.5, isPremium: 0 },
    { id: '6', title: 'Deep Learning e Redes Neurais', category: 'tecnologia', instructorId: 'user-professor-demo', durationMinutes: 40 * 60, rating: 4.9, isPremium: 1 },
    { id: '7', title: 'Empreendedorismo Digital', category: 'negocios', instructorId: 'user-prof-maria', durationMinutes: 10 * 60, rating: 4.4, isPremium: 0 },
    { id: '8', title: 'Espanhol Básico', category: 'idiomas', instructorId: 'user-prof-joao', durationMinutes: 25 * 60, rating: 4.3, isPremium: 0 },
    { id: '9', title: 'UX Design: Fundamentos', category: 'design', instructorId: 'user-prof-ana', durationMinutes: 18 * 60, rating: 4.7, isPremium: 0 },
    { id: '10', title: 'Análise de Dados com SQL', category: 'tecnologia', instructorId: 'user-professor-demo', durationMinutes: 16 * 60, rating: 4.6, isPremium: 0 },
    { id: '11', title: 'Finanças para Empreendedores', category: 'negocios', instructorId: 'user-prof-maria', durationMinutes: 8 * 60, rating: 4.2, isPremium: 0 },
    { id: '12', title: 'Marketing de Conteúdo e SEO', category: 'marketing', instructorId: 'user-prof-ana', durationMinutes: 14 * 60, rating: 4.5, isPremium: 1 },
    { id: '13', title: 'Design de Interfaces com Figma', category: 'design', instructorId: 'user-prof-ana', durationMinutes: 22 * 60, rating: 4.8, isPremium: 0 },
    { id: '14', title: 'Francês para Viagens', category: 'idiomas', instructorId: 'user-prof-joao', durationMinutes: 6 * 60, rating: 4.1, isPremium: 0 },
  ] as const;
  const dayMs = 24 * 60 * 60 * 1000;
  for (const [index, course] of courses.entries()) {
    // Older ids were published earlier, so "Novos Cursos" (newest first) is stable.
    const publishedAt = new Date(Date.UTC(2024, 0, 10) + index * 30 * dayMs).toISOString();
    await db
      .insertInto('courses')
      .values({
        ...course,
        description: `Curso completo de ${course.title.toLowerCase()}, com aulas práticas, exercícios e certificado de conclusão.`,
        thumbnail: `/thumbnails/${course.category}.svg`,
        status: 'approved',
        submittedAt: publishedAt,
        approvedAt: publishedAt,
        approvedBy: SEED_IDS.admin,
        createdAt: publishedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  // The spec's three sample notifications, for the demo student.
  const hour = 60 * 60 * 1000;
  const notifications = [
    { id: 'notif-demo-1', userId: SEED_IDS.student, type: 'certificate', title: 'Certificado disponível', description: 'Seu certificado de Gestão de Projetos Ágeis está pronto para download.', link: '/aluno/certificados', readAt: null, createdAt: new Date(now.getTime() - 2 * hour).toISOString() },
    { id: 'notif-demo-2', userId: SEED_IDS.student, type: 'course', title: 'Novo curso lançado', description: 'Design de Interfaces com Figma já está disponível no catálogo.', link: '/aluno/curso/13', readAt: null, createdAt: new Date(now.getTime() - 5 * hour).toISOString() },
    { id: 'notif-demo-3', userId: SEED_IDS.student, type: 'reminder', title: 'Continue estudando!', description: 'Você está a poucas aulas de concluir Machine Learning com Python.', link: '/aluno/curso/2', readAt: new Date(now.getTime() - 20 * hour).toISOString(), createdAt: new Date(now.getTime() - 24 * hour).toISOString() },
    { id: 'notif-demo-4', userId: SEED_IDS.teacher, type: 'moderation', title: 'Curso aprovado', description: 'Seu curso Análise de Dados com SQL foi aprovado e já está no catálogo.', link: '/professor', readAt: null, createdAt: new Date(now.getTime() - 3 * hour).toISOString() },
    { id: 'notif-demo-5', userId: SEED_IDS.admin, type: 'system', title: 'Curso aguardando moderação', description: 'Há cursos enviados por professores aguardando sua análise.', link: '/admin/moderacao', readAt: null, createdAt: new Date(now.getTime() - 1 * hour).toISOString() },
  ] as const;
  for (const n of notifications) {
    await db.insertInto('notifications').values(n).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
}
