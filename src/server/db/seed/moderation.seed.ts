import { hashPassword } from '#server/lib/passwords';
import type { Db } from '../database.ts';
import type { SeedContext } from './seed-context.ts';

// /admin/moderacao on a fresh install (issue 13 item 3): two more courses waiting for a
// decision (one of the demo teacher, with content, and one of Dra. Maria), students whose
// documents wait for review (one with a CPF whose check digits are wrong), one rejected
// earlier. Every other student counts as verified (they existed before verification did),
// except accounts still waiting for approval (admin seed): they have sent nothing yet.
// The approved courses already carry their approver (foundation seed).

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN = 'user-admin-demo';

interface SeedCourse {
  id: string; instructorId: string; title: string; category: string; submittedDaysAgo: number; description: string;
  modules: Array<{ title: string; lessons: Array<{ title: string; minutes: number; content: string }> }>;
}

const PENDING_COURSES: SeedCourse[] = [
  {
    id: 'prof-ia-generativa', instructorId: 'user-professor-demo', title: 'IA Generativa para Criadores', category: 'tecnologia', submittedDaysAgo: 1,
    description: 'Modelos de linguagem e de imagem na prática: prompts, limites e uso responsável.',
    modules: [
      { title: 'Como funcionam os modelos generativos', lessons: [
        { title: 'O que é um modelo de linguagem', minutes: 20, content: '# O que é um modelo de linguagem\n\nUm modelo de linguagem prevê a **próxima palavra** a partir das anteriores.\n\n- Treinado com grandes volumes de texto\n- Gera respostas plausíveis, não necessariamente verdadeiras' },
        { title: 'Escrevendo bons prompts', minutes: 25, content: '# Escrevendo bons prompts\n\n1. Diga o **papel** e o **objetivo**\n2. Dê exemplos do formato esperado\n3. Peça para o modelo explicar o raciocínio' },
      ] },
      { title: 'Uso responsável', lessons: [
        { title: 'Vieses e alucinações', minutes: 15, content: '# Vieses e alucinações\n\nConfira fatos em fontes confiáveis e **nunca** envie dados pessoais a serviços de terceiros sem consentimento.' },
      ] },
    ],
  },
  {
    id: 'prof-okr-na-pratica', instructorId: 'user-prof-maria', title: 'OKRs na Prática', category: 'negocios', submittedDaysAgo: 3,
    description: 'Defina objetivos e resultados-chave que a equipe entende e acompanha.',
    modules: [
      { title: 'Fundamentos', lessons: [
        { title: 'Objetivos e resultados-chave', minutes: 30, content: '# Objetivos e resultados-chave\n\nUm **objetivo** é qualitativo e inspirador; um **resultado-chave** é mensurável.' },
      ] },
    ],
  },
];

const STUDENTS = [
  { id: 'user-doc-gabriel', name: 'Gabriel Nunes', email: 'gabriel.nunes@eduia.com.br', cpf: '529.982.247-25', status: 'pendente', daysAgo: 2, reason: null },
  { id: 'user-doc-helena', name: 'Helena Castro', email: 'helena.castro@eduia.com.br', cpf: '390.533.447-05', status: 'pendente', daysAgo: 1, reason: null },
  { id: 'user-doc-igor', name: 'Igor Matos', email: 'igor.matos@eduia.com.br', cpf: '123.456.789-00', status: 'pendente', daysAgo: 4, reason: null },
  { id: 'user-doc-larissa', name: 'Larissa Campos', email: 'larissa.campos@eduia.com.br', cpf: '714.602.380-01', status: 'rejeitado', daysAgo: 6, reason: 'O nome do documento enviado não confere com o nome da conta.' },
] as const;

export async function seedModeration({ db, now }: SeedContext): Promise<void> {
  await db.updateTable('users').set({ identityStatus: 'verificado', identityReviewedBy: ADMIN, identityReviewedAt: now.toISOString() })
    .where('role', '=', 'aluno').where('status', '!=', 'pendente').where('identityStatus', 'is', null).execute();
  await seedStudents(db, now);
  await seedPendingCourses(db, now);
}

async function seedStudents(db: Db, now: Date) {
  const passwordHash = await hashPassword('Aluno@2024');
  for (const student of STUDENTS) {
    if (await db.selectFrom('users').select('id').where('id', '=', student.id).executeTakeFirst()) continue;
    const createdAt = new Date(now.getTime() - (student.daysAgo + 1) * DAY_MS).toISOString();
    const submittedAt = new Date(now.getTime() - student.daysAgo * DAY_MS).toISOString();
    const rejected = student.status === 'rejeitado';
    await db.insertInto('users').values({
      id: student.id, name: student.name, email: student.email, passwordHash, role: 'aluno', status: 'ativo', phone: null, bio: null, cpf: student.cpf,
      avatarFile: null, passwordChangedAt: createdAt, emailVerifiedAt: createdAt, totpSecret: null, lockedUntil: null, createdAt, lastAccessAt: null,
      identityStatus: student.status, identitySubmittedAt: submittedAt, identityRejectionReason: student.reason,
      identityReviewedAt: rejected ? new Date(now.getTime() - (student.daysAgo - 1) * DAY_MS).toISOString() : null, identityReviewedBy: rejected ? ADMIN : null,
    }).execute();
  }
}

async function seedPendingCourses(db: Db, now: Date) {
  for (const course of PENDING_COURSES) {
    if (await db.selectFrom('courses').select('id').where('id', '=', course.id).executeTakeFirst()) continue;
    const lessons = course.modules.flatMap((m) => m.lessons);
    await db.insertInto('courses').values({
      id: course.id, title: course.title, description: course.description, thumbnail: `/thumbnails/${course.category}.svg`, category: course.category,
      instructorId: course.instructorId, durationMinutes: lessons.reduce((sum, l) => sum + l.minutes, 0), rating: 0, isPremium: 0, status: 'pending',
      rejectionReason: null, submittedAt: new Date(now.getTime() - course.submittedDaysAgo * DAY_MS).toISOString(), approvedAt: null, approvedBy: null,
      createdAt: new Date(now.getTime() - (course.submittedDaysAgo + 5) * DAY_MS).toISOString(),
    }).execute();
    for (const [moduleIndex, module] of course.modules.entries()) {
      const moduleId = `${course.id}-m${moduleIndex + 1}`;
      await db.insertInto('courseModules').values({ id: moduleId, courseId: course.id, title: module.title, position: moduleIndex + 1 }).execute();
      for (const [lessonIndex, lesson] of module.lessons.entries()) {
        await db.insertInto('lessons').values({
          id: `${moduleId}-a${lessonIndex + 1}`, moduleId, courseId: course.id, title: lesson.title, durationMinutes: lesson.minutes, content: lesson.content, videoUrl: null, position: lessonIndex + 1,
        }).execute();
      }
    }
  }
}
