import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { dialectOf, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';
import { systemClock } from '../lib/clock.ts';
import { SettingsService } from '../modules/settings/settings.service.ts';
import { createAdministrator } from '../modules/users/users.service.ts';
import { auditAnchorFromConfig } from '../modules/audit/audit-anchor.ts';

// npm run db:migrate | db:seed | db:reset | admin:create
const command = process.argv[2];
const config = loadConfig();

/** `--email x` or `--email=x`, else the environment variable (no prompt: scripts and containers run it). */
function option(name: string, envName: string): string | undefined {
  const args = process.argv.slice(3);
  const index = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index >= 0) return args[index].includes('=') ? args[index].slice(name.length + 3) : args[index + 1];
  return process.env[envName];
}

async function createAdmin() {
  const email = option('email', 'ADMIN_EMAIL');
  const name = option('name', 'ADMIN_NAME');
  const password = option('password', 'ADMIN_PASSWORD');
  if (!email || !name || !password) {
    console.error('uso: npm run admin:create -- --email EMAIL --name "NOME" --password SENHA\n(ou ADMIN_EMAIL, ADMIN_NAME e ADMIN_PASSWORD no ambiente)');
    process.exit(2);
  }
  const db = openDatabase({ url: config.DATABASE_URL });
  await migrateToLatest(db);
  const settings = new SettingsService(db, systemClock);
  const audit = auditAnchorFromConfig(config, db);
  // A new database gets its settings and plans (never the demo data) before its first administrator.
  await seedDatabase({ db, now: systemClock.now(), settings, uploadDir: config.UPLOAD_DIR, demo: false, audit });
  try {
    const admin = await createAdministrator({ db, clock: systemClock, settings, audit }, { email, name, password });
    await audit.settle();
    console.log(`Administrador criado: ${admin.email}`);
  } finally {
    await db.destroy();
  }
}

async function run() {
  if (command === 'reset') {
    if (dialectOf(config.DATABASE_URL) === 'sqlite') {
      const file = config.DATABASE_URL.slice('file:'.length);
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    } else {
      const db = openDatabase({ url: config.DATABASE_URL });
      await sql`drop schema public cascade`.execute(db);
      await sql`create schema public`.execute(db);
      await db.destroy();
    }
  }
  const db = openDatabase({ url: config.DATABASE_URL });
  await migrateToLatest(db);
  if (command === 'seed' || command === 'reset') {
    const audit = auditAnchorFromConfig(config, db);
    await seedDatabase({ db, now: systemClock.now(), settings: new SettingsService(db, systemClock), uploadDir: config.UPLOAD_DIR, audit });
    await audit.settle();
  }
  await db.destroy();
  console.log(`db:${command} concluído (${dialectOf(config.DATABASE_URL)})`);
}

if (!['migrate', 'seed', 'reset', 'admin:create'].includes(command ?? '')) {
  console.error('uso: tsx src/server/db/cli.ts migrate|seed|reset|admin:create');
  process.exit(2);
}
(command === 'admin:create' ? createAdmin() : run()).catch((error: unknown) => {
  // AppError messages (weak password, taken e-mail) are for the operator; anything else in full.
  console.error(error instanceof Error && error.name === 'AppError' ? error.message : error);
  process.exit(1);
});
