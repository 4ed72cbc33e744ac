// `npm run audit:verify [-- --head FILE …]`: checks the audit log's chain on the configured
// DATABASE_URL (SQLite or PostgreSQL), read-only: plain SHA-256 before the checkpoint, HMAC
// with AUDIT_HMAC_KEY (or ./data/audit-hmac.key) from it on; and each head kept outside the
// database (the head file of each instance, or a log holding `auditHead` lines) must still be
// in the chain, so rows removed at its end show. Without --head, AUDIT_HEAD_FILE is used
// when it exists. Exit 0 when everything holds; 1 names the first altered or missing row;
// 2: cannot read.
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { AUDIT_KEY_FILE, parseHeadFile, resolveAuditKey } from '../src/server/modules/audit/audit-anchor.ts';
import { verifyAuditChain } from '../src/server/modules/audit/audit.service.ts';

function headFiles(config: { AUDIT_HEAD_FILE: string }): string[] {
  const args = process.argv.slice(2);
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--head' && args[i + 1]) files.push(args[(i += 1)]!);
    else if (args[i]!.startsWith('--head=')) files.push(args[i]!.slice('--head='.length));
  }
  if (files.length === 0 && existsSync(config.AUDIT_HEAD_FILE)) files.push(config.AUDIT_HEAD_FILE);
  return files;
}

const config = loadConfig();
const db = openDatabase({ url: config.DATABASE_URL });
try {
  const heads = headFiles(config).map((name) => {
    const head = parseHeadFile(readFileSync(name, 'utf8'));
    if (!head) throw new Error(`${name} não contém uma cabeça do registro de auditoria (seq + hash)`);
    return { name, head };
  });
  const key = resolveAuditKey(config.AUDIT_HMAC_KEY, AUDIT_KEY_FILE, { create: false });
  const verdict = await verifyAuditChain(db, { key, heads });
  if (verdict.ok) {
    const keyed = verdict.keyedFrom === null ? 'nenhuma linha assinada com chave ainda' : `assinadas com a chave desde a linha ${verdict.keyedFrom}`;
    console.log(`Registro de auditoria íntegro: ${verdict.rows} linhas (${keyed}); último hash ${verdict.headHash}.`);
    if (heads.length === 0) console.log('Nenhuma cabeça externa informada (--head): linhas removidas do fim da cadeia não seriam percebidas.');
    for (const { name, head } of heads) console.log(`Cabeça ${name}: linha ${head.seq} confere.`);
  } else {
    const which = verdict.id ? `linha ${verdict.seq} (id ${verdict.id})` : `linha ${verdict.seq}`;
    console.error(`Registro de auditoria ALTERADO: primeira linha inválida: ${which}: ${verdict.reason}. ${verdict.rows} linhas anteriores conferem.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Não foi possível verificar o registro de auditoria: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
}
