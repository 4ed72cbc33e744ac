import type { Category } from '#contracts/courses';
import type { CourseStatus } from '#contracts/authoring';
import { MODERATION_COURSE_LIST_LIMIT, type CoursePreview, type ModerationCourse } from '#contracts/moderation';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { renderMarkdown } from '#server/lib/markdown';
import { recordAudit, type AuditActor } from '#server/modules/audit/audit.service';
import { listQuizzesForReview } from '#server/modules/exams/exams.service';
import { createNotification } from '#server/modules/notifications/notifications.service';
import { listStudentIdsWantingNewCourses } from '#server/modules/users/users.service';
import * as authoringRepo from './course-authoring.repository.ts';
import * as repo from './course-moderation.repository.ts';
import * as revisions from './course-revisions.service.ts';

// Moderation of courses (docs/decisions/course-moderation.md). A decision is a
// conditional UPDATE … WHERE status = 'pending': of two admins acting at once, one wins and
// the other gets a 409. The audit row and the notifications are written in the same
// transaction; the notifications are announced (live push, e-mail) only after it commits.

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
    isRevision: false,
  };
}

const lessonCount = (content: revisions.RevisionContent) => content.modules.reduce((n, module) => n + module.lessons.length, 0);
const minutesOf = (content: revisions.RevisionContent) =>
  content.modules.reduce((n, module) => n + module.lessons.reduce((m, lesson) => m + lesson.durationMinutes, 0), 0);

/** The new version as the moderation list shows it: its own title, duration and lessons. */
function revisionAsModerationCourse(row: repo.ModerationCourseRow, revision: { submittedAt: string | null; content: revisions.RevisionContent }): ModerationCourse {
  return {
    ...toModerationCourse(row),
    title: revision.content.title,
    category: revision.content.category as Category,
    submittedAt: revision.submittedAt,
    durationMinutes: minutesOf(revision.content),
    lessons: lessonCount(revision.content),
    status: 'pending',
    isRevision: true,
  };
}

/**
 * Pending: new courses and new versions together, sent longest ago first, at most
 * MODERATION_COURSE_LIST_LIMIT (the oldest of each kind are read, then merged), so the queue
 * costs the same however long it grows. Approved: the latest.
 */
export async function listModerationCourses(ctx: AppContext, status: 'pending' | 'approved'): Promise<ModerationCourse[]> {
  if (status === 'approved') return (await repo.listApprovedCourses(ctx.db, MODERATION_COURSE_LIST_LIMIT)).map(toModerationCourse);
  const [courses, pendingRevisions] = await Promise.all([
    repo.listPendingCourses(ctx.db, MODERATION_COURSE_LIST_LIMIT),
    revisions.listPendingRevisions(ctx, MODERATION_COURSE_LIST_LIMIT),
  ]);
  const live = new Map((await repo.listModerationCoursesByIds(ctx.db, pendingRevisions.map((r) => r.courseId))).map((row) => [row.id, row]));
  const revised = pendingRevisions.flatMap((revision) => {
    const row = live.get(revision.courseId);
    return row ? [revisionAsModerationCourse(row, revision)] : [];
  });
  return [...courses.map(toModerationCourse), ...revised]
    .sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '') || a.id.localeCompare(b.id))
    .slice(0, MODERATION_COURSE_LIST_LIMIT);
}

export async function previewCourse(ctx: AppContext, courseId: string): Promise<CoursePreview> {
  const row = await repo.findModerationCourse(ctx.db, courseId);
  // A draft is the teacher's private work: the admin sees what was sent, or what is published.
  if (!row || row.status === 'draft') throw notFound();
  const revision = row.status === 'approved' ? await revisions.findRevision(ctx, courseId) : null;
  if (revision && revision.status === 'pending') {
    const [live, materials, quizzes] = await Promise.all([revisions.liveContent(ctx.db, courseId), repo.listMaterials(ctx.db, courseId), listQuizzesForReview(ctx, courseId)]);
    const { content } = revision;
    return {
      ...revisionAsModerationCourse(row, revision),
      description: content.description,
      isPremium: content.isPremium,
      modules: content.modules.map((module) => ({
        id: module.id,
        title: module.title,
        lessons: module.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, durationMinutes: lesson.durationMinutes, contentHtml: renderMarkdown(lesson.content, 'lesson'), videoUrl: lesson.videoUrl })),
      })),
      changes: revisions.describeChanges(live, content),
      materials,
      quizzes,
    };
  }
  const [modules, lessons, materials, quizzes] = await Promise.all([
    authoringRepo.listModules(ctx.db, courseId),
    authoringRepo.listLessons(ctx.db, courseId),
    repo.listMaterials(ctx.db, courseId),
    listQuizzesForReview(ctx, courseId),
  ]);
  return {
    ...toModerationCourse(row),
    description: row.description,
    isPremium: row.isPremium === 1,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: lessons.filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({ id: lesson.id, title: lesson.title, durationMinutes: lesson.durationMinutes, contentHtml: renderMarkdown(lesson.content, 'lesson'), videoUrl: lesson.videoUrl })),
    })),
    changes: [],
    materials,
    quizzes,
  };
}

const DECIDED_STATE: Record<string, string> = { approved: 'aprovado', rejected: 'rejeitado', unpublished: 'retirado do catálogo' };

