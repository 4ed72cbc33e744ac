import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, userEndpoints } from '#contracts/users';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { route } from '#server/plugins/route';
import { changePassword } from '#server/modules/auth/auth.service';
import { isStudentOfTeacher } from '#server/modules/learning/learning.service';
import * as users from './users.service.ts';

/** Per-user limit on endpoints that check a password or a 2FA code (guessing). */
const guessLimit = {
  rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `users:${req.user?.id ?? req.ip}` },
};

export async function userRoutes(app: AppInstance) {
  // Multipart only in this scope: the avatar is the one upload here; one file, 2 MB.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  route(app, userEndpoints.myProfile, async (req) => users.getMyProfile(app.ctx, req.user.id));
  // Rate-limited: a new e-mail checks the password (and the second factor).
  route(app, userEndpoints.updateMyProfile, async (req) => users.updateMyProfile(app.ctx, req.user.id, req.body), guessLimit);
  route(
    app,
    userEndpoints.confirmEmailChange,
    async (req, reply) => {
      let title = 'E-mail confirmado';
      let text: string;
      try {
        const { email } = await users.confirmEmailChange(app.ctx, req.query.token);
        text = `O e-mail da sua conta agora é ${email}. Use-o para entrar.`;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        title = 'Não foi possível confirmar';
        text = error.message;
        reply.status(error.code === 'conflict' ? 409 : 400);
      }
      // A link opened from a mail client: a page, not JSON. Only our own texts, escaped.
      const escape = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${escape(title)}</title><main style="font-family:sans-serif;max-width:32rem;margin:4rem auto"><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">Ir para a página inicial</a></p></main></html>`);
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
  route(app, userEndpoints.profile, async (req) =>
    users.getProfile(app.ctx, req.user, req.params.id, (studentId, teacherId) => isStudentOfTeacher(app.ctx, studentId, teacherId)),
  );

  route(app, userEndpoints.professionalProfile, async (req) => users.getProfessionalProfile(app.ctx, req.user.id));
  route(app, userEndpoints.updateProfessionalProfile, async (req) => users.updateProfessionalProfile(app.ctx, req.user.id, req.body));

  route(app, userEndpoints.uploadAvatar, async (req) => {
    if (!req.isMultipart()) throw new AppError('bad-request', 'Envie a foto como um formulário (multipart) no campo "file".');
    // Avatars: at most 2 MB (DESIGN.md) and never more than the maxUploadSize setting.
    const maxBytes = await users.avatarMaxBytes(app.ctx);
    let bytes: Buffer;
    try {
      const parts = req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2 } });
      const first = await parts.next();
      if (first.done || !first.value) throw new AppError('bad-request', 'Selecione uma imagem para enviar.');
      const file = first.value;
      if (file.type !== 'file' || file.fieldname !== 'file') throw new AppError('bad-request', 'Envie apenas uma imagem, no campo "file".');
      bytes = await file.toBuffer();
      // Anything after the image (a second file, a field) is refused, not silently dropped.
      if (!(await parts.next()).done) throw new AppError('bad-request', 'Envie apenas uma imagem, no campo "file".');
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload-too-large', `A foto deve ter no máximo ${formatMegabytes(maxBytes)}.`);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new AppError('bad-request', 'Envie apenas uma imagem, no campo "file".');
      }
      throw new AppError('bad-request', 'Não foi possível ler o arquivo enviado.');
    }
    if (bytes.length === 0) throw new AppError('bad-request', 'O arquivo enviado está vazio.');
    return users.saveAvatar(app.ctx, req.user.id, bytes);
  });
  route(app, userEndpoints.removeAvatar, async (req) => users.removeAvatar(app.ctx, req.user.id));
  route(app, userEndpoints.avatar, async (req, reply) => {
    const { bytes, mime } = await users.readAvatar(app.ctx, req.params.id);
    // The URL carries the stored name (?v=…), so a new photo is a new URL.
    return reply.header('content-type', mime).header('cache-control', 'private, max-age=86400').send(bytes);
  });

  route(app, userEndpoints.preferences, async (req) => users.getPreferences(app.ctx, req.user.id));
  route(app, userEndpoints.updatePreferences, async (req) => users.savePreferences(app.ctx, req.user.id, req.body));

  route(app, userEndpoints.security, async (req) => users.getSecurityStatus(app.ctx, req.user.id));
  route(app, userEndpoints.totpSetup, async (req) => users.startTotpSetup(app.ctx, req.user.id));
  route(app, userEndpoints.totpEnable, async (req) => users.enableTotp(app.ctx, req.user.id, req.body.code), guessLimit);
  route(
    app,
    userEndpoints.totpDisable,
    async (req) => {
      await users.disableTotp(app.ctx, req.user.id, req.body);
      return { ok: true as const };
    },
    guessLimit,
  );
  route(app, userEndpoints.regenerateRecoveryCodes, async (req) => users.regenerateRecoveryCodes(app.ctx, req.user.id, req.body.code), guessLimit);
  route(app, userEndpoints.changePassword, async (req) => changePassword(app.ctx, req.user, req.body), guessLimit);
}

const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
