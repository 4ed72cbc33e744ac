import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context';
import { runDueReminders } from './notices.service.ts';

/** How often stored reminders are checked; a reminder is at most this late. */
const REMINDER_CHECK_INTERVAL_MS = 30_000;

/**
 * A small in-process scheduler: reminders are rows (event_reminders), so this only has to
 * look for due ones — once at start (catching up on any missed while the server was down)
 * and then periodically. Overlapping ticks are skipped; the claim in runDueReminders makes
 * each reminder fire once even with several server processes.
 */
export function startReminderScheduler(ctx: AppContext, log: FastifyBaseLogger, intervalMs = REMINDER_CHECK_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return running;
    running = runDueReminders(ctx)
      .then((sent) => {
        if (sent > 0) log.info({ sent }, 'lembretes de eventos enviados');
      })
      .catch((error: unknown) => log.error({ err: error }, 'falha ao enviar lembretes de eventos'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    ready: first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
