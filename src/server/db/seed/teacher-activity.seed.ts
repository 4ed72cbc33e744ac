import { saoPauloDay } from '#server/lib/clock';
import { hashPassword } from '#server/lib/passwords';
import type { Db } from '../database.ts';
import type { SeedContext } from './seed-context.ts';

// The demo teacher's class (issue 12 items 5, 6, 9): students enrolled in the teacher's
// approved courses over the last year, with lesson completions, study time and quiz
// attempts, so /professor/alunos has rows to search, sort and page, and every analytics
// period (7, 30, 90, 365 days) shows different figures, some students at risk among them.
// Deterministic (a fixed pseudo-random sequence, dates relative to the seed's `now`); new
// users only, and no attempt on course 1's quiz, so the student demo's figures and the
// item analysis seeded by teacher.seed.ts do not change.

const TEACHER_COURSES = ['1', '2', '6', '10'] as const;
/** Courses whose quiz gets attempts from this class (course 1's is the item-analysis demo). */
const COURSES_WITH_ATTEMPTS = new Set(['2', '6', '10']);
const DAY_MS = 24 * 60 * 60 * 1000;
const TEACHER_CLASS_PASSWORD = 'Aluno@2024';

const FIRST_NAMES = [
  'Ana', 'Bruno', 'Camila', 'Diego', 'Eduarda', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João', 'Larissa', 'Márcio', 'Natália', 'Otávio',
  'Patrícia', 'Quésia', 'Renata', 'Sérgio', 'Tânia', 'Ulisses', 'Valéria', 'Wagner', 'Yasmin', 'Zé', 'Lúcia', 'Caio', 'Mônica', 'Vinícius',
  'Beatriz', 'André', 'Letícia', 'Rogério', 'Simone', 'Thiago', 'Cecília', 'Raul',
];
const LAST_NAMES = ['Araújo', 'Conceição', 'Gonçalves', 'Magalhães', 'Nogueira', 'Simões', 'Brandão', 'Assunção', 'Monteiro', 'Falcão', 'Guimarães', 'Peçanha'];

/** Days ago each student enrolled in their first course: some in every period window. */
const ENROLLED_DAYS_AGO = [2, 4, 6, 9, 12, 15, 18, 22, 26, 29, 33, 40, 47, 55, 61, 68, 75, 83, 88, 95, 110, 125, 140, 160, 180, 200, 220, 240, 260, 280, 300, 315, 330, 345, 355, 362];

