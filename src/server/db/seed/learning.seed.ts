import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { hashPassword } from '#server/lib/passwords';
import { saoPauloDay } from '#server/lib/clock';
import type { SeedContext } from './seed-context.ts';
import { readSeedLessons, type SeedModule } from './content/lessons.ts';

/** The second demo student, without a subscription (premium overlay). */
export const STUDENT_WITHOUT_PLAN = { id: 'user-aluno-sem-plano', name: 'Beatriz Lima', email: 'beatriz@eduia.com.br', password: 'Aluno@2024' } as const;

const DEMO_STUDENT = 'user-aluno-demo';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const moduleId = (courseId: string, m: number) => `mod-${courseId}-${m + 1}`;
export const lessonId = (courseId: string, m: number, l: number) => `lesson-${courseId}-${m + 1}-${l + 1}`;
export const materialId = (courseId: string) => `material-${courseId}-1`;

/** Splits a course's minutes over its lessons in multiples of 5, exactly. */
function lessonDurations(totalMinutes: number, count: number): number[] {
  const each = Math.max(5, Math.round(totalMinutes / count / 5) * 5);
  const durations = Array.from({ length: count }, () => each);
  durations[count - 1] = Math.max(5, totalMinutes - each * (count - 1));
  return durations;
}

async function materialPdf(course: { title: string; instructor: string }, modules: SeedModule[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Apostila - ${course.title}`);
  pdf.setAuthor(course.instructor);
  pdf.setProducer('EduIA');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 780;
  const text = (value: string, size: number, font = regular, x = 56) => {
    page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.2) });
    y -= size + 8;
  };
  text('EduIA - Material complementar', 10, regular);
  y -= 6;
  text(course.title, 20, bold);
  text(`Professor(a): ${course.instructor}`, 11);
  y -= 10;
  text('Conteúdo do curso', 14, bold);
  modules.forEach((module, m) => {
    text(`Módulo ${m + 1}: ${module.title}`, 12, bold);
    for (const lesson of module.lessons) text(`- ${lesson.title}`, 11, regular, 72);
    y -= 4;
  });
  y -= 10;
  text('Use esta apostila junto com as aulas e registre suas dúvidas nas anotações.', 10);
  return pdf.save();
}

/** Consecutive study days of a course, with minutes that add up to `hours` exactly. */
function studyPlan(hours: number, days: number[]): Array<{ daysBack: number; seconds: number }> {
  const weights = days.map((_, i) => [1, 1.4, 0.7, 1.2, 0.9][i % 5]);
  const sum = weights.reduce((a, b) => a + b, 0);
  const total = hours * 60;
  const minutes = weights.map((w) => Math.floor((total * w) / sum));
  minutes[minutes.length - 1] += total - minutes.reduce((a, b) => a + b, 0);
  return days.map((daysBack, i) => ({ daysBack, seconds: minutes[i] * 60 }));
}

const range = (from: number, to: number, step = 1) => {
  const out: number[] = [];
  for (let d = from; d >= to; d -= step) out.push(d);
  return out;
};

/**
 * The demo student's learning (agreed between issues, do not change): completed '3','4',
 * '5','7','9'; in progress '1','2','10'; 127 h of study time within the last ~5 months;
 * every one of the last 15 São Paulo days (today included) studied, the 16th day back not.
 */
const DEMO_PLAN: Array<{ courseId: string; hours: number; studyDays: number[]; completed: number | 'all'; lastAccessAgoMs?: number }> = [
  { courseId: '3', hours: 16, studyDays: range(148, 128, 2), completed: 'all' },
  { courseId: '4', hours: 28, studyDays: range(140, 96, 2), completed: 'all' },
  { courseId: '5', hours: 13, studyDays: range(110, 86, 2), completed: 'all' },
  { courseId: '7', hours: 11, studyDays: range(80, 62, 2), completed: 'all' },
  { courseId: '9', hours: 19, studyDays: range(60, 36, 2), completed: 'all' },
  { courseId: '10', hours: 5, studyDays: range(34, 16, 3), completed: 3, lastAccessAgoMs: 16 * DAY_MS },
  { courseId: '1', hours: 11, studyDays: [...range(30, 16, 2), ...range(14, 0)], completed: 6, lastAccessAgoMs: 5 * HOUR_MS },
  { courseId: '2', hours: 24, studyDays: [...range(50, 17, 3), ...range(14, 0)], completed: 11, lastAccessAgoMs: 2 * HOUR_MS },
];

export async function seedLearning({ db, now, uploadDir }: SeedContext) {
  const courses = await db
    .selectFrom('courses as c')
    .innerJoin('users as u', 'u.id', 'c.instructorId')
    .select(['c.id', 'c.title', 'c.durationMinutes', 'c.instructorId', 'u.name as instructor'])
    .execute();
  const byId = new Map(courses.map((c) => [c.id, c]));

  // Modules, lessons and one PDF handout per course; the lessons are the Markdown files of ./content.
  const courseLessons = readSeedLessons();
  for (const [courseId, courseModules] of courseLessons) {
    const course = byId.get(courseId);
    if (!course) continue;
    const durations = lessonDurations(course.durationMinutes, courseModules.reduce((n, module) => n + module.lessons.length, 0));
    const modules = courseModules.map((module, m) => ({ id: moduleId(courseId, m), courseId, title: module.title, position: m + 1 }));
    const lessons = courseModules.flatMap((module, m) =>
      module.lessons.map((lesson, l) => ({
        id: lessonId(courseId, m, l),
        moduleId: moduleId(courseId, m),
        courseId,
        title: lesson.title,
        durationMinutes: durations[lesson.order - 1],
        content: lesson.body,
        videoUrl: lesson.videoUrl,
        position: lesson.order,
      })),
    );
    await db.insertInto('courseModules').values(modules).onConflict((oc) => oc.column('id').doNothing()).execute();
    await db.insertInto('lessons').values(lessons).onConflict((oc) => oc.column('id').doNothing()).execute();

    if (uploadDir) {
      mkdirSync(uploadDir, { recursive: true });
      const existing = await db.selectFrom('courseMaterials').select('storedName').where('id', '=', materialId(courseId)).executeTakeFirst();
      const storedName = existing?.storedName ?? `${randomUUID()}.pdf`;
      if (!existsSync(join(uploadDir, storedName))) {
        const bytes = await materialPdf(course, courseModules);
        writeFileSync(join(uploadDir, storedName), bytes);
        if (!existing) {
          await db
            .insertInto('courseMaterials')
            .values({
              id: materialId(courseId),
              courseId,
              title: 'Apostila do curso',
              fileName: `Apostila - ${course.title}.pdf`,
              storedName,
              mimeType: 'application/pdf',
              sizeBytes: bytes.length,
              uploadedBy: course.instructorId,
              createdAt: new Date(now.getTime() - 200 * DAY_MS).toISOString(),
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
        }
      }
    }
  }

  // Beatriz Lima: a student without a subscription.
  const hasBeatriz = await db.selectFrom('users').select('id').where('id', '=', STUDENT_WITHOUT_PLAN.id).executeTakeFirst();
  if (!hasBeatriz) {
    await db
      .insertInto('users')
      .values({
        id: STUDENT_WITHOUT_PLAN.id, name: STUDENT_WITHOUT_PLAN.name, email: STUDENT_WITHOUT_PLAN.email,
        passwordHash: await hashPassword(STUDENT_WITHOUT_PLAN.password), role: 'aluno', status: 'ativo',
        phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: now.toISOString(),
        emailVerifiedAt: '2024-06-01T12:00:00.000Z', totpSecret: null, lockedUntil: null,
        createdAt: '2024-06-01T12:00:00.000Z', lastAccessAt: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  // The demo student's learning, once: re-seeding a later day must not add study time.
  const student = await db.selectFrom('users').select('id').where('id', '=', DEMO_STUDENT).executeTakeFirst();
  const started = await db.selectFrom('enrollments').select('id').where('userId', '=', DEMO_STUDENT).limit(1).executeTakeFirst();
  if (!student || started) return;

  const at = (daysBack: number, hourOffset = 1) => new Date(now.getTime() - daysBack * DAY_MS - hourOffset * HOUR_MS).toISOString();
  for (const plan of DEMO_PLAN) {
    const planModules = courseLessons.get(plan.courseId);
    if (!planModules) throw new Error(`seed: the demo plan needs the lessons of course ${plan.courseId}`);
    const lessonIds = planModules.flatMap((module, m) => module.lessons.map((_, l) => lessonId(plan.courseId, m, l)));
    const done = plan.completed === 'all' ? lessonIds.length : plan.completed;
    const first = plan.studyDays[0];
    const last = plan.studyDays[plan.studyDays.length - 1];
    // Completions spread over the study days; a completed course finishes on its last one.
    const completions = lessonIds.slice(0, done).map((id, k) => {
      const dayIndex = plan.completed === 'all' ? Math.round(((k + 1) * (plan.studyDays.length - 1)) / done) : Math.floor((k * plan.studyDays.length) / (done + 1));
      return { lessonId: id, completedAt: at(plan.studyDays[dayIndex]) };
    });
    const completedAt = plan.completed === 'all' ? at(last) : null;
    await db
      .insertInto('enrollments')
      .values({
        id: `enrollment-demo-${plan.courseId}`,
        userId: DEMO_STUDENT,
        courseId: plan.courseId,
        enrolledAt: at(first, 3),
        lastAccessedAt: plan.lastAccessAgoMs !== undefined ? new Date(now.getTime() - plan.lastAccessAgoMs).toISOString() : at(last),
        progressPercent: Math.floor((done * 100) / lessonIds.length),
        completedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('lessonCompletions')
      .values(completions.map((completion) => ({ userId: DEMO_STUDENT, courseId: plan.courseId, ...completion })))
      .onConflict((oc) => oc.columns(['userId', 'lessonId']).doNothing())
      .execute();
    const studyRows = studyPlan(plan.hours, plan.studyDays).map(({ daysBack, seconds }) => ({
      userId: DEMO_STUDENT,
      courseId: plan.courseId,
      day: saoPauloDay(new Date(now.getTime() - daysBack * DAY_MS)),
      seconds,
    }));
    await db.insertInto('studyTime').values(studyRows).onConflict((oc) => oc.columns(['userId', 'courseId', 'day']).doNothing()).execute();
  }

  const favorites: Array<[courseId: string, daysBack: number]> = [['2', 40], ['6', 20], ['13', 3]];
  for (const [courseId, daysBack] of favorites) {
    await db
      .insertInto('favorites')
      .values({ userId: DEMO_STUDENT, courseId, createdAt: at(daysBack) })
      .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
      .execute();
  }
}
