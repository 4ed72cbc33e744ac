import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '#server/config';
import type { Db } from '#server/db/database';
import { CHECKPOINT_ACTION } from './audit-chain.ts';
import * as repo from './audit.repository.ts';

// What anchors the audit chain outside the database (issue 22 item 5,
// docs/decisions/audit-chain-anchored.md): the HMAC key of the chain, and the chain's head
// (sequence + hash) written to a file beside the data and to the log after each append.

export interface AuditHead {
  seq: number;
  hash: string;
  /** The checkpoint row from which hashes are keyed (null: none yet). */
  keyedFrom: number | null;
  writtenAt?: string;
}

interface HeadLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface AuditAnchor {
  /** The HMAC-SHA256 key of the chain (never in the database). */
  readonly key: Buffer;
  /** Told after each append, inside its transaction: the head is written once the row is committed. */
  appended(seq: number): void;
  /** The checkpoint's place once read from the database (a cache; null until then). */
  keyedFrom: number | null;
  /** Where head lines go (the app's logger once it exists). */
  log: HeadLog;
  /** Waits until every pending head write is done (tests, shutdown). */
  settle(): Promise<void>;
}

/** AUDIT_HMAC_KEY, else a random key generated once and kept in `file` (0600), like the session secret. */
export function resolveAuditKey(envKey: string | undefined, file: string, options: { create: boolean } = { create: true }): Buffer | null {
  if (envKey) return Buffer.from(envKey, 'utf8');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  if (!options.create) return null;
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  }
  return Buffer.from(secret, 'utf8');
}

/** Where the generated key is kept when AUDIT_HMAC_KEY is not set. */
export const AUDIT_KEY_FILE = './data/audit-hmac.key';

/** The anchor of a running server or command (main.ts, cli.ts): key from the configuration or its file. */
export function auditAnchorFromConfig(config: Pick<Config, 'AUDIT_HMAC_KEY' | 'AUDIT_HEAD_FILE'>, db: Db): AuditAnchor {
  return createAuditAnchor({ key: resolveAuditKey(config.AUDIT_HMAC_KEY, AUDIT_KEY_FILE)!, db, headFile: config.AUDIT_HEAD_FILE });
}

/** Reads a head file: the JSON the server writes, or log lines (the last one with `auditHead`). */
export function parseHeadFile(text: string): AuditHead | null {
  const valid = (value: unknown): value is AuditHead => {
    const head = value as AuditHead;
    return Boolean(head) && Number.isInteger(head.seq) && head.seq > 0 && typeof head.hash === 'string' && /^[0-9a-f]{64}$/.test(head.hash);
  };
  try {
    const whole: unknown = JSON.parse(text);
    if (valid(whole)) return { seq: whole.seq, hash: whole.hash, keyedFrom: whole.keyedFrom ?? null };
  } catch {
    // not one JSON document: log lines
  }
  let found: AuditHead | null = null;
  for (const line of text.split('\n')) {
    if (!line.includes('auditHead')) continue;
    try {
      const head = (JSON.parse(line) as { auditHead?: unknown }).auditHead;
      if (valid(head)) found = { seq: head.seq, hash: head.hash, keyedFrom: head.keyedFrom ?? null };
    } catch {
      // a line cut short: skip it
    }
  }
  return found;
}

const RETRY_MS = 25;
/** ≈ 1 s: an append whose transaction has not committed by then most likely rolled back. */
const MAX_RETRIES = 40;

const consoleLog: HeadLog = {
  info: (obj, msg) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...obj })),
  error: (obj, msg) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg, ...obj })),
};

/**
 * The head writer reads the COMMITTED head from the database (never the caller's transaction,
 * which may still roll back) and writes it atomically (temporary file, fsync, rename). It only
 * moves forward: if the chain no longer holds the head already written (rows removed or
 * rewritten), it refuses to overwrite that evidence and logs an error instead. With several
 * instances (PostgreSQL) each keeps its own file; each names a committed head of the one chain.
 */
export function createAuditAnchor(options: { key: Buffer; db: Db; headFile: string | null; log?: HeadLog }): AuditAnchor {
  const { db, headFile } = options;
  let pendingSeq = 0;
  let retries = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let written: AuditHead | null | undefined;

  function readWritten(): AuditHead | null {
    if (written !== undefined) return written;
    written = headFile && existsSync(headFile) ? parseHeadFile(readFileSync(headFile, 'utf8')) : null;
    return written;
  }

  function writeAtomically(file: string, head: AuditHead) {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const fd = openSync(temporary, 'w', 0o644);
    try {
      writeSync(fd, `${JSON.stringify(head)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  }

  async function flush() {
    const head = await repo.findHead(db);
    if (!head) return;
    const seq = Number(head.seq);
    const previous = readWritten();
    if (seq < pendingSeq && retries < MAX_RETRIES) {
      retries += 1;
      schedule(RETRY_MS);
    } else {
      retries = 0;
      pendingSeq = 0;
    }
    if (previous && seq <= previous.seq) return;
    if (previous) {
      const stillThere = await repo.findHashAt(db, previous.seq);
      if (stillThere !== previous.hash) {
        anchor.log.error({ auditHead: previous, found: stillThere ?? null }, 'registro de auditoria: a cadeia não contém mais a cabeça registrada fora do banco (linhas removidas ou reescritas); arquivo de cabeça mantido');
        return;
      }
    }
    anchor.keyedFrom ??= await repo.findCheckpointSeq(db, CHECKPOINT_ACTION);
    const next: AuditHead = { seq, hash: head.hash, keyedFrom: anchor.keyedFrom, writtenAt: new Date().toISOString() };
    if (headFile) writeAtomically(headFile, next);
    written = next;
    anchor.log.info({ auditHead: next }, 'cabeça do registro de auditoria');
  }

  function run() {
    timer = null;
    // One flush at a time, in order.
    const current: Promise<void> = (running ?? Promise.resolve())
      .then(flush)
      .catch((error: unknown) => anchor.log.error({ err: String(error) }, 'registro de auditoria: não foi possível gravar a cabeça'))
      .finally(() => {
        if (running === current && !timer) running = null;
      });
    running = current;
  }

  function schedule(delay: number) {
    if (timer) return;
    timer = setTimeout(run, delay);
    timer.unref?.();
  }

  const anchor: AuditAnchor = {
    key: options.key,
    keyedFrom: null,
    log: options.log ?? consoleLog,
    appended(seq) {
      pendingSeq = Math.max(pendingSeq, seq);
      retries = 0;
      schedule(0);
    },
    async settle() {
      for (;;) {
        if (timer) {
          clearTimeout(timer);
          run();
        }
        if (!running) return;
        await running;
      }
    },
  };
  return anchor;
}
