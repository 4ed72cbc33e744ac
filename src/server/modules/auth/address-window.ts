/**
 * A fixed one-minute window per key. The route's own limiter already keys sign-in by
 * address + e-mail and runs once per request, so the per-address limit on top of it is
 * counted here: in memory for one process, or by `shared` (the database's counters, the
 * same on every instance) when given.
 */
export function createAddressWindow(max: number, windowMs = 60_000, shared?: (key: string, windowMs: number) => Promise<{ count: number }>) {
  const counts = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one hit; false once the key went over `max` in its window. */
    async hit(key: string, now = Date.now()): Promise<boolean> {
      if (shared) return (await shared(`login-address:${key}`, windowMs)).count <= max;
      if (counts.size > 10_000) {
        for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
      }
      const entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        counts.set(key, { count: 1, resetAt: now + windowMs });
        return true;
      }
      entry.count += 1;
      return entry.count <= max;
    },
  };
}
