import { randomInt } from 'node:crypto';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import type { CertificatesTable } from '#server/db/schema';
import { newId } from '#server/lib/ids';
import { createNotification } from '#server/modules/notifications/notifications.service';
import * as repo from './certificates.repository.ts';

// No 0/O or 1/I/L: codes are read from paper and typed by hand.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A verification code such as 'EDU-7K3M-9QXP-4D2A' (60 bits of randomness). */
function newCertificateCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return `EDU-${groups.join('-')}`;
}

export interface IssueOutcome {
  /** The student's certificate for the course (new or already there), or null when the course is not complete. */
  certificate: CertificatesTable | null;
  /** True only for the one call that created it. */
  issued: boolean;
  /**
   * Pushes the 'Certificado disponível' notification to open pages. Already done when `db`
   * was `ctx.db`; a caller that passed a transaction awaits it after committing (it may
   * also send the e-mail copy, whose failure must not go unhandled).
   */
  announce: () => Promise<void>;
}

const nothing = async () => {};

/**
 * Called by the learning module after a lesson completion and by the exams module after
 * a passing attempt: issues the course's certificate once every lesson is done and, where
 * the course has an exam, a passing attempt exists. Idempotent and safe under races: the
 * unique (user_id, course_id) constraint decides which concurrent call inserts, and only
 * that call creates the notification.
 *
 * Rules (docs/decisions/when-a-certificate-is-issued.md): the student must be enrolled; every lesson of the course
 * completed; every quiz of the course passed at least once; a course with neither lessons
 * nor quizzes cannot be completed.
 */
export async function issueCertificateIfComplete(ctx: AppContext, userId: string, courseId: string, db: Db = ctx.db): Promise<IssueOutcome> {
  const existing = await repo.findCertificateOfCourse(db, userId, courseId);
  if (existing) return { certificate: existing, issued: false, announce: nothing };

  // The facts come from the owners of their tables (courses, learning, exams), wired by the app.
  const state = await ctx.readCourseCompletion(userId, courseId, db);
  if (!state.course || !state.enrolled) return { certificate: null, issued: false, announce: nothing };
  if (state.lessonCount === 0 && state.quizzes.length === 0) return { certificate: null, issued: false, announce: nothing };
  if (state.completedLessons < state.lessonCount) return { certificate: null, issued: false, announce: nothing };
  if (state.quizzes.some((q) => q.bestPassingScore === null)) return { certificate: null, issued: false, announce: nothing };

  const scores = state.quizzes.map((q) => q.bestPassingScore as number);
  const row: CertificatesTable = {
    id: newId(),
    userId,
    courseId,
    code: newCertificateCode(),
    issuedAt: ctx.clock.now().toISOString(),
    minutes: state.course.durationMinutes,
    score: scores.length > 0 ? Math.max(...scores) : null,
  };
  const inserted = await repo.insertCertificateOnce(db, row);
  if (!inserted) {
    // Another call won the race: report its certificate, notify nobody twice.
    return { certificate: (await repo.findCertificateOfCourse(db, userId, courseId)) ?? null, issued: false, announce: nothing };
  }
  const { announce } = await createNotification(
    ctx,
    {
      userId,
      type: 'certificate',
      title: 'Certificado disponível',
      description: `Seu certificado de ${state.course.title} está pronto para download.`,
      link: '/aluno/certificados',
    },
    db,
  );
  return { certificate: row, issued: true, announce: db === ctx.db ? nothing : announce };
}
