import { describe, expect, it } from 'vitest';
import { createManualClock, MINUTE_MS } from './clock.ts';
import { createScheduler, type Ticker } from './scheduler.ts';

/** A ticker driven by hand: `fire()` is one interval passing for every started timer. */
function manualTicker() {
  const timers = new Set<() => void>();
  const ticker: Ticker = {
    start(tick) {
      timers.add(tick);
      return () => timers.delete(tick);
    },
  };
  return { ticker, fire: () => [...timers].forEach((tick) => tick()), active: () => timers.size };
}

/** A job whose runs finish only when the test says so. */
function gatedJob() {
  const gates: Array<() => void> = [];
  let runs = 0;
  return {
    run: () => {
      runs += 1;
      return new Promise<void>((resolve) => gates.push(resolve));
    },
    runs: () => runs,
    finishAll: () => gates.splice(0).forEach((open) => open()),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function collectingLog() {
  const errors: Array<{ details: object; message: string }> = [];
  return { log: { error: (details: object, message: string) => errors.push({ details, message }) }, errors };
}

describe('scheduler', () => {
  it('runs each job at start and then on every tick', async () => {
    const { ticker, fire } = manualTicker();
    const scheduler = createScheduler({ log: collectingLog().log, ticker });
    let runs = 0;
    scheduler.every('count', MINUTE_MS, async () => {
      runs += 1;
    });
    scheduler.start();
    await scheduler.settled();
    expect(runs).toBe(1);
    fire();
    await flush();
    fire();
    await flush();
    expect(runs).toBe(3);
    await scheduler.stop();
  });

  it('start() returns while a first run is still going (a long catch-up never holds the start)', async () => {
    const { ticker } = manualTicker();
    const scheduler = createScheduler({ log: collectingLog().log, ticker });
    const job = gatedJob();
    scheduler.every('catch-up', MINUTE_MS, job.run);
    expect(scheduler.start()).toBeUndefined();
    let settled = false;
    const settling = scheduler.settled().then(() => {
      settled = true;
    });
    await flush();
    expect(job.runs()).toBe(1);
    expect(settled).toBe(false);
    job.finishAll();
    await settling;
    await scheduler.stop();
  });

  it('skips a tick while the previous run of the same job is still going', async () => {
    const { ticker, fire } = manualTicker();
    const scheduler = createScheduler({ log: collectingLog().log, ticker });
    const job = gatedJob();
    scheduler.every('slow', MINUTE_MS, job.run);
    scheduler.start();
    fire();
    fire();
    await flush();
    expect(job.runs()).toBe(1);
    job.finishAll();
    await scheduler.settled();
    fire();
    await flush();
    expect(job.runs()).toBe(2);
    job.finishAll();
    await scheduler.stop();
  });

  it('stop() cancels the timers and waits for a running job', async () => {
    const { ticker, fire, active } = manualTicker();
    const scheduler = createScheduler({ log: collectingLog().log, ticker });
    const job = gatedJob();
    scheduler.every('slow', MINUTE_MS, job.run);
    scheduler.start();
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await flush();
    expect(stopped).toBe(false);
    expect(active()).toBe(0);
    job.finishAll();
    await stopping;
    expect(stopped).toBe(true);
    fire();
    await flush();
    expect(job.runs()).toBe(1);
  });

  it('logs a failing job and keeps running it and the others', async () => {
    const { ticker, fire } = manualTicker();
    const { log, errors } = collectingLog();
    const scheduler = createScheduler({ log, ticker });
    let failing = 0;
    let healthy = 0;
    scheduler.every('failing', MINUTE_MS, async () => {
      failing += 1;
      throw new Error('boom');
    });
    scheduler.every('healthy', MINUTE_MS, async () => {
      healthy += 1;
    });
    scheduler.start();
    await scheduler.settled();
    fire();
    await flush();
    expect({ failing, healthy }).toEqual({ failing: 2, healthy: 2 });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ details: { job: 'failing' }, message: 'tarefa agendada "failing" falhou' });
    await scheduler.stop();
  });

  it('runs a tick only when the claim grants its slot (several instances)', async () => {
    const { ticker, fire } = manualTicker();
    const clock = createManualClock(new Date('2026-01-01T00:00:00Z'));
    const granted = new Set<string>();
    // Two instances sharing one claim table: a slot goes to whoever asks first.
    const claim = async (name: string, slot: number) => {
      const key = `${name}:${slot}`;
      if (granted.has(key)) return false;
      granted.add(key);
      return true;
    };
    let runs = 0;
    const job = async () => {
      runs += 1;
    };
    const a = createScheduler({ log: collectingLog().log, ticker, claim, now: clock.now });
    const b = createScheduler({ log: collectingLog().log, ticker, claim, now: clock.now });
    a.every('renewals', MINUTE_MS, job);
    b.every('renewals', MINUTE_MS, job);
    a.start();
    b.start();
    await Promise.all([a.settled(), b.settled()]);
    expect(runs).toBe(1);
    clock.advance(MINUTE_MS);
    fire();
    await flush();
    expect(runs).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('refuses two jobs with one name', () => {
    const scheduler = createScheduler({ log: collectingLog().log, ticker: manualTicker().ticker });
    scheduler.every('x', MINUTE_MS, async () => undefined);
    expect(() => scheduler.every('x', MINUTE_MS, async () => undefined)).toThrow(/already exists/);
  });
});
