import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import * as authoringRepo from './course-authoring.repository.ts';
import * as repo from './course-revisions.repository.ts';

// A new version of an approved course (docs/decisions/course-revisions-and-quiz-changes.md).
// Students always read the live rows, which only the moderation's approval changes: the
// teacher's edits of an approved course go into one revision document (course fields,
// modules and lessons), sent for review, then applied in one transaction or rejected.
// Module and lesson ids are kept, so completions and notes of unchanged lessons stay.

export interface RevisionLesson {
  id: string;
  title: string;
  durationMinutes: number;
  content: string;
  videoUrl: string | null;
}

export interface RevisionContent {
  title: string;
  description: string;
  category: string;
  isPremium: boolean;
  modules: Array<{ id: string; title: string; lessons: RevisionLesson[] }>;
}

export type RevisionStatus = 'draft' | 'pending' | 'rejected';

export interface Revision {
  status: RevisionStatus;
  rejectionReason: string | null;
  submittedAt: string | null;
  content: RevisionContent;
}

const inReview = () => new AppError('conflict', 'A nova versão do curso está em análise e não pode ser alterada até a decisão da moderação.');

function toRevision(row: repo.RevisionRow): Revision {
  return {
    status: row.status as RevisionStatus,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    submittedAt: row.submittedAt,
    content: JSON.parse(row.content) as RevisionContent,
  };
}

/** The live course as a revision document: what a new revision starts from. */
export async function liveContent(db: Db, courseId: string): Promise<RevisionContent> {
  const [course, modules, lessons] = await Promise.all([
    authoringRepo.findCourse(db, courseId),
    authoringRepo.listModules(db, courseId),
    authoringRepo.listLessons(db, courseId),
  ]);
  if (!course) throw new AppError('not-found', 'Curso não encontrado.');
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    isPremium: course.isPremium === 1,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({ id: lesson.id, title: lesson.title, durationMinutes: lesson.durationMinutes, content: lesson.content, videoUrl: lesson.videoUrl })),
    })),
  };
}

export async function findRevision(ctx: AppContext, courseId: string, db: Db = ctx.db): Promise<Revision | null> {
  const row = await repo.findRevision(db, courseId);
  return row ? toRevision(row) : null;
}

/**
 * Applies `edit` to the course's open revision (started from the live course when there is
 * none), in one transaction; 409 while the revision is in review.
 */
export async function editRevision(ctx: AppContext, courseId: string, edit: (content: RevisionContent) => void): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findRevision(trx, courseId);
    if (row && row.status === 'pending') throw inReview();
    const content = row ? (JSON.parse(row.content) as RevisionContent) : await liveContent(trx, courseId);
    edit(content);
    if (!row) {
      await repo.insertRevision(trx, { id: newId(), courseId, status: 'draft', content: JSON.stringify(content), rejectionReason: null, submittedAt: null, createdAt: now, updatedAt: now });
    } else if (!(await repo.updateOpenRevision(trx, row.id, { content: JSON.stringify(content), updatedAt: now }))) {
      throw inReview();
    }
  });
}

/** Sends the open revision for review (draft | rejected → pending). */
export async function submitRevision(ctx: AppContext, courseId: string): Promise<void> {
  const row = await repo.findRevision(ctx.db, courseId);
  if (!row) throw new AppError('conflict', 'O curso já está aprovado e não há alterações para enviar.');
  if (row.status === 'pending') throw new AppError('conflict', 'A nova versão do curso já está em análise.');
  const content = JSON.parse(row.content) as RevisionContent;
  if (content.modules.every((module) => module.lessons.length === 0)) throw new AppError('conflict', 'Adicione pelo menos uma aula antes de enviar para análise.');
  if (!(await repo.markRevisionSubmitted(ctx.db, row.id, ctx.clock.now().toISOString()))) throw new AppError('conflict', 'A nova versão do curso já está em análise.');
}

/** The `limit` new versions sent for review longest ago. */
export async function listPendingRevisions(ctx: AppContext, limit: number) {
  const rows = await repo.listPendingRevisions(ctx.db, limit);
  return rows.map((row) => ({ courseId: row.courseId, submittedAt: row.submittedAt, instructorName: row.instructorName, content: JSON.parse(row.content) as RevisionContent }));
}

