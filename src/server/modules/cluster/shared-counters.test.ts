import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { hitSharedCounter, pruneSharedState } from './cluster.service.ts';

describe('shared rate-limit windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it('follow the app clock, not the machine\'s: a minute passing on the machine alone starts no new window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 100);
    t.clock.set(new Date(Math.floor(t.clock.now().getTime() / MINUTE_MS) * MINUTE_MS + 1000));
    expect((await hitSharedCounter(t.app.ctx, 'teste:janela', MINUTE_MS)).count).toBe(1);
    vi.setSystemTime(Date.now() + MINUTE_MS); // the machine's minute turned; the app's did not
    const second = await hitSharedCounter(t.app.ctx, 'teste:janela', MINUTE_MS);
    expect(second).toEqual({ count: 2, ttlMs: MINUTE_MS - 1000 });

    t.clock.advance(MINUTE_MS);
    expect((await hitSharedCounter(t.app.ctx, 'teste:janela', MINUTE_MS)).count).toBe(1);
    // The window that ended is pruned on the same clock; the current one is kept.
    expect(await pruneSharedState(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await hitSharedCounter(t.app.ctx, 'teste:janela', MINUTE_MS)).count).toBe(2);
  });
});
