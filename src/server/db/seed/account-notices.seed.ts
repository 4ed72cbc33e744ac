import { hashPassword } from '#server/lib/passwords';
import type { SeedContext } from './seed-context.ts';

/**
 * Notice board and account data: events, registrations, tasks, announcements and teacher
 * messages for the demo student (dates relative to `now`), the demo student's notification
 * preferences, and three students kept for the browser journeys that change credentials or
 * board state, so the demo accounts are never altered by tests.
 */
export const ACCOUNT_SEED_IDS = {
  student: 'user-aluno-demo',
  /** security journey: changes its password, enrols 2FA */
  diego: 'user-aluno-diego',
  /** profile and notice-board journeys */
  elisa: 'user-aluno-elisa',
  /** live-notification journey */
  fernanda: 'user-aluno-fernanda',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in São Paulo, `days` from now. */
const dayFrom = (now: Date, days: number) => dayFormat.format(new Date(now.getTime() + days * DAY_MS));
/** A São Paulo wall-clock time `days` from now (Brazil has no daylight saving since 2019). */
const atSaoPaulo = (now: Date, days: number, time: string) => new Date(`${dayFrom(now, days)}T${time}:00-03:00`).toISOString();
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export async function seedAccountNotices({ db, now }: SeedContext) {
  const iso = now.toISOString();
  const hour = 60 * 60 * 1000;

  const students = [
    { id: ACCOUNT_SEED_IDS.diego, name: 'Diego Rocha', email: 'diego@eduia.com.br', createdAt: '2024-05-20T12:00:00.000Z', phone: '(21) 99876-5432', cpf: '234.567.890-12', bio: 'Desenvolvedor em transição para ciência de dados.' },
    { id: ACCOUNT_SEED_IDS.elisa, name: 'Elisa Prado', email: 'elisa@eduia.com.br', createdAt: '2024-03-08T12:00:00.000Z', phone: '(31) 98888-7777', cpf: '345.678.901-23', bio: 'Designer aprendendo inteligência artificial.' },
    { id: ACCOUNT_SEED_IDS.fernanda, name: 'Fernanda Dias', email: 'fernanda@eduia.com.br', createdAt: '2024-07-01T12:00:00.000Z', phone: null, cpf: '456.789.012-34', bio: null },
  ];
  const existing = new Set((await db.selectFrom('users').select('id').execute()).map((u) => u.id));
  for (const student of students) {
    if (existing.has(student.id)) continue;
    await db
      .insertInto('users')
      .values({
        ...student, passwordHash: await hashPassword('Aluno@2024'), role: 'aluno', status: 'ativo', avatarFile: null,
        emailVerifiedAt: student.createdAt, passwordChangedAt: iso, totpSecret: null, lockedUntil: null, lastAccessAt: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // They study Prof. Carlos Silva's free introductory course, so he can message them.
  for (const student of students) {
    await db
      .insertInto('enrollments')
      .values({ id: `enroll-${student.id}-1`, userId: student.id, courseId: '1', enrolledAt: ago(now, 20 * DAY_MS), lastAccessedAt: ago(now, 2 * DAY_MS), progressPercent: 0, completedAt: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  // Spec section 4 defaults, stored for the demo student.
  await db
    .insertInto('notificationPreferences')
    .values({ userId: ACCOUNT_SEED_IDS.student, email: 1, push: 0, newCourses: 1, certificates: 1, promotions: 0, updatedAt: iso })
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Fernanda's live-notification journey starts with no notification: she does not follow
  // new-content notices, so a platform content announcement published by another browser
  // journey (admin/notice-publishing) does not reach her bell first.
  await db
    .insertInto('notificationPreferences')
    .values({ userId: ACCOUNT_SEED_IDS.fernanda, email: 1, push: 0, newCourses: 0, certificates: 1, promotions: 0, updatedAt: iso })
    .onConflict((oc) => oc.doNothing())
    .execute();

  // Each item has a real publisher and audience (issue 12 item 7, issue 13 item 8): a
  // teacher's event reaches the students of their course; the platform's (published by the
  // admin) every student, or the subscribers of one plan.
  const events = [
    { id: 'event-live-ml', type: 'live', title: 'Aula ao vivo: Tira-dúvidas de Machine Learning', description: 'Traga suas dúvidas sobre regressão, classificação e validação de modelos.', instructorId: 'user-professor-demo', audience: 'course', courseId: '2', planId: null, capacity: 50, startsAt: atSaoPaulo(now, 2, '19:00'), durationMinutes: 90 },
    { id: 'event-webinar-ia', type: 'webinar', title: 'Webinar: O Futuro da IA Generativa', description: 'Tendências, oportunidades de carreira e cuidados éticos com modelos generativos.', instructorId: 'user-professor-demo', audience: 'course', courseId: '1', planId: null, capacity: null, startsAt: atSaoPaulo(now, 5, '20:00'), durationMinutes: 60 },
    { id: 'event-workshop-figma', type: 'workshop', title: 'Workshop: Protótipos Interativos no Figma', description: 'Mão na massa: do wireframe ao protótipo navegável em três horas. Aberto a todos os alunos da plataforma.', instructorId: 'user-prof-ana', audience: 'all', courseId: null, planId: null, capacity: 30, startsAt: atSaoPaulo(now, 8, '14:00'), durationMinutes: 180 },
    { id: 'event-live-ingles', type: 'live', title: 'Live: Inglês para Entrevistas de Emprego', description: 'Simulação de entrevistas e as perguntas mais comuns em processos seletivos.', instructorId: 'user-prof-joao', audience: 'course', courseId: '4', planId: null, capacity: null, startsAt: atSaoPaulo(now, 12, '18:30'), durationMinutes: 60 },
    { id: 'event-webinar-agil', type: 'webinar', title: 'Webinar: Scrum na Prática', description: 'Como times reais organizam sprints, cerimônias e métricas.', instructorId: 'user-prof-maria', audience: 'course', courseId: '3', planId: null, capacity: null, startsAt: atSaoPaulo(now, 16, '19:30'), durationMinutes: 75 },
  ];
  for (const event of events) {
    await db.insertInto('events').values({ ...event, createdAt: ago(now, 10 * DAY_MS) }).onConflict((oc) => oc.doNothing()).execute();
  }
  const registrations = [
    ['event-live-ml', ACCOUNT_SEED_IDS.student], ['event-live-ml', ACCOUNT_SEED_IDS.diego], ['event-live-ml', ACCOUNT_SEED_IDS.fernanda],
    ['event-webinar-ia', ACCOUNT_SEED_IDS.diego], ['event-webinar-ia', ACCOUNT_SEED_IDS.fernanda],
    ['event-workshop-figma', ACCOUNT_SEED_IDS.student],
    ['event-webinar-agil', ACCOUNT_SEED_IDS.diego],
  ] as const;
  for (const [eventId, userId] of registrations) {
    await db.insertInto('eventRegistrations').values({ eventId, userId, createdAt: ago(now, 3 * DAY_MS) }).onConflict((oc) => oc.doNothing()).execute();
  }
  await db
    .insertInto('eventReminders')
    .values({ id: 'reminder-demo-live-ml', eventId: 'event-live-ml', userId: ACCOUNT_SEED_IDS.student, remindAt: new Date(new Date(events[0].startsAt).getTime() - hour).toISOString(), sentAt: null, createdAt: ago(now, 3 * DAY_MS) })
    .onConflict((oc) => oc.doNothing())
    .execute();

  // A task is published once for a course; each enrolled student ticks it off for themselves.
  const tasks = [
    { id: 'task-demo-1', courseId: '2', title: 'Entregar o exercício de regressão linear', description: 'Implemente a regressão com scikit-learn e envie o notebook.', dueDate: dayFrom(now, 2), priority: 'alta' },
    { id: 'task-demo-2', courseId: '2', title: 'Ler o capítulo sobre redes neurais', description: 'Capítulo 4 do material complementar.', dueDate: dayFrom(now, 5), priority: 'média' },
    { id: 'task-demo-3', courseId: '10', title: 'Resolver a lista de consultas SQL', description: 'Exercícios 1 a 10 de JOIN e GROUP BY.', dueDate: dayFrom(now, 9), priority: 'baixa' },
    { id: 'task-demo-4', courseId: '2', title: 'Assistir à aula de validação cruzada', description: '', dueDate: dayFrom(now, -1), priority: 'média' },
    { id: 'task-elisa-1', courseId: '1', title: 'Responder ao questionário do módulo 1', description: 'Dez questões sobre a história da IA.', dueDate: dayFrom(now, 3), priority: 'alta' },
    { id: 'task-elisa-2', courseId: '1', title: 'Publicar sua apresentação no fórum', description: '', dueDate: dayFrom(now, 6), priority: 'baixa' },
  ];
  const instructors = new Map((await db.selectFrom('courses').select(['id', 'instructorId']).execute()).map((c) => [c.id, c.instructorId]));
  for (const task of tasks) {
    const createdAt = ago(now, 7 * DAY_MS);
    await db.insertInto('courseTasks').values({ ...task, authorId: instructors.get(task.courseId) ?? null, createdAt, updatedAt: createdAt }).onConflict((oc) => oc.doNothing()).execute();
  }
  const ticks = [
    ['task-demo-4', ACCOUNT_SEED_IDS.student, ago(now, 2 * DAY_MS)],
    ['task-demo-1', ACCOUNT_SEED_IDS.diego, ago(now, 1 * DAY_MS)],
    ['task-elisa-2', ACCOUNT_SEED_IDS.diego, ago(now, 1 * DAY_MS)],
  ] as const;
  for (const [taskId, userId, completedAt] of ticks) {
    await db.insertInto('taskCompletions').values({ taskId, userId, completedAt }).onConflict((oc) => oc.doNothing()).execute();
  }

  const maintenanceDay = dayFrom(now, 6);
  const announcements = [
    { id: 'announcement-simulados', title: 'Novo recurso: simulados com correção automática', message: 'Agora os simulados mostram a correção e a explicação de cada questão logo após o envio.', type: 'feature', priority: 'success', authorId: 'user-admin-demo', audience: 'all', courseId: null, planId: null, scheduledFor: null, publishedAt: ago(now, 1 * DAY_MS) },
    { id: 'announcement-manutencao', title: 'Manutenção programada', message: `A plataforma ficará indisponível em ${maintenanceDay.split('-').reverse().join('/')}, das 2h às 4h (horário de Brasília), para atualização dos servidores.`, type: 'maintenance', priority: 'warning', authorId: 'user-admin-demo', audience: 'all', courseId: null, planId: null, scheduledFor: new Date(`${maintenanceDay}T02:00:00-03:00`).toISOString(), publishedAt: ago(now, 2 * DAY_MS) },
    { id: 'announcement-design', title: 'Novos cursos de Design', message: 'Design de Interfaces com Figma e UX Design: Fundamentos já estão no catálogo.', type: 'content', priority: 'info', authorId: 'user-admin-demo', audience: 'all', courseId: null, planId: null, scheduledFor: null, publishedAt: ago(now, 5 * DAY_MS) },
    { id: 'announcement-anual', title: 'Assinantes do plano Anual: mentoria em grupo', message: 'Todo mês, uma mentoria de carreira ao vivo exclusiva para quem assina o plano Anual. A agenda sai no mural.', type: 'content', priority: 'success', authorId: 'user-admin-demo', audience: 'plan', courseId: null, planId: 'annual', scheduledFor: null, publishedAt: ago(now, 3 * DAY_MS) },
    { id: 'announcement-ml-projeto', title: 'Projeto final de Machine Learning', message: 'O enunciado do projeto final já está nos materiais do curso. Formem duplas até sexta-feira.', type: 'content', priority: 'info', authorId: 'user-professor-demo', audience: 'course', courseId: '2', planId: null, scheduledFor: null, publishedAt: ago(now, 4 * DAY_MS) },
  ];
  for (const announcement of announcements) {
    await db.insertInto('announcements').values({ ...announcement, createdAt: announcement.publishedAt, updatedAt: null }).onConflict((oc) => oc.doNothing()).execute();
  }

  const messages = [
    { id: 'message-demo-1', teacherId: 'user-professor-demo', studentId: ACCOUNT_SEED_IDS.student, courseId: '2', message: 'Ótimo progresso no módulo de regressão! Não esqueça de revisar a aula de validação cruzada antes do simulado.', createdAt: ago(now, 3 * hour) },
    { id: 'message-demo-2', teacherId: 'user-prof-maria', studentId: ACCOUNT_SEED_IDS.student, courseId: '3', message: 'Parabéns pela conclusão de Gestão de Projetos Ágeis! Seu projeto final ficou excelente.', createdAt: ago(now, 2 * DAY_MS) },
    { id: 'message-demo-3', teacherId: 'user-prof-ana', studentId: ACCOUNT_SEED_IDS.student, courseId: '9', message: 'Deixei comentários no seu protótipo. Que tal aplicar as sugestões no workshop de Figma?', createdAt: ago(now, 5 * DAY_MS) },
    { id: 'message-elisa-1', teacherId: 'user-professor-demo', studentId: ACCOUNT_SEED_IDS.elisa, courseId: '1', message: 'Bem-vinda ao curso! Comece pelo módulo 1 e qualquer dúvida me escreva.', createdAt: ago(now, 1 * DAY_MS) },
  ];
  for (const message of messages) {
    await db.insertInto('teacherMessages').values(message).onConflict((oc) => oc.doNothing()).execute();
  }
}
