import type { AppContext } from '#server/context';
import * as repo from './cluster.repository.ts';
import { sha256 } from '#server/lib/ids';

// State that several instances must share (docs/decisions/counters-and-claims-in-the-database.md):
// rate-limit windows and the claims of background ticks, kept in the database.

/**
 * Counts one hit of `key` in its fixed window of `windowMs` (the window is the same on every
 * instance: it starts at a multiple of `windowMs` since the epoch) and returns the count so
 * far and the milliseconds left in the window. Time is the app's clock: a test's stands still
 * unless moved, so the limit it checks never straddles two windows.
 */
export async function hitSharedCounter(ctx: Pick<AppContext, 'db' | 'clock'>, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  const now = ctx.clock.now().getTime();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  // Keys name addresses and typed e-mails: only their SHA-256 is stored (no personal data in a counter).
  const hit = await repo.hitRateLimit(ctx.db, sha256(`${key}|${windowStart}`), windowStart + windowMs);
  return { count: hit.count, ttlMs: Math.max(0, Number(hit.expiresAt) - now) };
}

/** Whether this instance runs `name`'s tick number `slot`: the first to ask gets it. */
export async function claimJobTick(ctx: Pick<AppContext, 'db' | 'clock'>, name: string, slot: number): Promise<boolean> {
  return repo.insertJobRun(ctx.db, name, slot, ctx.clock.now().toISOString());
}

/** Windows that are over and tick claims older than a day (the claims only matter while their tick can still run). */
export async function pruneSharedState(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  const counters = await repo.pruneRateLimits(ctx.db, now.getTime());
  const claims = await repo.pruneJobRuns(ctx.db, new Date(now.getTime() - 24 * 3600_000).toISOString());
  return counters + claims;
}
