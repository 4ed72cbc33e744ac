/**
 * The one scheduler for background work (renewals, reminders, …): modules register their
 * jobs with `every()`, the app starts it once the server listens and stops it on close.
 *
 * - First runs in the background: `start()` returns at once. A long catch-up after downtime
 *   (renewals, retention, reminders on a large database) must never hold the server's start.
 *
 * - Overlap guard: a tick that finds its job still running is skipped, never queued.
 * - A failing job is logged and runs again on its next tick; it never stops the others.
 * - `stop()` cancels every timer and waits for the jobs that are running, so the database
 *   is not closed under them.
 * - Exactly-once across several instances: each tick asks `claim(name, slot)` first and runs
 *   only when it gets `true`. One process needs no claim (the default always says yes);
 *   several would pass one backed by the database, e.g. an insert of (job name, slot) into
 *   a `job_runs` table with a unique key, or a PostgreSQL advisory lock (docs/decisions/one-background-scheduler.md).
 */

/** What the scheduler logs through (pino's logger fits). */
interface SchedulerLog {
  error(details: object, message: string): void;
}

/** The timer source: real intervals in the app, a hand-driven one in tests. */
export interface Ticker {
  start(tick: () => void, intervalMs: number): () => void;
}

/** Whether this process runs `name`'s tick for `slot` (the tick's interval number). */
type Claim = (name: string, slot: number) => Promise<boolean>;

export interface Scheduler {
  /** Runs `job` at start (catching up after downtime) and then every `intervalMs`. */
  every(name: string, intervalMs: number, job: () => Promise<unknown>): void;
  /** Starts every job's timer and its first run, in the background: returns at once. */
  start(): void;
  /** Resolves when no job is running (tests that need the first runs done). */
  settled(): Promise<void>;
  /** Cancels the timers and waits for the running jobs; later ticks never run. */
  stop(): Promise<void>;
  /** Told of every run this process made (metrics): the job's name and whether it failed. */
  observe(listener: (name: string, failed: boolean) => void): void;
}

interface SchedulerOptions {
  log: SchedulerLog;
  ticker?: Ticker;
  claim?: Claim;
  /** Time for the claim's slot number (the app's clock). */
  now?: () => Date;
}

/** setInterval, unref'd so a pending tick never keeps the process alive. */
const intervalTicker: Ticker = {
  start(tick, intervalMs) {
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  running: Promise<void> | null;
  cancel: (() => void) | null;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const ticker = options.ticker ?? intervalTicker;
  const claim: Claim = options.claim ?? (async () => true);
  const now = options.now ?? (() => new Date());
  const jobs = new Map<string, Job>();
  let state: 'idle' | 'started' | 'stopped' = 'idle';
  const observers: Array<(name: string, failed: boolean) => void> = [];
  const report = (name: string, failed: boolean) => {
    for (const observer of observers) observer(name, failed);
  };

  function tick(job: Job): Promise<void> {
    if (state === 'stopped') return Promise.resolve();
    if (job.running) return job.running; // still going: this tick is skipped
    job.running = (async () => {
      try {
        if (await claim(job.name, Math.floor(now().getTime() / job.intervalMs))) {
          await job.run();
          report(job.name, false);
        }
      } catch (error) {
        report(job.name, true);
        options.log.error({ err: error, job: job.name }, `tarefa agendada "${job.name}" falhou`);
      } finally {
        job.running = null;
      }
    })();
    return job.running;
  }

  function schedule(job: Job): Promise<void> {
    job.cancel = ticker.start(() => void tick(job), job.intervalMs);
    return tick(job);
  }

  return {
    every(name, intervalMs, run) {
      if (jobs.has(name)) throw new Error(`A scheduled job named "${name}" already exists.`);
      if (!(intervalMs > 0)) throw new Error(`The interval of "${name}" must be positive.`);
      const job: Job = { name, intervalMs, run, running: null, cancel: null };
      jobs.set(name, job);
      // Registered after start: it starts at once, like the others did.
      if (state === 'started') void schedule(job);
    },
    start() {
      if (state !== 'idle') return;
      state = 'started';
      for (const job of jobs.values()) void schedule(job);
    },
    async settled() {
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
    observe(listener) {
      observers.push(listener);
    },
    async stop() {
      state = 'stopped';
      for (const job of jobs.values()) job.cancel?.();
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
  };
}
