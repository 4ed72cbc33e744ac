import { loadConfig } from '../config.ts';
import { BackupError, restoreBackup, takeBackup } from './backup.ts';

// npm run db:backup | npm run db:restore -- PASTA [--force]
// Its own entry point, light on imports: it starts in a moment next to a running server.
const command = process.argv[2];
const args = process.argv.slice(3);

async function backup() {
  const config = loadConfig();
  const started = Date.now();
  const { folder, manifest } = await takeBackup({ databaseUrl: config.DATABASE_URL, uploadDir: config.UPLOAD_DIR, backupDir: config.BACKUP_DIR });
  console.log(`Cópia de segurança (${manifest.dialect}, ${manifest.uploads} arquivo(s) enviados) gravada em ${folder} em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function restore() {
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error('uso: npm run db:restore -- PASTA_DA_COPIA [--force]\n(a pasta é uma das que npm run db:backup cria em BACKUP_DIR, por padrão data/backups/)');
    process.exit(2);
  }
  const config = loadConfig();
  const manifest = await restoreBackup({ folder, databaseUrl: config.DATABASE_URL, uploadDir: config.UPLOAD_DIR, force: args.includes('--force') });
  console.log(`Cópia de ${manifest.createdAt} restaurada (${manifest.dialect}, ${manifest.uploads} arquivo(s) enviados). Inicie o servidor: as migrações que faltarem rodam na partida.`);
}

const commands: Record<string, () => Promise<void>> = { backup, restore };
if (!commands[command ?? '']) {
  console.error('uso: tsx src/server/db/backup-cli.ts backup|restore');
  process.exit(2);
}
commands[command]().catch((error: unknown) => {
  // An operator's mistake (target not empty, folder missing, pg_dump absent) is said as is; anything else in full.
  console.error(error instanceof BackupError || (error instanceof Error && error.message.startsWith('Configuração inválida')) ? error.message : error);
  process.exit(1);
});
