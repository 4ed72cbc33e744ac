import { describe, expect, it } from 'vitest';
import { createPageTurns } from './page-turns.ts';

const nextRound = () => new Promise<void>((resolve) => setImmediate(resolve));
async function drainMicrotasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('page turns', () => {
  it('lets `slots` pages work at once and the others wait in arrival order', async () => {
    const turns = createPageTurns(2);
    const order: string[] = [];
    const first = await turns.take();
    const second = await turns.take();
    const waiting = ['c', 'd'].map((name) => turns.take().then((end) => (order.push(name), end)));
    expect(turns.waiting()).toBe(2);
    second();
    second(); // a second call ends nothing more
    first();
    const ends = await Promise.all(waiting);
    expect(order).toEqual(['c', 'd']);
    expect(turns.waiting()).toBe(0);
    ends.forEach((end) => end());
    // Every turn is free again: two more are taken at once.
    await Promise.all([turns.take(), turns.take()]);
    expect(turns.waiting()).toBe(0);
  });

  it('hands a freed turn over on the next round of the event loop, never within the round that freed it', async () => {
    const turns = createPageTurns(1);
    const end = await turns.take();
    let resumed = false;
    const waiter = turns.take().then((next) => ((resumed = true), next));
    end();
    // Chained in the same round, every waiting page would run before an API request read meanwhile.
    await drainMicrotasks();
    expect(resumed).toBe(false);
    await nextRound();
    await drainMicrotasks();
    expect(resumed).toBe(true);
    (await waiter)();
  });
});
