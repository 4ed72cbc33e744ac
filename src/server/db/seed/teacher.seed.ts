import { hashPassword } from '#server/lib/passwords';
import type { Db } from '../database.ts';
import type { SeedContext } from './seed-context.ts';

// The demo teacher's courses outside the catalogue, one per moderation status the
// catalogue hides (issue 12 item 9): draft, pending and rejected with the admin's reason.
// The approved ones (1, 2, 6, 10) come from the foundation seed. Added after every other
// seeder, so no quiz, enrolment or figure of the student demo changes. A small class of
// students has taken the demo teacher's quiz of course 1, so item analysis shows figures.

const TEACHER = 'user-professor-demo';

interface SeedCourse {
  id: string;
  title: string;
  description: string;
  category: string;
  status: 'draft' | 'pending' | 'rejected';
  rejectionReason?: string;
  submittedDaysAgo?: number;
  modules: Array<{ title: string; lessons: Array<{ title: string; minutes: number; content: string }> }>;
}

const COURSES: SeedCourse[] = [
  {
    id: 'prof-python-iniciantes',
    title: 'Python para Iniciantes',
    description: 'Primeiros passos em programação com Python: variáveis, decisões, repetições e funções.',
    category: 'tecnologia',
    status: 'draft',
    modules: [
      {
        title: 'Começando com Python',
        lessons: [
          { title: 'Instalando o Python', minutes: 15, content: '# Instalando o Python\n\nBaixe a versão mais recente em [python.org](https://www.python.org) e marque **Add Python to PATH**.\n\n- Windows: instalador oficial\n- macOS e Linux: gerenciador de pacotes' },
          { title: 'Variáveis e tipos', minutes: 25, content: '# Variáveis e tipos\n\nUma variável guarda um valor: `idade = 30`.\n\n1. Números inteiros (`int`)\n2. Textos (`str`)\n3. Verdadeiro ou falso (`bool`)' },
        ],
      },
    ],
  },
  {
    id: 'prof-visao-computacional',
    title: 'Visão Computacional na Prática',
    description: 'Classificação e detecção de objetos em imagens com redes convolucionais.',
    category: 'tecnologia',
    status: 'pending',
    submittedDaysAgo: 2,
    modules: [
      {
        title: 'Imagens como dados',
        lessons: [
          { title: 'Pixels, canais e tensores', minutes: 20, content: '# Pixels, canais e tensores\n\nUma imagem colorida é um tensor **altura × largura × 3**.' },
          { title: 'Convoluções', minutes: 30, content: '# Convoluções\n\nUm filtro percorre a imagem e realça padrões como *bordas* e *texturas*.' },
        ],
      },
    ],
  },
  {
    id: 'prof-nlp-fundamentos',
    title: 'Processamento de Linguagem Natural',
    description: 'Do texto ao modelo: tokenização, embeddings e classificação de sentimentos.',
    category: 'tecnologia',
    status: 'rejected',
    rejectionReason: 'O módulo 2 está sem aulas e a descrição não diz o que o aluno vai construir. Complete o conteúdo e envie novamente.',
    submittedDaysAgo: 6,
    modules: [
      {
        title: 'Texto como dados',
        lessons: [{ title: 'Tokenização', minutes: 20, content: '# Tokenização\n\nSeparar o texto em unidades: palavras, subpalavras ou caracteres.' }],
      },
      { title: 'Modelos de linguagem', lessons: [] },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedTeacher({ db, now }: SeedContext): Promise<void> {
  await seedDraftCourses(db, now);
  await seedQuizClass(db, now);
}

async function seedDraftCourses(db: Db, now: Date): Promise<void> {
  for (const course of COURSES) {
    if (await db.selectFrom('courses').select('id').where('id', '=', course.id).executeTakeFirst()) continue;
    const submittedAt = course.submittedDaysAgo === undefined ? null : new Date(now.getTime() - course.submittedDaysAgo * DAY_MS).toISOString();
    const minutes = course.modules.flatMap((m) => m.lessons).reduce((sum, lesson) => sum + lesson.minutes, 0);
    await db
      .insertInto('courses')
      .values({
        id: course.id, title: course.title, description: course.description, thumbnail: `/thumbnails/${course.category}.svg`, category: course.category,
        instructorId: TEACHER, durationMinutes: minutes, rating: 0, isPremium: 0, status: course.status, rejectionReason: course.rejectionReason ?? null,
        submittedAt, approvedAt: null, approvedBy: null, createdAt: new Date(now.getTime() - 10 * DAY_MS).toISOString(),
      })
      .execute();
    for (const [moduleIndex, module] of course.modules.entries()) {
      const moduleId = `${course.id}-m${moduleIndex + 1}`;
      await db.insertInto('courseModules').values({ id: moduleId, courseId: course.id, title: module.title, position: moduleIndex + 1 }).execute();
      for (const [lessonIndex, lesson] of module.lessons.entries()) {
        await db
          .insertInto('lessons')
          .values({ id: `${moduleId}-a${lessonIndex + 1}`, moduleId, courseId: course.id, title: lesson.title, durationMinutes: lesson.minutes, content: lesson.content, videoUrl: null, position: lessonIndex + 1 })
          .execute();
      }
    }
  }
}

const CLASS = [
  { id: 'user-turma-ia-1', name: 'Rafael Souza', email: 'rafael.souza@eduia.com.br' },
  { id: 'user-turma-ia-2', name: 'Juliana Ribeiro', email: 'juliana.ribeiro@eduia.com.br' },
  { id: 'user-turma-ia-3', name: 'Marcos Pereira', email: 'marcos.pereira@eduia.com.br' },
  { id: 'user-turma-ia-4', name: 'Fernanda Alves', email: 'fernanda.alves@eduia.com.br' },
] as const;

/**
 * Four students of course 1 ('Introdução à Inteligência Artificial', the demo teacher's)
 * with one submitted attempt each on its quiz. Each misses a different share of questions
 * and picks a fixed wrong option, so difficulty and option counts differ per question.
 */
async function seedQuizClass(db: Db, now: Date): Promise<void> {
  const quiz = await db.selectFrom('quizzes').select(['id', 'passingScore', 'questionsPerAttempt']).where('courseId', '=', '1').orderBy('createdAt').orderBy('id').executeTakeFirst();
  if (!quiz) return;
  const pool = await db.selectFrom('quizQuestions').select(['id', 'correctIndex']).where('quizId', '=', quiz.id).orderBy('position').execute();
  if (pool.length === 0) return;
  const passwordHash = await hashPassword('Aluno@2024');
  for (const [k, student] of CLASS.entries()) {
    if (await db.selectFrom('users').select('id').where('id', '=', student.id).executeTakeFirst()) continue;
    const enrolledAt = new Date(now.getTime() - (40 + k * 7) * DAY_MS).toISOString();
    await db
      .insertInto('users')
      .values({
        id: student.id, name: student.name, email: student.email, passwordHash, role: 'aluno', status: 'ativo', phone: null, bio: null, cpf: null,
        avatarFile: null, passwordChangedAt: now.toISOString(), emailVerifiedAt: enrolledAt, totpSecret: null, lockedUntil: null, createdAt: enrolledAt, lastAccessAt: null,
      })
      .execute();
    await db.insertInto('enrollments').values({ id: `enr-${student.id}`, userId: student.id, courseId: '1', enrolledAt, lastAccessedAt: enrolledAt, progressPercent: 0, completedAt: null }).execute();
    const count = Math.min(quiz.questionsPerAttempt ?? pool.length, pool.length);
    const drawn = Array.from({ length: count }, (_, i) => pool[(i + k * 3) % pool.length]);
    // Student k misses every (k + 2)-th question, choosing the option after the right one.
    const answers = drawn.map((q, i) => ((i + 1) % (k + 2) === 0 ? (q.correctIndex + 1) % 4 : q.correctIndex));
    const correct = answers.filter((a, i) => a === drawn[i].correctIndex).length;
    const score = Math.round((correct * 100) / count);
    const submittedAt = new Date(now.getTime() - (10 + k * 5) * DAY_MS).toISOString();
    const startedAt = new Date(Date.parse(submittedAt) - 20 * 60 * 1000).toISOString();
    await db
      .insertInto('quizAttempts')
      .values({
        id: `attempt-${student.id}`, quizId: quiz.id, userId: student.id, startedAt, deadlineAt: new Date(Date.parse(startedAt) + 30 * 60 * 1000).toISOString(), submittedAt,
        answers: JSON.stringify(answers), score, passed: score >= quiz.passingScore ? 1 : 0, questionIds: JSON.stringify(drawn.map((q) => q.id)), optionOrders: null,
      })
      .execute();
  }
}
