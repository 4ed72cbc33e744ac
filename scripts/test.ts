/**
 * `npm test`: typecheck, lint and the build side by side, then the API tests on SQLite, then
 * on PostgreSQL, then the browser tests against that one build. Each stage's output streams
 * with its name in front and goes to test-logs/<stage>.log; a failed group stops the run and
 * its logs are printed again whole. Always ends with the stage → duration → result table and
 * one line `N passed, M failed[, K skipped]` (vitest and Playwright counts, from their JSON
 * reports). The prerequisites (Chromium, PostgreSQL) are `pretest`: scripts/test-prerequisites.sh.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOGS = resolve('test-logs');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Stage {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** The JSON report the stage writes, and how to read its counts. */
  report?: { file: string; read: (json: any) => Counts };
}

const vitestCounts = (json: any): Counts => ({
  passed: json.numPassedTests ?? 0,
  failed: json.numFailedTests ?? 0,
  skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
});
// A test that failed and then passed on its retry (CI) counts as passed; Playwright lists it as flaky.
const playwrightCounts = (json: any): Counts => ({
  passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0),
  failed: json.stats?.unexpected ?? 0,
  skipped: json.stats?.skipped ?? 0,
});

const vitest = (name: string, extra: string, env?: Record<string, string>): Stage => {
  const file = join(LOGS, `${name}.json`);
  return { name, env, command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${file} ${extra}`.trim(), report: { file, read: vitestCounts } };
};

// Stages in one group run at the same time; the groups run one after the other.
const groups: Stage[][] = [
  [
    { name: 'typecheck', command: 'npm run --silent typecheck' },
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'build', command: 'npm run --silent build' },
  ],
  // One after the other: each already runs two workers, and four on two cores pushed the
  // argon2-heavy tests past their time limit on a loaded machine.
  [vitest('api-sqlite', '')],
  [vitest('api-postgres', '--exclude src/server/durability.test.ts', { TEST_DATABASE_URL: PG_URL })],
  [
    {
      name: 'browser',
      // The build above is the one the browser tests run against: playwright alone, not `npm run test:e2e` (which builds again).
      command: 'npx playwright test --reporter=list,json',
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: join(LOGS, 'browser.json') },
      report: { file: join(LOGS, 'browser.json'), read: playwrightCounts },
    },
  ],
];

type Result = { stage: Stage; seconds: number; ok: boolean | null; counts?: Counts };

function run(stage: Stage, prefixed: boolean): Promise<Result> {
  const started = performance.now();
  const log = createWriteStream(join(LOGS, `${stage.name}.log`));
  const prefix = prefixed ? `[${stage.name}] ` : '';
  return new Promise((done) => {
    const child = spawn(stage.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}), ...stage.env } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        log.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop()!;
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      // Resolve once the log is on disk: a failed stage's log is printed again right after.
      log.end(() => {
        let counts: Counts | undefined;
        if (stage.report && existsSync(stage.report.file)) {
          try {
            counts = stage.report.read(JSON.parse(readFileSync(stage.report.file, 'utf8')));
          } catch {
            counts = undefined;
          }
        }
        done({ stage, seconds, ok: code === 0, counts });
      });
    });
  });
}

const duration = (seconds: number) => (seconds >= 59.5 ? `${Math.floor(Math.round(seconds) / 60)} min ${String(Math.round(seconds) % 60).padStart(2, '0')} s` : `${seconds.toFixed(1)} s`);

async function main() {
  rmSync(LOGS, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  const started = performance.now();
  const results: Result[] = [];
  let failed = false;
  for (const group of groups) {
    if (failed) {
      for (const stage of group) results.push({ stage, seconds: 0, ok: null });
      continue;
    }
    console.log(`\n=== ${group.map((s) => s.name).join(' ‖ ')}`);
    const groupResults = await Promise.all(group.map((stage) => run(stage, true)));
    results.push(...groupResults);
    for (const result of groupResults.filter((r) => !r.ok)) {
      failed = true;
      const file = join(LOGS, `${result.stage.name}.log`);
      console.log(`\n=== ${result.stage.name} failed; its whole output (${file}):\n`);
      console.log(readFileSync(file, 'utf8'));
    }
  }

  const total = results.reduce<Counts>((sum, r) => ({ passed: sum.passed + (r.counts?.passed ?? 0), failed: sum.failed + (r.counts?.failed ?? 0), skipped: sum.skipped + (r.counts?.skipped ?? 0) }), { passed: 0, failed: 0, skipped: 0 });
  const rows = results.map((r) => {
    const result = r.ok === null ? 'not run' : r.ok ? 'passed' : 'FAILED';
    const tests = r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}` : '';
    return [r.stage.name, r.ok === null ? '—' : duration(r.seconds), result, tests];
  });
  rows.push(['total (wall clock)', duration((performance.now() - started) / 1000), failed ? 'FAILED' : 'passed', '']);
  const header = ['stage', 'duration', 'result', 'tests'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(failed ? 1 : 0);
}

await main();
