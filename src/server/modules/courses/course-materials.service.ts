import { mkdir, open, readdir, rename, unlink } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { MATERIAL_TYPE_MESSAGE, type MaterialRename, type TeacherMaterial } from '#contracts/authoring';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { DOCUMENT_SNIFF_BYTES, DOCUMENT_TYPES, checkWordPackage, sniffDocument, type DocumentType } from '#server/lib/file-types';
import { newId } from '#server/lib/ids';
import { assertNotInReview, requireEditableCourse } from './course-authoring.service.ts';
import * as repo from './course-materials.repository.ts';

// Course materials a teacher uploads (docs/decisions/course-material-uploads.md).
// A file is streamed to a temporary name beside its final place, checked, synced, renamed
// to a generated name and only then recorded: an upload that is refused, too large or
// interrupted leaves neither a row nor a file. Students download through courses.service.

export interface IncomingFile {
  /** The name the browser sent (may carry a path on old browsers). */
  fileName: string;
  stream: AsyncIterable<Buffer>;
  /** Resolves once the request holds nothing after the file; throws otherwise (checked before anything is kept). */
  end?: () => Promise<void>;
}

const TEMP_PREFIX = '.upload-';
const MB = 1024 * 1024;

/**
 * At start: temporary files of uploads cut short by a crash (`kill -9` mid-upload) have no
 * row and never will; they are removed. One server process owns UPLOAD_DIR (DESIGN.md).
 */
export async function removeUnfinishedUploads(ctx: AppContext): Promise<void> {
  const names = await readdir(ctx.config.UPLOAD_DIR).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(TEMP_PREFIX) && name.endsWith('.part')).map((name) => unlink(join(ctx.config.UPLOAD_DIR, name)).catch(() => undefined)));
}

/** The admin setting `maxUploadSize` (MB), in bytes. */
export async function materialUploadLimit(ctx: AppContext): Promise<number> {
  return (await ctx.settings.get()).platform.maxUploadSize * MB;
}

export const tooLarge = (maxBytes: number) =>
  new AppError('payload-too-large', `O arquivo é maior que o limite de ${Math.round(maxBytes / MB)} MB definido pela plataforma.`);

