import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authoringEndpoints as e, THUMBNAIL_MAX_BYTES } from '#contracts/authoring';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { route } from '#server/plugins/route';
import { contentDisposition } from '#server/lib/http/content-disposition';
import * as materials from './course-materials.service.ts';

const ONE_FILE_MESSAGE = 'Envie apenas um arquivo, no campo "file".';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * An upload refused before its end: the answer closes the connection, so the client stops
 * sending the rest (nothing more is read or kept).
 */
function cutOff(reply: FastifyReply, error: unknown): never {
  reply.header('connection', 'close');
  if (error instanceof AppError) throw error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    throw new AppError('bad-request', ONE_FILE_MESSAGE);
  }
  // A client that gave up half-way, or a malformed form.
  throw new AppError('bad-request', 'O envio do arquivo foi interrompido. Tente novamente.');
}

/** The one file of a multipart request, as a stream limited to `maxBytes` (+1 to tell "too large"). */
async function incomingFile(req: FastifyRequest, maxBytes: number): Promise<materials.IncomingFile> {
  if (!req.isMultipart()) throw new AppError('bad-request', 'Envie o arquivo como um formulário (multipart) no campo "file".');
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) throw materials.tooLarge(maxBytes);
  const parts = req.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1 } });
  const first = await parts.next();
  if (first.done || !first.value) throw new AppError('bad-request', 'Selecione um arquivo para enviar.');
  const file = first.value;
  if (file.type !== 'file' || file.fieldname !== 'file') throw new AppError('bad-request', ONE_FILE_MESSAGE);
  return {
    fileName: file.filename,
    stream: file.file,
    // A second part after the file (another file, a field) fails here (FST_PARTS_LIMIT):
    // checked before anything is kept, so nothing is silently dropped.
    end: async () => {
      if (!(await parts.next()).done) throw new AppError('bad-request', ONE_FILE_MESSAGE);
    },
  };
}

/** A material as a download: its original name, never cached by a shared cache. */
export function sendMaterial(reply: FastifyReply, file: materials.MaterialFile) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

// Uploads of the teacher's courses: materials (issue 12 item 3) and the course thumbnail
// (item 2). Multipart only in this scope, with per-request limits.
export async function courseMaterialRoutes(app: AppInstance) {
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: THUMBNAIL_MAX_BYTES } });
  await materials.removeUnfinishedUploads(app.ctx);

  route(app, e.uploadMaterial, async (req, reply) => {
    try {
      // Ownership and state first: a refused course reads no byte of the file.
      await materials.assertCanUploadTo(app.ctx, req.user.id, req.params.id);
      const maxBytes = await materials.materialUploadLimit(app.ctx);
      const file = await incomingFile(req, maxBytes);
      return await materials.uploadMaterial(app.ctx, req.user.id, req.params.id, req.query.title, file, maxBytes);
    } catch (error) {
      return cutOff(reply, error);
    }
  });
  route(app, e.renameMaterial, async (req) => materials.renameMaterial(app.ctx, req.user.id, req.params.id, req.body));
  route(app, e.downloadMaterial, async (req, reply) => sendMaterial(reply, await materials.readOwnMaterial(app.ctx, req.user.id, req.params.id)));
  route(app, e.deleteMaterial, async (req) => {
    await materials.deleteMaterial(app.ctx, req.user.id, req.params.id);
    return { ok: true as const };
  });
}
