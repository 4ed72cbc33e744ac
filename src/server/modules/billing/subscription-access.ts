import type { SubscriptionRow } from './billing.repository.ts';

/** A paid period that has not ended gives access, including one cancelled at period end. */
export const hasAccess = (sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd'>, now: Date) =>
  sub.status !== 'expired' && new Date(sub.currentPeriodEnd) > now;
