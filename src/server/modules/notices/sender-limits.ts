import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { countMessagesSentSince } from './notices.repository.ts';
import { countPublicationsSince, recordNoticeSend } from './notice-publishing.repository.ts';
import type { Db } from '#server/db/database';
import { newId } from '#server/lib/ids';

// Per-sender limits on what reaches students' notifications (and possibly their inboxes):
// teacher messages (issue 10 item 12) and notice-board publications, i.e. tasks, events and
// announcements (issue 22 item 5). One budget per sender for both, so that neither door
// floods the students the other one guards.

/** Enough for a teacher's day, not for a flood: counted over both sends and publications. */
export const SENDER_LIMITS = [
  { windowMs: 60_000, max: 10 },
  { windowMs: 60 * 60_000, max: 100 },
] as const;

/** One send at a time per sender and app, so parallel requests cannot all pass the count. */
const sendQueues = new WeakMap<AppContext, Map<string, Promise<unknown>>>();

export function oneAtATime<T>(ctx: AppContext, senderId: string, work: () => Promise<T>): Promise<T> {
  let queues = sendQueues.get(ctx);
  if (!queues) sendQueues.set(ctx, (queues = new Map()));
  const previous = queues.get(senderId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  queues.set(senderId, next);
  void next.finally(() => {
    if (queues.get(senderId) === next) queues.delete(senderId);
  }).catch(() => undefined);
  return next;
}

export const TOO_MANY_MESSAGES = 'Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.';
export const TOO_MANY_PUBLICATIONS = 'Você publicou muitas tarefas, eventos e avisos em pouco tempo. Aguarde alguns minutos e tente novamente.';

/**
 * Refuses (429, `message`) a sender who already reached a limit. Counted from the stored
 * rows, so the limits hold across restarts; a second server process could add at most its
 * own in-flight sends. Call it inside `oneAtATime`.
 */
export async function assertUnderSenderLimits(ctx: AppContext, senderId: string, message: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  for (const { windowMs, max } of SENDER_LIMITS) {
    const since = new Date(now - windowMs).toISOString();
    const [messages, publications] = await Promise.all([countMessagesSentSince(ctx.db, senderId, since), countPublicationsSince(ctx.db, senderId, since)]);
    if (messages + publications >= max) throw new AppError('too-many-requests', message);
  }
}

/** Counts one publication against its sender, inside the publication's transaction `db`. */
export async function recordPublication(ctx: AppContext, db: Db, senderId: string, kind: 'task' | 'event' | 'announcement', at: string): Promise<void> {
  const longest = Math.max(...SENDER_LIMITS.map((limit) => limit.windowMs));
  await recordNoticeSend(db, { id: newId(), senderId, kind, createdAt: at }, new Date(new Date(at).getTime() - longest).toISOString());
}
