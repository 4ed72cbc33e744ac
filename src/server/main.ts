import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { loadConfig, warnsOfDemoInProduction } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index.ts';
import { systemClock } from './lib/clock.ts';
import { lockSqliteFile } from './lib/instance-lock.ts';
import { resolveKeyMaterial } from './lib/secret-box.ts';
import { auditAnchorFromConfig } from './modules/audit/audit-anchor.ts';
import { selectPaymentProvider } from './modules/billing/providers/mercado-pago-provider.ts';
import { SettingsService } from './modules/settings/settings.service.ts';

// After each full collection V8 lets the heap grow to a multiple of what survived, up to 4× for
// a heap it collects quickly: under page load the main thread's heap reached 190–240 MB with
// 50–80 MB alive, and the instance 400–450 MB resident against its 300 MB budget. Growing by
// 30 % at most keeps it near what is alive, with no hard limit to crash on (docs/performance.md).
setFlagsFromString('--heap-growing-percent=30');

// config → migrate → seed a new database → listen → graceful shutdown
async function main() {
  const config = loadConfig();
  selectPaymentProvider(config);
  const postgres = config.DATABASE_URL.startsWith('postgres');
  // One process per SQLite file (lib/instance-lock.ts); several instances share PostgreSQL.
  const sqliteFile = postgres ? null : config.DATABASE_URL.slice('file:'.length);
  const unlock = sqliteFile && sqliteFile !== ':memory:' ? lockSqliteFile(sqliteFile) : () => {};
  process.on('exit', unlock);
  const db = openDatabase({ url: config.DATABASE_URL });
  await migrateToLatest(db);
  const audit = auditAnchorFromConfig(config, db);
  if (await isDatabaseEmpty(db)) {
    // Demo users and sample data only when asked (DEMO_DATA=true: npm start, npm run dev, tests).
    await seedDatabase({ db, now: systemClock.now(), settings: new SettingsService(db, systemClock), uploadDir: config.UPLOAD_DIR, demo: config.DEMO_DATA, audit });
  }
  const secretKey = resolveKeyMaterial(config, join('data', 'session-secret'));
  const app = await buildApp({ db, databaseUrl: config.DATABASE_URL, config, secretKey, audit, cluster: postgres });
  if (warnsOfDemoInProduction(config)) {
    // Loud on purpose: the demo accounts' passwords are public (landing page), admin included.
    const line = '!'.repeat(78);
    app.log.warn(
      `\n${line}\n!! ATENÇÃO: contas de demonstração ATIVAS em produção (DEMO_DATA=true).\n!! Qualquer pessoa pode entrar como administrador pela página inicial.\n!! Para uma instalação real: DEMO_DATA=false, um banco novo e npm run admin:create.\n${line}`,
    );
  } else if (await isDatabaseEmpty(db)) {
    app.log.warn('Nenhum usuário cadastrado: crie o primeiro administrador com npm run admin:create -- --email … --name … --password …');
  }
  // Graceful drain: stop accepting connections, close live streams (browsers reconnect to
  // another instance), let requests in flight finish, up to SHUTDOWN_TIMEOUT_MS, then exit 0.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    const deadline = setTimeout(() => {
      app.log.warn({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'requisições ainda em andamento no fim do prazo; encerrando assim mesmo');
      unlock();
      process.exit(0);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      await app.close();
      await db.destroy();
    } catch (error) {
      app.log.error({ err: error }, 'erro ao encerrar');
    }
    unlock();
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
