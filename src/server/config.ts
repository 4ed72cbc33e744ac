import { isIP } from 'node:net';
import { z } from 'zod';

// Every variable is optional; a bad one stops the start with a message naming it.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('file:./data/eduia.db')
    .refine((v) => v.startsWith('file:') || v.startsWith('postgres://') || v.startsWith('postgresql://'), {
      message: 'use file:CAMINHO (SQLite) ou postgres://… (PostgreSQL)',
    }),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  SESSION_SECRET: z.string().min(32).optional(),
  /** Key for TOTP secrets at rest; defaults to one derived from SESSION_SECRET (lib/secret-box.ts). */
  TOTP_ENCRYPTION_KEY: z.string().min(32).optional(),
  /** Where links in PDFs, QR codes and e-mails point; never taken from request headers. Default http://localhost:PORT. */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), { message: 'use http://… ou https://…' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Demo accounts and sample data (landing role cards): `npm start` and `npm run dev` set it; off by default. */
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: z.string().url().optional(),
  /**
   * 'true' lets the e-mail settings' SMTP server be on loopback, link-local or a private
   * network (a relay on the same machine or network); refused by default (lib/smtp-host.ts).
   */
  SMTP_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Without an SMTP server, each message is written complete (links included) to a file
   * here, readable only by the server's operator; the admin outbox keeps it without its
   * secret links (docs/decisions/outbox-keeps-no-secrets.md).
   */
  MAIL_DIR: z.string().default('./data/mail'),
  /** HMAC key of the audit chain; generated and kept in ./data/audit-hmac.key when absent. Never in the database. */
  AUDIT_HMAC_KEY: z.string().min(32).optional(),
  /** Where each instance writes the audit chain's head (sequence + hash) after every append. */
  AUDIT_HEAD_FILE: z.string().default('./data/audit-head.json'),
  /** Sign-in attempts per address and e-mail per minute (the e2e suite raises it). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Sign-in attempts per address per minute, whatever the e-mail (default: 100, or the above if larger). */
  LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /** Demo sign-ins per address per minute (default: 120, or LOGIN_RATE_LIMIT_PER_MINUTE if larger): a class behind one address gets in. */
  DEMO_LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /**
   * Proxies whose X-Forwarded-For/-Proto are believed: comma-separated IPs or CIDRs
   * (e.g. 127.0.0.1,10.0.0.0/8). None by default: the client's own address counts.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((entry) => isIP(entry.split('/')[0]!) !== 0), { message: 'use IPs ou CIDRs separados por vírgula' }),
  /** The built web app the server serves; another folder lets several checkouts run their e2e suites side by side. */
  WEB_DIST_DIR: z.string().default('dist/web'),
  /**
   * `eager`: a server-rendered page carries its scripts in the head instead of starting them after the
   * first paint (only to measure the difference with `npm run bench:phone`).
   */
  PAGE_SCRIPTS: z.enum(['deferred', 'eager']).default('deferred'),
  /** Render threads for server-rendered pages (default: the cores but one, 1 to 2); twice as many renders may wait. */
  PAGE_RENDER_THREADS: z.coerce.number().int().min(1).max(8).optional(),
  /** A page render past this is stopped (its thread ended) and the browser renders the page. */
  PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(3000).default(3000),
  /** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** The bearer token `GET /metrics` asks for; unset, the route answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof EnvSchema> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '') };
}
