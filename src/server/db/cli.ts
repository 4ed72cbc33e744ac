import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { dialectOf, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';
import { systemClock } from '../lib/clock.ts';
import { SettingsService } from '../modules/settings/settings.service.ts';

// npm run db:migrate | db:seed | db:reset
const command = process.argv[2];
const config = loadConfig();

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
    await seedDatabase({ db, now: systemClock.now(), settings: new SettingsService(db, systemClock), uploadDir: config.UPLOAD_DIR });
  }
  await db.destroy();
  console.log(`db:${command} concluído (${dialectOf(config.DATABASE_URL)})`);
}

if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('uso: tsx src/server/db/cli.ts migrate|seed|reset');
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
