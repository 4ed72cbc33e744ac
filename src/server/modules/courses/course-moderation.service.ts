import type { Category } from '#contracts/courses';
import type { CourseStatus } from '#contracts/authoring';
import type { CoursePreview, ModerationCourse } from '#contracts/moderation';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { recordAudit, type AuditActor } from '#server/modules/audit/audit.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { listStudentIdsWantingNewCourses } from '#server/modules/users/users.service';
import * as authoringRepo from './course-authoring.repository.ts';
import * as repo from './course-moderation.repository.ts';

// Moderation of courses (issue 13 item 3, docs/decisions.md "Moderation"). A decision is a
// conditional UPDATE … WHERE status = 'pending': of two admins acting at once, one wins and
// the other gets a 409. The audit row and the notifications are written in the same
// transaction; the notifications are announced (live push, e-mail) only after it commits.

/** How many approved courses the list shows (most recent first). */
const APPROVED_LIST_LIMIT = 100;

const notFound = () => new AppError('not-found', 'Curso não encontrado.');

function toModerationCourse(row: repo.ModerationCourseRow): ModerationCourse {
  return {
    id: row.id,
    title: row.title,
    instructorName: row.instructorName,
    category: row.category as Category,
    submittedAt: row.submittedAt,
    durationMinutes: row.durationMinutes,
    lessons: Number(row.lessons ?? 0),
    status: row.status as CourseStatus,
    approvedAt: row.approvedAt,
    approvedByName: row.approvedByName,
  };
}

export async function listModerationCourses(ctx: AppContext, status: 'pending' | 'approved'): Promise<ModerationCourse[]> {
  const rows = status === 'pending' ? await repo.listPendingCourses(ctx.db) : await repo.listApprovedCourses(ctx.db, APPROVED_LIST_LIMIT);
  return rows.map(toModerationCourse);
}

export async function previewCourse(ctx: AppContext, courseId: string): Promise<CoursePreview> {
  const row = await repo.findModerationCourse(ctx.db, courseId);
  // A draft is the teacher's private work: the admin sees what was sent, or what is published.
  if (!row || row.status === 'draft') throw notFound();
  const [modules, lessons] = await Promise.all([authoringRepo.listModules(ctx.db, courseId), authoringRepo.listLessons(ctx.db, courseId)]);
  return {
    ...toModerationCourse(row),
    description: row.description,
    isPremium: row.isPremium === 1,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: lessons.filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({ id: lesson.id, title: lesson.title, durationMinutes: lesson.durationMinutes, content: lesson.content, videoUrl: lesson.videoUrl })),
    })),
  };
}

/** The 404 or the 409 after a conditional update that changed nothing. */
async function refusal(ctx: AppContext, courseId: string): Promise<AppError> {
  const row = await repo.findModerationCourse(ctx.db, courseId);
  if (!row || row.status === 'draft') return notFound();
  const state = row.status === 'approved' ? 'aprovado' : 'rejeitado';
  return new AppError('conflict', `Este curso já foi ${state} por outro administrador. Atualize a lista.`);
}

export async function approveCourse(ctx: AppContext, actor: AuditActor, courseId: string): Promise<ModerationCourse> {
  const now = ctx.clock.now().toISOString();
  const announcements: Array<() => Promise<void>> = [];
  const approved = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.approveIfPending(trx, courseId, actor.id, now))) return null;
    const course = await repo.findModerationCourse(trx, courseId);
    if (!course) return null;
    await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'course.approve', targetType: 'course', targetId: courseId, details: { title: course.title } });
    const teacher = await createNotification(ctx, {
      userId: course.instructorId, type: 'moderation', title: 'Curso aprovado',
      description: `Seu curso "${course.title}" foi aprovado e já está no catálogo.`, link: `/professor/cursos/${encodeURIComponent(courseId)}`,
    }, trx);
    announcements.push(teacher.announce);
    // 'course' notifications obey each student's newCourses preference (notifications.service).
    for (const studentId of await listStudentIdsWantingNewCourses(ctx, trx)) {
      const sent = await createNotification(ctx, {
        userId: studentId, type: 'course', title: 'Novo curso disponível',
        description: `${course.title}, com ${course.instructorName}, acaba de chegar ao catálogo.`, link: `/aluno/curso/${encodeURIComponent(courseId)}`,
      }, trx);
      if (!sent.suppressed) announcements.push(sent.announce);
    }
    return course;
  });
  if (!approved) throw await refusal(ctx, courseId);
  for (const announce of announcements) await announce();
  return toModerationCourse(approved);
}

export async function rejectCourse(ctx: AppContext, actor: AuditActor, courseId: string, reason: string): Promise<ModerationCourse> {
  let announce = async () => {};
  const rejected = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.rejectIfPending(trx, courseId, reason))) return null;
    const course = await repo.findModerationCourse(trx, courseId);
    if (!course) return null;
    await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'course.reject', targetType: 'course', targetId: courseId, details: { title: course.title, reason } });
    ({ announce } = await createNotification(ctx, {
      userId: course.instructorId, type: 'moderation', title: 'Curso rejeitado',
      description: `Seu curso "${course.title}" foi rejeitado. Motivo: ${reason} Corrija e envie de novo para análise.`,
      link: `/professor/cursos/${encodeURIComponent(courseId)}`,
    }, trx));
    return course;
  });
  if (!rejected) throw await refusal(ctx, courseId);
  await announce();
  return toModerationCourse(rejected);
}