/**
 * Replaces the live course with the pending revision, inside the caller's transaction:
 * false when there is none pending (another admin decided first). Lessons left out are
 * deleted (with their completions, as deleting a lesson does); the caller recomputes progress.
 */
export async function applyPendingRevision(trx: Db, courseId: string): Promise<RevisionContent | null> {
  const row = await repo.findRevision(trx, courseId);
  if (!row || row.status !== 'pending' || !(await repo.takePendingRevision(trx, courseId))) return null;
  const content = JSON.parse(row.content) as RevisionContent;
  const [moduleIds, lessonIds] = await Promise.all([repo.listModuleIds(trx, courseId), repo.listLessonIds(trx, courseId)]);
  const keptModules = new Set(content.modules.map((module) => module.id));
  const keptLessons = new Set(content.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)));
  await repo.deleteLessons(trx, lessonIds.filter((id) => !keptLessons.has(id)));
  const existingModules = new Set(moduleIds);
  const existingLessons = new Set(lessonIds);
  for (const [moduleIndex, module] of content.modules.entries()) {
    await repo.upsertModule(trx, { id: module.id, courseId, title: module.title, position: moduleIndex + 1 }, existingModules.has(module.id));
  }
  for (const module of content.modules) {
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      await repo.upsertLesson(trx, { ...lesson, courseId, moduleId: module.id, position: lessonIndex + 1 }, existingLessons.has(lesson.id));
    }
  }
  await repo.deleteModules(trx, moduleIds.filter((id) => !keptModules.has(id)));
  await authoringRepo.updateCourse(trx, courseId, { title: content.title, description: content.description, category: content.category, isPremium: content.isPremium ? 1 : 0 });
  await authoringRepo.refreshCourseDuration(trx, courseId);
  return content;
}

/** pending → rejected with its reason; the live course stays. False when not pending. */
export async function rejectPendingRevision(trx: Db, courseId: string, reason: string, at: string): Promise<boolean> {
  return repo.rejectRevisionIfPending(trx, courseId, reason, at);
}

/** When the course leaves the catalogue, its unsent or pending new version goes with it. */
export async function dropRevision(trx: Db, courseId: string): Promise<void> {
  await repo.deleteRevision(trx, courseId);
}

const quote = (text: string) => `"${text}"`;

/** What the new version changes, in words, for the moderator (a reading aid, not a patch). */
export function describeChanges(live: RevisionContent, next: RevisionContent): string[] {
  const changes: string[] = [];
  if (live.title !== next.title) changes.push(`Título: ${quote(live.title)} → ${quote(next.title)}`);
  if (live.description !== next.description) changes.push('Descrição alterada');
  if (live.category !== next.category) changes.push(`Categoria: ${live.category} → ${next.category}`);
  if (live.isPremium !== next.isPremium) changes.push(next.isPremium ? 'Passa a ser premium' : 'Deixa de ser premium');
  const liveModules = new Map(live.modules.map((module) => [module.id, module]));
  const nextModules = new Map(next.modules.map((module) => [module.id, module]));
  for (const module of next.modules) {
    const before = liveModules.get(module.id);
    if (!before) changes.push(`Módulo novo: ${quote(module.title)}`);
    else if (before.title !== module.title) changes.push(`Módulo renomeado: ${quote(before.title)} → ${quote(module.title)}`);
  }
  for (const module of live.modules) if (!nextModules.has(module.id)) changes.push(`Módulo removido: ${quote(module.title)}`);
  const liveLessons = new Map(live.modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson] as const)));
  const nextLessons = new Map(next.modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson] as const)));
  for (const [id, lesson] of nextLessons) {
    const before = liveLessons.get(id);
    if (!before) changes.push(`Aula nova: ${quote(lesson.title)}`);
    else if (before.title !== lesson.title || before.content !== lesson.content || before.videoUrl !== lesson.videoUrl || before.durationMinutes !== lesson.durationMinutes) {
      changes.push(`Aula alterada: ${quote(lesson.title)}`);
    }
  }
  for (const [id, lesson] of liveLessons) if (!nextLessons.has(id)) changes.push(`Aula removida: ${quote(lesson.title)}`);
  const order = (content: RevisionContent) => content.modules.map((module) => `${module.id}:${module.lessons.map((lesson) => lesson.id).join(',')}`).join('|');
  if (changes.length === 0 && order(live) !== order(next)) changes.push('Ordem de módulos ou aulas alterada');
  return changes;
}
