import type { AppInstance } from '#server/context';
import { runDueReminders } from './notices.service.ts';

/** How often stored reminders are checked; a reminder is at most this late. */
const REMINDER_CHECK_INTERVAL_MS = 30_000;

/**
 * Reminders are rows (event_reminders), so the job only looks for due ones: at start
 * (catching up on any missed while the server was down) and then periodically, on the
 * app's one scheduler (overlap guard, stopped on close). The claim in runDueReminders
 * makes each reminder fire once even with several server processes.
 */
export function scheduleReminders(app: AppInstance) {
  app.scheduler.every('lembretes de eventos', REMINDER_CHECK_INTERVAL_MS, async () => {
    const sent = await runDueReminders(app.ctx);
    if (sent > 0) app.log.info({ sent }, 'lembretes de eventos enviados');
  });
}
