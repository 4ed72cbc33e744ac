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
  /** Where `npm run db:backup` writes its `<timestamp>/` folders. */
  BACKUP_DIR: z.string().default('./data/backups'),
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
  /**
   * Who takes the money: `sandbox` (default, 'pagamento de demonstração', no money moves) or
   * `mercadopago` (docs/decisions/mercado-pago-provider.md), which needs the four below.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mercadopago'], { message: 'use sandbox ou mercadopago' }).default('sandbox'),
  /** The school's access token ("Credenciais de produção" or "de teste" of its application in Mercado Pago). */
  MERCADOPAGO_ACCESS_TOKEN: z
    .string()
    .regex(/^(APP_USR|TEST)-[\w-]{20,}$/, { message: 'use o Access Token da aplicação no Mercado Pago (começa com APP_USR- ou TEST-)' })
    .optional(),
  /** The school's public key (same "Credenciais" page): MercadoPago.js uses it in the browser to turn the card into a token. */
  MERCADOPAGO_PUBLIC_KEY: z
    .string()
    .regex(/^(APP_USR|TEST)-[\w-]{20,}$/, { message: 'use a Public Key da aplicação no Mercado Pago (começa com APP_USR- ou TEST-)' })
    .optional(),
  /** The "assinatura secreta" Mercado Pago shows after the webhook address is saved in "Suas integrações > Webhooks". */
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(32, { message: 'use a assinatura secreta dos webhooks do Mercado Pago (pelo menos 32 caracteres)' }).optional(),
  /** Mercado Pago's API address (only a local fake in tests differs); https, or http on this machine only. */
  MERCADOPAGO_API_URL: z
    .string()
    .url()
    .refine((v) => v.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(v), { message: 'use https://… (http só em 127.0.0.1 ou localhost)' })
    .default('https://api.mercadopago.com'),
  /**
   * `true`: card renewals charge the card saved at Mercado Pago with nobody present ("Pagamentos
   * automáticos", which Mercado Pago must enable for the school's account first). Unset or
   * `false`: a card subscription's renewal is a Pix charge e-mailed to the student.
   */
  MERCADOPAGO_SAVED_CARD_RENEWALS: z
    .enum(['true', 'false', '1', '0'], { message: 'use true ou false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * HMAC key the payment provider signs its webhook with (docs/decisions/signed-payment-webhook.md);
   * at least 32 bytes, so it cannot be guessed. Unset: a random key of the process (sandbox only).
   */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v, 'utf8') >= 32, { message: 'use um segredo de pelo menos 32 bytes' })
    .optional(),
  /** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** This instance's name among several (`npm run cluster`: a, b): every answer carries it in `X-Served-By`. */
  INSTANCE_NAME: z.string().regex(/^[\w.-]{1,64}$/, { message: 'use letras, dígitos, ponto, hífen ou sublinhado (até 64)' }).optional(),
  /** The bearer token `GET /metrics` asks for; unset, the route answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Only 'production' (said, never assumed) declares a real installation: then demo accounts get the loud warning at start. */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((env, issues) => {
  // A real provider cannot start half-configured: every missing piece is named at once.
  if (env.PAYMENT_PROVIDER !== 'mercadopago') return;
  const need = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
  if (!env.MERCADOPAGO_ACCESS_TOKEN) need('MERCADOPAGO_ACCESS_TOKEN', 'obrigatório com PAYMENT_PROVIDER=mercadopago (Suas integrações > Credenciais)');
  if (!env.MERCADOPAGO_PUBLIC_KEY) need('MERCADOPAGO_PUBLIC_KEY', 'obrigatório com PAYMENT_PROVIDER=mercadopago (Suas integrações > Credenciais > Public Key: o cartão é lido no navegador)');
  if (!env.MERCADOPAGO_WEBHOOK_SECRET) need('MERCADOPAGO_WEBHOOK_SECRET', 'obrigatório com PAYMENT_PROVIDER=mercadopago (Suas integrações > Webhooks > assinatura secreta)');
  if (!env.PUBLIC_URL?.startsWith('https://')) {
    need('PUBLIC_URL', 'com PAYMENT_PROVIDER=mercadopago, informe o endereço público em https://… (o Mercado Pago só notifica endereços https)');
  }
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

/** The demo accounts (public passwords, admin included) are live on an installation declared real. */
export const warnsOfDemoInProduction = (config: Pick<Config, 'DEMO_DATA' | 'NODE_ENV'>) => config.DEMO_DATA && config.NODE_ENV === 'production';
