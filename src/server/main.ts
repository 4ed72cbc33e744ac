import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index.ts';
import { systemClock } from './lib/clock.ts';
import { SettingsService } from './modules/settings/settings.service.ts';

// config → migrate → seed a new database → listen → graceful shutdown
async function main() {
  const config = loadConfig();
  const db = openDatabase({ url: config.DATABASE_URL });
  await migrateToLatest(db);
  if (await isDatabaseEmpty(db)) {
    await seedDatabase({ db, now: systemClock.now(), settings: new SettingsService(db, systemClock), uploadDir: config.UPLOAD_DIR });
  }
  const app = await buildApp({ db, databaseUrl: config.DATABASE_URL, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
