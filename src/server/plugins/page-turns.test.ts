import { describe, expect, it } from 'vitest';
import { createPageTurns } from './page-turns.ts';

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
});
