import type { Db } from '../database.ts';
import { hashPassword } from '#server/lib/passwords';
import type { SeedContext } from './seed-context.ts';
import { COURSE_EXAMS } from './content/index.ts';
import type { BankQuestion } from './content/types.ts';

// Exams, the demo student's graded attempts and certificates, and an e2e student (Carla).
// Runs after the learning seed: it reads lessons and enrollments when they exist, and
// still gives quizzes and certificates when they do not.

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_STUDENT = 'user-aluno-demo';
export const CARLA = { id: 'user-aluno-carla', name: 'Carla Mendes', email: 'carla@eduia.com.br', password: 'Aluno@2024', courseId: '11' } as const;

/** Fixed ids: the seed is idempotent and tests can refer to them. */
export const quizIdOf = (courseId: string) => `quiz-curso-${courseId}`;

/** The demo student's completed courses, with their exam score and certificate code (average 90 %). */
export const DEMO_COMPLETED = [
  { courseId: '3', score: 90, code: 'EDU-4GPA-7KQX-3M2D' },
  { courseId: '4', score: 80, code: 'EDU-8NGB-2RTW-5H9C' },
  { courseId: '5', score: 100, code: 'EDU-6MKD-9PVZ-4E7F' },
  { courseId: '7', score: 90, code: 'EDU-3EDG-5WYN-8J2K' },
  { courseId: '9', score: 90, code: 'EDU-7UXD-4BCR-6T3S' },
] as const;

/**
 * Each seeded exam stores the course's whole question bank and draws `questionsPerAttempt`
 * of them per attempt (10 for the courses the demo student completed, 5 for the others),
 * so a retry meets other questions.
 */
function seededQuestions(courseId: string): { bank: BankQuestion[]; perAttempt: number } | undefined {
  const content = COURSE_EXAMS[courseId];
  return content ? { bank: content.questionBank, perAttempt: content.questionsPerAttempt } : undefined;
}

/** Puts the right answer in varied positions (the source lists are written with it mostly first). */
function arrange(courseId: string, index: number, [question, options, correct, explanation]: BankQuestion) {
  const shift = (Number(courseId) * 7 + index * 3) % 4;
  const rotated = options.map((_, i) => options[(i + shift) % 4]);
  return { question, options: rotated, correctIndex: (correct - shift + 4) % 4, explanation };
}

export async function seedAssessment({ db, now }: SeedContext) {
  await seedQuizzes(db, now);
  await seedDemoLearningFallback(db, now);
  await seedDemoRecords(db, now);
  await seedCarla(db, now);
}

async function seedQuizzes(db: Db, now: Date) {
  const courses = await db.selectFrom('courses').select(['id', 'title', 'instructorId']).execute();
  const iso = new Date(now.getTime() - 200 * DAY_MS).toISOString();
  for (const course of courses) {
    const seeded = seededQuestions(course.id);
    if (!seeded) continue;
    const quizId = quizIdOf(course.id);
    await db
      .insertInto('quizzes')
      .values({ id: quizId, courseId: course.id, title: `Simulado: ${course.title}`, durationMinutes: 30, passingScore: 70, questionsPerAttempt: seeded.perAttempt, createdBy: course.instructorId, createdAt: iso, updatedAt: iso })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const [index, source] of seeded.bank.entries()) {
      const q = arrange(course.id, index, source);
      await db
        .insertInto('quizQuestions')
        .values({ id: `${quizId}-q${index + 1}`, quizId, position: index + 1, question: q.question, options: JSON.stringify(q.options), correctIndex: q.correctIndex, explanation: q.explanation })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  }
}

/** A São Paulo calendar day, `daysAgo` days before `now`, as YYYY-MM-DD. */
function spDay(now: Date, daysAgo: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - daysAgo)).toISOString().slice(0, 10);
}

/** Midday in São Paulo (15:00 UTC) of a day. */
const middayOf = (day: string) => `${day}T15:00:00.000Z`;

