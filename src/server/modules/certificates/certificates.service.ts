import type { Certificate, CertificateVerification } from '#contracts/certificates';
import type { AppContext } from '#server/context';
import { isIdentityVerified } from '#server/modules/users/users.service';
import { AppError } from '#server/lib/app-error';
import { buildCertificatePdf } from './certificate-pdf.ts';
import * as repo from './certificates.repository.ts';
import { certificateRowsOf } from './personal-data.ts';

// Learning (lesson completed) and exams (attempt passed) issue certificates through here.
export { issueCertificateIfComplete } from './certificate-issuer.ts';

/** The student's certificate of the course, if issued. */
export async function findCertificateOfCourse(ctx: AppContext, userId: string, courseId: string) {
  return repo.findCertificateOfCourse(ctx.db, userId, courseId);
}

type CertificateRow = Awaited<ReturnType<typeof repo.listCertificatesOfUser>>[number];

const toCertificate = (row: CertificateRow): Certificate => ({
  id: row.id,
  code: row.code,
  courseId: row.courseId,
  courseTitle: row.courseTitle,
  instructorName: row.instructorName,
  issuedAt: row.issuedAt,
  minutes: row.minutes,
  score: row.score,
});

/** The student's certificate id per course id (the history page links them). */
export async function certificateIdByCourse(ctx: AppContext, userId: string) {
  return repo.certificateIdByCourse(ctx.db, userId);
}

export async function listCertificates(ctx: AppContext, userId: string): Promise<Certificate[]> {
  return (await repo.listCertificatesOfUser(ctx.db, userId)).map(toCertificate);
}

/** Codes are printed upper case with dashes; accept what people type (spaces, lower case). */
function normalizeCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

export async function verifyCertificate(ctx: AppContext, code: string): Promise<CertificateVerification> {
  const row = await repo.findCertificateWithDetails(ctx.db, { code: normalizeCode(code) });
  if (!row) throw new AppError('not-found', 'Nenhum certificado encontrado com este código.');
  const { platform } = await ctx.settings.get();
  return {
    code: row.code,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    issuedAt: row.issuedAt,
    minutes: row.minutes,
    platformName: platform.platformName,
  };
}

/** The PDF of one of the student's own certificates; anyone else's is 'not found'. */
/** The verification link and QR code come from PUBLIC_URL, never from the request's Host or X-Forwarded-Host. */
export async function renderCertificatePdf(ctx: AppContext, userId: string, certificateId: string) {
  const row = await repo.findCertificateWithDetails(ctx.db, { id: certificateId });
  if (!row || row.userId !== userId) throw new AppError('not-found', 'Certificado não encontrado.');
  // Certificates carry the student's name: released only to verified identities (docs/decisions/student-identity-verification.md).
  if (!(await isIdentityVerified(ctx, userId))) {
    throw new AppError('forbidden', 'Seu certificado será liberado assim que sua identidade for verificada. Envie seu CPF em Meu Perfil.');
  }
  const { platform } = await ctx.settings.get();
  const pdf = await buildCertificatePdf({
    platformName: platform.platformName,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    minutes: row.minutes,
    issuedAt: row.issuedAt,
    code: row.code,
    verificationUrl: `${ctx.config.PUBLIC_URL}/certificados/verificar/${encodeURIComponent(row.code)}`,
  });
  return { pdf, fileName: `certificado-${slugify(row.courseTitle)}.pdf` };
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'curso';
}

/** Certificates of one person (LGPD export). */
export async function exportCertificates(ctx: Pick<AppContext, 'db'>, userId: string) {
  return certificateRowsOf(ctx.db, userId);
}
