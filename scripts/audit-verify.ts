// `npm run audit:verify`: checks the audit log's SHA-256 chain on the configured
// DATABASE_URL (SQLite or PostgreSQL), read-only. Exit 0 when every row still gives its
// hash; otherwise names the first altered or missing row and exits 1 (2: cannot read).
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { verifyAuditChain } from '../src/server/modules/audit/audit.service.ts';

const config = loadConfig();
const db = openDatabase({ url: config.DATABASE_URL });
try {
  const verdict = await verifyAuditChain(db);
  if (verdict.ok) {
    console.log(`Registro de auditoria íntegro: ${verdict.rows} linhas; último hash ${verdict.headHash}.`);
  } else {
    const which = verdict.id ? `linha ${verdict.seq} (id ${verdict.id})` : `linha ${verdict.seq}`;
    console.error(`Registro de auditoria ALTERADO: primeira linha inválida: ${which}: ${verdict.reason}. ${verdict.rows} linhas anteriores conferem.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Não foi possível verificar o registro de auditoria: ${String(error)}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
}