/** The 404 or the 409 after a conditional update that changed nothing. */
async function refusal(ctx: AppContext, courseId: string): Promise<AppError> {
  const row = await repo.findModerationCourse(ctx.db, courseId);
  if (!row || row.status === 'draft') return notFound();
  return new AppError('conflict', `Este curso já foi ${DECIDED_STATE[row.status] ?? 'analisado'} por outro administrador. Atualize a lista.`);
}

/** What approving a new version needs from learning (progress against the new lessons), passed in by the routes. */
export interface ModerationDeps {
  recomputeProgress(courseId: string): Promise<void>;
}

/**
 * Approves the new version of an approved course: applied to the live rows in one
 * transaction with its audit row and the teacher's notification.
 */
async function approveRevision(ctx: AppContext, actor: AuditActor, courseId: string, deps: ModerationDeps): Promise<ModerationCourse> {
  let announce = async () => {};
  const approved = await ctx.db.transaction().execute(async (trx) => {
    const content = await revisions.applyPendingRevision(trx, courseId);
    if (!content) return null;
    const course = await repo.findModerationCourse(trx, courseId);
    if (!course) return null;
    await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'course.revision.approve', targetType: 'course', targetId: courseId, details: { title: course.title } });
    ({ announce } = await createNotification(ctx, {
      userId: course.instructorId, type: 'moderation', title: 'Nova versão aprovada',
      description: `A nova versão do seu curso "${course.title}" foi aprovada e já é a que os alunos veem.`, link: `/professor/cursos/${encodeURIComponent(courseId)}`,
    }, trx));
    return course;
  });
  if (!approved) throw new AppError('conflict', 'Esta nova versão já foi analisada por outro administrador. Atualize a lista.');
  await deps.recomputeProgress(courseId);
  await announce();
  return toModerationCourse(approved);
}

async function rejectRevision(ctx: AppContext, actor: AuditActor, courseId: string, reason: string): Promise<ModerationCourse> {
  let announce = async () => {};
  const rejected = await ctx.db.transaction().execute(async (trx) => {
    if (!(await revisions.rejectPendingRevision(trx, courseId, reason, ctx.clock.now().toISOString()))) return null;
    const course = await repo.findModerationCourse(trx, courseId);
    if (!course) return null;
    await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'course.revision.reject', targetType: 'course', targetId: courseId, details: { title: course.title, reason } });
    ({ announce } = await createNotification(ctx, {
      userId: course.instructorId, type: 'moderation', title: 'Nova versão rejeitada',
      description: `A nova versão do seu curso "${course.title}" foi rejeitada; os alunos continuam vendo a versão aprovada. Motivo: ${reason} Corrija e envie de novo para análise.`,
      link: `/professor/cursos/${encodeURIComponent(courseId)}`,
    }, trx));
    return course;
  });
  if (!rejected) throw new AppError('conflict', 'Esta nova versão já foi analisada por outro administrador. Atualize a lista.');
  await announce();
  return toModerationCourse(rejected);
}

/** Whether the decision is on a new version (the course is approved and has one pending). */
async function decidesRevision(ctx: AppContext, courseId: string): Promise<boolean> {
  const row = await repo.findModerationCourse(ctx.db, courseId);
  if (!row || row.status !== 'approved') return false;
  return (await revisions.findRevision(ctx, courseId))?.status === 'pending';
}

export async function approveCourse(ctx: AppContext, actor: AuditActor, courseId: string, deps: ModerationDeps): Promise<ModerationCourse> {
  if (await decidesRevision(ctx, courseId)) return approveRevision(ctx, actor, courseId, deps);
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
  if (await decidesRevision(ctx, courseId)) return rejectRevision(ctx, actor, courseId, reason);
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

/**
 * Takes an approved course out of the catalogue and the search (docs/decisions/
 * course-revisions-and-quiz-changes.md): enrolled students keep their history and
 * certificates but no longer study it; the teacher is told why and may send it again.
 */
export async function unpublishCourse(ctx: AppContext, actor: AuditActor, courseId: string, reason: string): Promise<ModerationCourse> {
  let announce = async () => {};
  const unpublished = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.unpublishIfApproved(trx, courseId, actor.id, reason, ctx.clock.now().toISOString()))) return null;
    // The teacher now edits the course itself; a new version in progress goes with the old one.
    await revisions.dropRevision(trx, courseId);
    const course = await repo.findModerationCourse(trx, courseId);
    if (!course) return null;
    await recordAudit(ctx, trx, { actorId: actor.id, ip: actor.ip, action: 'course.unpublish', targetType: 'course', targetId: courseId, details: { title: course.title, reason } });
    ({ announce } = await createNotification(ctx, {
      userId: course.instructorId, type: 'moderation', title: 'Curso retirado do catálogo',
      description: `Seu curso "${course.title}" foi retirado do catálogo pela moderação. Motivo: ${reason} Os alunos matriculados mantêm o histórico e os certificados. Corrija e envie de novo para análise.`,
      link: `/professor/cursos/${encodeURIComponent(courseId)}`,
    }, trx));
    return course;
  });
  if (!unpublished) {
    const row = await repo.findModerationCourse(ctx.db, courseId);
    if (!row || row.status === 'draft') throw notFound();
    if (row.status === 'unpublished') throw new AppError('conflict', 'Este curso já foi retirado do catálogo. Atualize a lista.');
    throw new AppError('conflict', 'Só um curso aprovado pode ser retirado do catálogo.');
  }
  await announce();
  return toModerationCourse(unpublished);
}