const megabytes = (bytes: number) => `${(bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/** The teacher's total space (setting `teacherUploadQuotaMb`) would be passed: 413 saying how much is used. */
const overQuota = (quota: number, used: number, size: number | null) =>
  new AppError(
    'payload-too-large',
    `Sua cota de armazenamento de materiais é de ${megabytes(quota)} e você já usa ${megabytes(used)}${size === null ? '' : `; este arquivo tem ${megabytes(size)}`}. Exclua materiais que não usa mais ou peça à administração para aumentar a cota.`,
  );

const materialNotFound = () => new AppError('not-found', 'Material não encontrado.');

/** The original name without any path, control characters or surrounding spaces. */
function cleanFileName(raw: string): string {
  // Control characters, and the bidirectional overrides that would show "aula‮fdp.exe" as
  // "aulaexe.pdf" (a name that lies about its type).
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return name.slice(-200);
}

function typeByName(fileName: string): DocumentType | null {
  const ext = extname(fileName).toLowerCase();
  if (ext === '.pdf') return DOCUMENT_TYPES.pdf;
  if (ext === '.docx') return DOCUMENT_TYPES.docx;
  return null;
}

/** Refuses before any byte is read: another teacher's course (404), a course in review (409). */
export async function assertCanUploadTo(ctx: AppContext, teacherId: string, courseId: string): Promise<void> {
  await requireEditableCourse(ctx.db, teacherId, courseId);
}

/** Writes the stream to `path`, checking the first bytes and the size as they arrive. */
async function receive(file: IncomingFile, path: string, type: DocumentType, maxBytes: number): Promise<number> {
  const handle = await open(path, 'wx');
  try {
    let size = 0;
    let head: Buffer | null = Buffer.alloc(0);
    for await (const chunk of file.stream) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= DOCUMENT_SNIFF_BYTES) {
          const kind = sniffDocument(head);
          if (kind !== (type.ext === 'pdf' ? 'pdf' : 'zip')) throw new AppError('unsupported-media-type', MATERIAL_TYPE_MESSAGE);
          head = null;
        }
      }
      await handle.write(chunk);
    }
    if (size === 0) throw new AppError('bad-request', 'O arquivo enviado está vazio.');
    if (head) throw new AppError('unsupported-media-type', MATERIAL_TYPE_MESSAGE);
    // On disk before the row points at it: an acknowledged upload survives a crash.
    await handle.sync();
    return size;
  } finally {
    await handle.close();
  }
}

async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

export async function uploadMaterial(
  ctx: AppContext,
  teacherId: string,
  courseId: string,
  title: string | undefined,
  file: IncomingFile,
  maxBytes: number,
): Promise<TeacherMaterial> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  const fileName = cleanFileName(file.fileName);
  const type = typeByName(fileName);
  if (!type) throw new AppError('unsupported-media-type', MATERIAL_TYPE_MESSAGE);

  // Already full: refused before a byte is read.
  const quota = (await ctx.settings.get()).platform.teacherUploadQuotaMb * MB;
  const usedBefore = await repo.sumTeacherMaterialBytes(ctx.db, teacherId);
  if (usedBefore >= quota) throw overQuota(quota, usedBefore, null);

  const dir = ctx.config.UPLOAD_DIR;
  const id = newId();
  const temp = join(dir, `${TEMP_PREFIX}${id}.part`);
  const storedName = `${id}.${type.ext}`;
  let stored = false;
  try {
    await mkdir(dir, { recursive: true });
    const sizeBytes = await receive(file, temp, type, maxBytes);
    await file.end?.();
    if (type.ext === 'docx') {
      const verdict = await checkWordPackage(temp, sizeBytes);
      if (!verdict.ok) throw new AppError('unsupported-media-type', `${MATERIAL_TYPE_MESSAGE} Este .docx não é um documento do Word válido: ${verdict.reason}.`);
    }
    await rename(temp, join(dir, storedName));
    stored = true;
    await syncDirectory(dir);
    const createdAt = ctx.clock.now().toISOString();
    const shownTitle = title?.trim() || basename(fileName, extname(fileName)).trim().slice(0, 120) || 'Material';
    await ctx.db.transaction().execute(async (trx) => {
      // Counted again with the teacher's uploads serialised: two at once cannot both fit.
      await repo.lockTeacherUploads(trx, teacherId);
      const used = await repo.sumTeacherMaterialBytes(trx, teacherId);
      if (used + sizeBytes > quota) throw overQuota(quota, used, sizeBytes);
      await repo.insertMaterial(trx, { id, courseId, title: shownTitle, fileName, storedName, mimeType: type.mime, sizeBytes, uploadedBy: teacherId, createdAt });
    });
    return { id, courseId, courseTitle: course.title, title: shownTitle, fileName, sizeBytes, createdAt, courseInReview: false };
  } catch (error) {
    if (stored) await unlink(join(dir, storedName)).catch(() => undefined);
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/** The teacher's own material, or 404 (another teacher's is indistinguishable from none). */
async function findOwnMaterial(ctx: AppContext, teacherId: string, materialId: string) {
  const material = await repo.findMaterialWithCourse(ctx.db, materialId);
  if (!material || material.instructorId !== teacherId) throw materialNotFound();
  return material;
}

/** The teacher's own material of a course that is not in review (409), or 404. */
async function requireOwnMaterial(ctx: AppContext, teacherId: string, materialId: string) {
  const material = await findOwnMaterial(ctx, teacherId, materialId);
  assertNotInReview(material);
  return material;
}

export async function renameMaterial(ctx: AppContext, teacherId: string, materialId: string, input: MaterialRename): Promise<TeacherMaterial> {
  const material = await requireOwnMaterial(ctx, teacherId, materialId);
  await repo.renameMaterial(ctx.db, materialId, input.title);
  const { id, courseId, courseTitle, fileName, sizeBytes, createdAt } = material;
  return { id, courseId, courseTitle, title: input.title, fileName, sizeBytes, createdAt, courseInReview: false };
}

export interface MaterialFile {
  body: NodeJS.ReadableStream;
  size: number;
  fileName: string;
  mimeType: string;
}

/** The stored file of a material, streamed (student, teacher and moderator downloads share it). */
export async function openMaterialFile(ctx: AppContext, material: { storedName: string; fileName: string; mimeType: string }): Promise<MaterialFile> {
  // Stored names are generated by us; basename() is a second guard against path tricks.
  const path = join(ctx.config.UPLOAD_DIR, basename(material.storedName));
  try {
    // Streamed from an open handle: a large file is never held in memory, and a file
    // deleted by its teacher meanwhile is still read to the end by this download.
    const handle = await open(path, 'r');
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), size, fileName: material.fileName, mimeType: material.mimeType };
  } catch {
    throw new AppError('not-found', 'O arquivo deste material não está disponível. Avise o professor do curso.');
  }
}

/** The teacher downloads their own material, whatever the course's state (404 for another teacher's). */
export async function readOwnMaterial(ctx: AppContext, teacherId: string, materialId: string): Promise<MaterialFile> {
  return openMaterialFile(ctx, await findOwnMaterial(ctx, teacherId, materialId));
}

/** The moderator downloads a material of a course they may preview (not a draft). */
export async function readMaterialForReview(ctx: AppContext, courseId: string, materialId: string): Promise<MaterialFile> {
  const material = await repo.findMaterialWithCourse(ctx.db, materialId);
  if (!material || material.courseId !== courseId || material.status === 'draft') throw materialNotFound();
  return openMaterialFile(ctx, material);
}

export async function deleteMaterial(ctx: AppContext, teacherId: string, materialId: string): Promise<void> {
  const material = await requireOwnMaterial(ctx, teacherId, materialId);
  // The row first: from now on no download starts; then the file.
  await repo.deleteMaterial(ctx.db, materialId);
  await unlink(join(ctx.config.UPLOAD_DIR, basename(material.storedName))).catch(() => undefined);
}