/**
 * The demo student's learning state as agreed between the areas (the learning seed owns
 * it): completed '3','4','5','7','9', in progress '1','2','10', 127 h of study within the
 * last months, the last 15 days studied and the 16th not. Only written when the learning
 * seed has not given the demo student any enrollment, so this branch shows the spec's
 * figures on its own; after the learning seed it does nothing.
 */
async function seedDemoLearningFallback(db: Db, now: Date) {
  const any = await db.selectFrom('enrollments').select('id').where('userId', '=', DEMO_STUDENT).limit(1).executeTakeFirst();
  if (any) return;
  const hours = (h: number) => Math.round(h * 3600);
  // Completed courses, oldest first, studied every other day from 140 to 16 days ago.
  const completed = [
    { courseId: '3', seconds: hours(15) }, { courseId: '5', seconds: hours(12.5) }, { courseId: '7', seconds: hours(10) },
    { courseId: '4', seconds: hours(30) }, { courseId: '9', seconds: hours(18) },
  ];
  // In progress, studied every day of the last 15.
  const inProgress = [
    { courseId: '1', seconds: hours(12), progress: 60 }, { courseId: '2', seconds: hours(17.5), progress: 50 }, { courseId: '10', seconds: hours(12), progress: 75 },
  ];
  const oldDays = Array.from({ length: 63 }, (_, i) => spDay(now, 140 - i * 2)); // 140, 138, …, 16
  const recentDays = Array.from({ length: 15 }, (_, i) => spDay(now, 14 - i)); // 14 … 0 (today)
  const rows = [...distribute(completed, oldDays), ...distribute(inProgress, recentDays)];
  for (const row of rows) {
    await db.insertInto('studyTime').values({ userId: DEMO_STUDENT, ...row }).onConflict((oc) => oc.doNothing()).execute();
  }
  const firstDay = (courseId: string) => rows.find((r) => r.courseId === courseId)!.day;
  const lastDay = (courseId: string) => rows.filter((r) => r.courseId === courseId).at(-1)!.day;
  for (const c of completed) {
    await db
      .insertInto('enrollments')
      .values({ id: `enroll-demo-${c.courseId}`, userId: DEMO_STUDENT, courseId: c.courseId, enrolledAt: middayOf(firstDay(c.courseId)), lastAccessedAt: middayOf(lastDay(c.courseId)), progressPercent: 100, completedAt: `${lastDay(c.courseId)}T21:00:00.000Z` })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const c of inProgress) {
    const start = spDay(now, 40 + Number(c.courseId));
    await db
      .insertInto('enrollments')
      .values({ id: `enroll-demo-${c.courseId}`, userId: DEMO_STUDENT, courseId: c.courseId, enrolledAt: middayOf(start), lastAccessedAt: new Date(now.getTime() - DAY_MS / 2).toISOString(), progressPercent: c.progress, completedAt: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Spreads each course's seconds over the days in order; every day gets some, the total is exact. */
function distribute(courses: Array<{ courseId: string; seconds: number }>, days: string[]) {
  const total = courses.reduce((s, c) => s + c.seconds, 0);
  const perDay = Math.floor(total / days.length / 60) * 60;
  const queue = courses.map((c) => ({ ...c }));
  const rows: Array<{ courseId: string; day: string; seconds: number }> = [];
  days.forEach((day, i) => {
    let budget = i === days.length - 1 ? queue.reduce((s, c) => s + c.seconds, 0) : perDay;
    while (budget > 0 && queue.length > 0) {
      const take = Math.min(budget, queue[0].seconds);
      rows.push({ courseId: queue[0].courseId, day, seconds: take });
      queue[0].seconds -= take;
      budget -= take;
      if (queue[0].seconds === 0) queue.shift();
    }
  });
  return rows;
}

/** Answers that score `score` %: the first questions wrong, the rest right. */
function answersFor(correct: number[], score: number): number[] {
  const wrong = Math.round(correct.length * (1 - score / 100));
  return correct.map((c, i) => (i < wrong ? (c + 1) % 4 : c));
}

async function seedDemoRecords(db: Db, now: Date) {
  for (const { courseId, score, code } of DEMO_COMPLETED) {
    const course = await db.selectFrom('courses').select(['durationMinutes']).where('id', '=', courseId).executeTakeFirst();
    if (!course) continue;
    const enrollment = await db.selectFrom('enrollments').select('completedAt').where('userId', '=', DEMO_STUDENT).where('courseId', '=', courseId).executeTakeFirst();
    const completedAt = enrollment?.completedAt ?? new Date(now.getTime() - (20 + Number(courseId) * 12) * DAY_MS).toISOString();
    // The seeded attempt drew the first questions of the bank, in their written order.
    const perAttempt = seededQuestions(courseId)?.perAttempt ?? 0;
    const questions = await db.selectFrom('quizQuestions').select(['id', 'correctIndex']).where('quizId', '=', quizIdOf(courseId)).orderBy('position').limit(perAttempt).execute();
    const answers = answersFor(questions.map((q) => q.correctIndex), score);
    const submitted = new Date(new Date(completedAt).getTime() - 60 * 60 * 1000);
    const started = new Date(submitted.getTime() - 18 * 60 * 1000);
    await db
      .insertInto('quizAttempts')
      .values({
        id: `attempt-demo-curso-${courseId}`, quizId: quizIdOf(courseId), userId: DEMO_STUDENT,
        startedAt: started.toISOString(), deadlineAt: new Date(started.getTime() + 30 * 60 * 1000).toISOString(), submittedAt: submitted.toISOString(),
        answers: JSON.stringify(answers), score, passed: 1, questionIds: JSON.stringify(questions.map((q) => q.id)),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('certificates')
      .values({ id: `cert-demo-curso-${courseId}`, userId: DEMO_STUDENT, courseId, code, issuedAt: completedAt, minutes: course.durationMinutes, score })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * Carla Mendes: a student who finished every lesson of course '11' but not its exam, so
 * the e2e journey "pass the exam → certificate" has a course to finish. Her completions
 * are read from the lessons the learning seed created, whatever their ids.
 */
async function seedCarla(db: Db, now: Date) {
  const exists = await db.selectFrom('users').select('id').where('id', '=', CARLA.id).executeTakeFirst();
  if (!exists) {
    await db
      .insertInto('users')
      .values({
        id: CARLA.id, name: CARLA.name, email: CARLA.email, passwordHash: await hashPassword(CARLA.password), role: 'aluno', status: 'ativo',
        phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: now.toISOString(), emailVerifiedAt: '2025-03-10T12:00:00.000Z',
        totpSecret: null, lockedUntil: null, createdAt: '2025-03-10T12:00:00.000Z', lastAccessAt: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const course = await db.selectFrom('courses').select('id').where('id', '=', CARLA.courseId).executeTakeFirst();
  if (!course) return;
  const lessons = await db.selectFrom('lessons').select('id').where('courseId', '=', CARLA.courseId).orderBy('position').execute();
  const finishedAt = new Date(now.getTime() - 2 * DAY_MS).toISOString();
  await db
    .insertInto('enrollments')
    .values({ id: 'enroll-carla-11', userId: CARLA.id, courseId: CARLA.courseId, enrolledAt: new Date(now.getTime() - 12 * DAY_MS).toISOString(), lastAccessedAt: finishedAt, progressPercent: 100, completedAt: finishedAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const lesson of lessons) {
    await db.insertInto('lessonCompletions').values({ userId: CARLA.id, lessonId: lesson.id, courseId: CARLA.courseId, completedAt: finishedAt }).onConflict((oc) => oc.doNothing()).execute();
  }
  for (let i = 2; i <= 11; i++) {
    await db.insertInto('studyTime').values({ userId: CARLA.id, courseId: CARLA.courseId, day: spDay(now, i), seconds: 51 * 60 }).onConflict((oc) => oc.doNothing()).execute();
  }
}
