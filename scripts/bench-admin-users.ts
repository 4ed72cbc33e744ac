// `npm run bench:admin-users`: the admin user list (/api/admin/users) on 100 000 users.
// Builds a throw-away database (SQLite file, or PostgreSQL schema with BENCH_DATABASE_URL),
// inserts the users in batches, then times each kind of list query through the users
// service (the same code the route runs): median and worst of several runs. Reported,
// never asserted in tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { AdminUserQuery } from '../src/contracts/admin.ts';
import { openDatabase, type Db } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { listUsersForAdmin } from '../src/server/modules/users/users.service.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const FIRST = ['Ana', 'João', 'Maria', 'José', 'Lúcia', 'Márcio', 'Bianca', 'Otávio', 'Cecília', 'Rafael', 'Íris', 'Caio'];
const LAST = ['Silva', 'Conceição', 'Araújo', 'Souza', 'Gonçalves', 'Lima', 'Pereira', 'Ribeiro', 'Fernandes', 'Melo'];

async function seed(db: Db) {
  const base = Date.parse('2024-01-01T00:00:00Z');
  for (let start = 0; start < USERS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, USERS - start) }, (_, k) => {
      const i = start + k;
      const role = i % 50 === 0 ? 'professor' : i % 997 === 0 ? 'admin' : 'aluno';
      const status = i % 40 === 0 ? 'suspenso' : i % 33 === 0 ? 'pendente' : 'ativo';
      return {
        id: `bench-${i}`, name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`, email: `usuario${i}@bench.com.br`,
        passwordHash: 'x', role, status, phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: null, emailVerifiedAt: null,
        totpSecret: null, lockedUntil: null, createdAt: new Date(base + i * 60_000).toISOString(), lastAccessAt: i % 3 ? new Date(base + i * 90_000).toISOString() : null,
      } as const;
    });
    await db.insertInto('users').values(rows).execute();
  }
}

async function time(db: Db, query: AdminUserQuery & { page: number }) {
  const ms: number[] = [];
  let total = 0;
  for (let r = 0; r < RUNS; r += 1) {
    const t0 = performance.now();
    total = (await listUsersForAdmin({ db }, query)).total;
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], worst: ms[ms.length - 1], total };
}

const CASES: Array<[string, AdminUserQuery & { page: number }]> = [
  ['newest first, page 1', { page: 1 }],
  ['newest first, page 2 500 (deep offset)', { page: 2500 }],
  ['name A→Z, page 1', { page: 1, sort: 'name', dir: 'asc' }],
  ['name A→Z, page 1 000', { page: 1000, sort: 'name', dir: 'asc' }],
  ['last access, page 100', { page: 100, sort: 'lastAccessAt', dir: 'desc' }],
  ['role professor + suspended', { page: 1, role: 'professor', status: 'suspenso' }],
  ['status pending, page 50', { page: 50, status: 'pendente' }],
  ['search "conceicao" (accent-free)', { page: 1, q: 'conceicao' }],
  ['search "JOSÉ" page 10', { page: 10, q: 'JOSÉ' }],
  ['search e-mail "usuario99999"', { page: 1, q: 'usuario99999' }],
];

const pgUrl = process.env.BENCH_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'eduia-bench-users-'));
const schema = pgUrl ? `bench_${Date.now()}` : undefined;
if (pgUrl) {
  const admin = openDatabase({ url: pgUrl });
  await sql`create schema ${sql.id(schema!)}`.execute(admin);
  await admin.destroy();
}
const db = openDatabase({ url: pgUrl ?? `file:${join(dir, 'bench.db')}`, pgSchema: schema });
try {
  await migrateToLatest(db);
  const t0 = performance.now();
  await seed(db);
  if (pgUrl) await sql`analyze`.execute(db);
  else await sql`analyze`.execute(db);
  console.log(`${USERS.toLocaleString('pt-BR')} usuários inseridos em ${((performance.now() - t0) / 1000).toFixed(1)} s (${pgUrl ? 'PostgreSQL' : 'SQLite'}); ${RUNS} execuções por consulta.\n`);
  console.log('consulta'.padEnd(42), 'mediana'.padStart(9), 'pior'.padStart(9), 'total'.padStart(8));
  for (const [name, query] of CASES) {
    const r = await time(db, query);
    console.log(name.padEnd(42), `${r.median.toFixed(1)} ms`.padStart(9), `${r.worst.toFixed(1)} ms`.padStart(9), String(r.total).padStart(8));
  }
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  if (pgUrl) {
    const admin = openDatabase({ url: pgUrl });
    await sql`drop schema ${sql.id(schema!)} cascade`.execute(admin);
    await admin.destroy();
  }
}
