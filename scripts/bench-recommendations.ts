// `npm run bench:recommendations`: the scheduled refresh of 'Recomendados Para Você'
// (course_similarities, course_popularity) on a database seeded by `npm run db:seed:large`
// (DATABASE_URL, migrated): its wall and CPU time, the rows it writes, and the longest pause of
// the event loop while it runs (on SQLite the queries run on it, so that pause is what a
// request waiting behind the refresh would feel). Reported, never asserted.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import type { AppContext } from '../src/server/context.ts';
import { dialectOf, openDatabase } from '../src/server/db/database.ts';
import { systemClock } from '../src/server/lib/clock.ts';
import { refreshRecommendations } from '../src/server/modules/learning/recommendations.service.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('uso: DATABASE_URL=… npm run bench:recommendations (num banco gerado por npm run db:seed:large e migrado)');
  process.exit(2);
}
const db = openDatabase({ url: DATABASE_URL });
const ctx = { db, clock: systemClock } as unknown as AppContext;
try {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await refreshRecommendations(ctx);
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  delay.disable();
  console.log(`bench:recommendations — ${dialectOf(DATABASE_URL)}; carga da máquina no início: ${load}`);
  console.log(`refresh: ${wall.toFixed(1)} s (CPU deste processo ${((used.user + used.system) / 1e6).toFixed(1)} s), ${result.courses} cursos com alunos, ${result.pairs} pares guardados`);
  console.log(`maior pausa do event loop: ${(delay.max / 1e6).toFixed(0)} ms; p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`);
} finally {
  await db.destroy();
}
