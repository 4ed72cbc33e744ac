// `npm run db:seed:large [-- --students 100000 --seed 24 --today YYYY-MM-DD]`: a platform of
// 100 000 students (docs/performance.md) on the empty database of DATABASE_URL. Sizes scale
// with --students; the same seed and day give the same rows.
import { loadConfig } from '../src/server/config.ts';
import { dialectOf, openDatabase } from '../src/server/db/database.ts';
import { seedLarge } from '../src/server/db/seed/large/seed-large.ts';
import { auditAnchorFromConfig } from '../src/server/modules/audit/audit-anchor.ts';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  return args[index].includes('=') ? args[index].slice(name.length + 3) : args[index + 1];
}

const config = loadConfig();
const students = Number(option('students') ?? 100_000);
const seed = Number(option('seed') ?? 24);
const today = option('today') ?? new Date().toISOString().slice(0, 10);
if (!Number.isInteger(students) || students < 100 || !Number.isInteger(seed)) {
  console.error('uso: npm run db:seed:large -- [--students 100000] [--seed 24] [--today AAAA-MM-DD]');
  process.exit(2);
}

const keyDb = openDatabase({ url: config.DATABASE_URL });
const key = auditAnchorFromConfig(config, keyDb).key;
await keyDb.destroy();
console.log(`db:seed:large: ${students.toLocaleString('pt-BR')} alunos, semente ${seed}, até ${today}, em ${dialectOf(config.DATABASE_URL)}`);
try {
  const summary = await seedLarge({ url: config.DATABASE_URL, students, seed, today, auditKey: key, log: (line) => console.log(line) });
  // The audit chain's head, outside the database, as after any append.
  const db = openDatabase({ url: config.DATABASE_URL });
  const anchor = auditAnchorFromConfig(config, db);
  anchor.appended(summary.lastAuditSeq);
  await anchor.settle();
  await db.destroy();
  const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
  console.log(`db:seed:large concluído em ${summary.seconds.toFixed(0)} s: ${total.toLocaleString('pt-BR')} linhas. Entre como aluno@, professor@ (curso ${summary.bigCourseId}) ou admin@; ou como ${summary.sampleStudentEmail} com a senha do aluno de demonstração.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