/** A small deterministic generator (LCG), so the seed is the same on every install. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const slug = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]+/g, '');

export async function seedTeacherActivity({ db, now }: SeedContext): Promise<void> {
  const firstId = 'user-turma-prof-01';
  if (await db.selectFrom('users').select('id').where('id', '=', firstId).executeTakeFirst()) return;
  const courses = await db.selectFrom('courses').select('id').where('id', 'in', [...TEACHER_COURSES]).where('instructorId', '=', 'user-professor-demo').orderBy('id').execute();
  if (courses.length === 0) return;
  const lessonsByCourse = new Map<string, string[]>();
  for (const { id } of courses) {
    const lessons = await db
      .selectFrom('lessons as l')
      .innerJoin('courseModules as m', 'm.id', 'l.moduleId')
      .select('l.id')
      .where('l.courseId', '=', id)
      .orderBy('m.position')
      .orderBy('l.position')
      .execute();
    if (lessons.length > 0) lessonsByCourse.set(id, lessons.map((l) => l.id));
  }
  const quizzes = await db.selectFrom('quizzes').select(['id', 'courseId', 'passingScore', 'questionsPerAttempt']).where('courseId', 'in', [...COURSES_WITH_ATTEMPTS]).orderBy('createdAt').orderBy('id').execute();
  const quizOf = new Map<string, (typeof quizzes)[number]>();
  for (const quiz of quizzes) if (!quizOf.has(quiz.courseId)) quizOf.set(quiz.courseId, quiz);

  const random = sequence(20261123);
  const passwordHash = await hashPassword(TEACHER_CLASS_PASSWORD);
  const courseIds = [...lessonsByCourse.keys()];

  for (const [index, daysAgo] of ENROLLED_DAYS_AGO.entries()) {
    const n = String(index + 1).padStart(2, '0');
    const first = FIRST_NAMES[index % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 5) % LAST_NAMES.length];
    const id = `user-turma-prof-${n}`;
    const createdAt = new Date(now.getTime() - (daysAgo + 1) * DAY_MS).toISOString();
    await db
      .insertInto('users')
      .values({
        id, name: `${first} ${last}`, email: `${slug(first)}.${slug(last)}${n}@alunos.eduia.com.br`, passwordHash, role: 'aluno', status: 'ativo', phone: null, bio: null,
        cpf: null, avatarFile: null, passwordChangedAt: createdAt, emailVerifiedAt: createdAt, totpSecret: null, lockedUntil: null, createdAt, lastAccessAt: null,
      })
      .execute();

    // One course, or two for every third student (the second one started later).
    const own = [courseIds[index % courseIds.length]];
    if (index % 3 === 0) own.push(courseIds[(index + 1) % courseIds.length]);
    for (const [k, courseId] of own.entries()) {
      const lessons = lessonsByCourse.get(courseId)!;
      const enrolledDaysAgo = Math.max(1, Math.round(daysAgo * (k === 0 ? 1 : 0.5)));
      const enrolledAt = new Date(now.getTime() - enrolledDaysAgo * DAY_MS - Math.floor(random() * 8) * 3600_000);
      // Engagement: a fifth never get going, some stall early, the others finish or are on their way.
      const roll = random();
      const share = roll < 0.2 ? 0 : roll < 0.4 ? 0.1 + random() * 0.3 : roll < 0.7 ? 0.5 + random() * 0.45 : 1;
      const done = Math.min(lessons.length, Math.round(lessons.length * share));
      // Active span: from enrolment to the last study day (recent for the engaged, long ago for the stalled).
      // Finishers took 2 to 8 weeks (long ago for early enrolments); the stalled stopped 8 to 48
      // days ago; the others on their way studied in the last days.
      const stalled = share < 0.5;
      const idleDays = stalled ? Math.min(enrolledDaysAgo - 1, 8 + Math.floor(random() * 40)) : Math.floor(random() * Math.min(6, enrolledDaysAgo));
      const finishedDaysAgo = Math.max(0, enrolledDaysAgo - (14 + Math.floor(random() * 42)));
      const lastActive = new Date(now.getTime() - (share === 1 ? finishedDaysAgo : Math.max(0, idleDays)) * DAY_MS);
      const span = Math.max(0, lastActive.getTime() - enrolledAt.getTime());

      const completionTimes = Array.from({ length: done }, (_, i) => new Date(enrolledAt.getTime() + (span * (i + 1)) / Math.max(1, done)));
      for (const [i, at] of completionTimes.entries()) {
        await db.insertInto('lessonCompletions').values({ userId: id, lessonId: lessons[i], courseId, completedAt: at.toISOString() }).execute();
      }
      const progressPercent = Math.floor((done * 100) / lessons.length);
      const completedAt = done === lessons.length && done > 0 ? completionTimes[done - 1].toISOString() : null;
      const lastAccessedAt = done > 0 ? completionTimes[done - 1].toISOString() : enrolledAt.toISOString();

      // Study days: one session per completed lesson (and one on the first day), 20–90 min each.
      const studyDays = new Map<string, number>();
      const sessions = done > 0 ? [enrolledAt, ...completionTimes] : share === 0 && enrolledDaysAgo > 10 ? [] : [enrolledAt];
      for (const at of sessions) {
        const day = saoPauloDay(at);
        studyDays.set(day, (studyDays.get(day) ?? 0) + (20 + Math.floor(random() * 70)) * 60);
      }
      await db.insertInto('enrollments').values({ id: `enr-${id}-${courseId}`, userId: id, courseId, enrolledAt: enrolledAt.toISOString(), lastAccessedAt, progressPercent, completedAt }).execute();
      for (const [day, seconds] of studyDays) await db.insertInto('studyTime').values({ userId: id, courseId, day, seconds }).execute();

      // From halfway on, most try the course's quiz (once or twice); the best score counts.
      const quiz = quizOf.get(courseId);
      if (quiz && share >= 0.5 && random() < 0.85) await seedAttempts(db, { quiz, userId: id, at: lastActive, random, attempts: random() < 0.4 ? 2 : 1 });
    }
  }
}

async function seedAttempts(
  db: Db,
  args: { quiz: { id: string; passingScore: number; questionsPerAttempt: number | null }; userId: string; at: Date; random: () => number; attempts: number },
) {
  const pool = await db.selectFrom('quizQuestions').select(['id', 'correctIndex']).where('quizId', '=', args.quiz.id).orderBy('position').execute();
  if (pool.length === 0) return;
  const count = Math.min(args.quiz.questionsPerAttempt ?? pool.length, pool.length);
  for (let a = 0; a < args.attempts; a++) {
    const offset = Math.floor(args.random() * pool.length);
    const drawn = Array.from({ length: count }, (_, i) => pool[(i + offset) % pool.length]);
    // Each question is right with a chance between 45 % and 95 %; a wrong answer is the next option.
    const skill = 0.45 + args.random() * 0.5;
    const answers = drawn.map((q) => (args.random() < skill ? q.correctIndex : (q.correctIndex + 1) % 4));
    const correct = answers.filter((answer, i) => answer === drawn[i].correctIndex).length;
    const score = Math.round((correct * 100) / count);
    const submittedAt = new Date(args.at.getTime() - (args.attempts - 1 - a) * 2 * DAY_MS);
    const startedAt = new Date(submittedAt.getTime() - 18 * 60_000);
    await db
      .insertInto('quizAttempts')
      .values({
        id: `attempt-${args.userId}-${args.quiz.id}-${a + 1}`, quizId: args.quiz.id, userId: args.userId, startedAt: startedAt.toISOString(),
        deadlineAt: new Date(startedAt.getTime() + 30 * 60_000).toISOString(), submittedAt: submittedAt.toISOString(), answers: JSON.stringify(answers), score,
        passed: score >= args.quiz.passingScore ? 1 : 0, questionIds: JSON.stringify(drawn.map((q) => q.id)), optionOrders: null,
      })
      .execute();
  }
}
