import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { formatDatePtBR } from '#server/lib/format';
import { newId } from '#server/lib/ids';
import { getUserContact } from '#server/modules/users/users.service';
import * as repo from './support.repository.ts';
import { eraseSupportMessages, supportMessagesOf } from './personal-data.ts';

const ROLE_LABELS = { aluno: 'Aluno', professor: 'Professor', admin: 'Admin' } as const;

/** 'Contatar suporte': stored, and mailed to the settings' support address (outbox without SMTP). */
export async function contactSupport(ctx: AppContext, userId: string, input: { subject: string; message: string; context?: string }) {
  const user = await getUserContact(ctx, userId);
  const { platform } = await ctx.settings.get();
  const now = ctx.clock.now();
  await repo.insertSupportMessage(ctx.db, {
    id: newId(), userId, subject: input.subject, message: input.message, context: input.context ?? null, createdAt: now.toISOString(),
  });
  await ctx.mailer.send({
    to: platform.supportEmail,
    subject: `[Suporte] ${input.subject}`,
    body: [
      `De: ${user.name} <${user.email}> (${ROLE_LABELS[user.role]})`,
      ...(input.context ? [`Origem: ${input.context}`] : []),
      `Enviada em: ${formatDatePtBR(now)}`,
      '',
      input.message,
      '',
      `Responda diretamente para ${user.email}.`,
    ].join('\n'),
  });
  return { ok: true as const, message: 'Mensagem enviada! Nossa equipe de suporte responderá no seu e-mail.' };
}

/** Messages this person sent to support (LGPD export). */
export async function exportSupportMessages(ctx: Pick<AppContext, 'db'>, userId: string) {
  return supportMessagesOf(ctx.db, userId);
}

/** Erasure: the person's messages to support (`db`: the erasure's transaction). */
export async function eraseSupport(db: Db, userId: string) {
  await eraseSupportMessages(db, userId);
}
