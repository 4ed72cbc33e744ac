import type { FastifyRequest } from 'fastify';

// Logs carry no CPF, e-mail address or password (LGPD, privacy by default; docs/security.md).
// Pino removes the named fields wherever they appear; free text that may hold them (a request's
// address with a search, an SMTP server's refusal naming the recipient, an error's message) is
// masked by the logger's serializers, once for every log call that uses those fields.

/** Fields censored in every log line, at any depth pino's wildcard reaches. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
  '*.password', '*.currentPassword', '*.newPassword', '*.confirmPassword', '*.smtpPassword', '*.totpCode', '*.token',
  '*.cpf', '*.email', '*.to', '*.toAddress',
];

const EMAIL = /[^\s<>"'(),;:/?&=]+(?:@|%40)[^\s<>"'(),;:/?&=]+\.[^\s<>"'(),;:/?&=]+/gi;
// With or without punctuation; 11 digits alone too (a search typed without it).
const CPF = /\b\d{3}(?:\.|%2E)?\d{3}(?:\.|%2E)?\d{3}(?:-|%2D)?\d{2}\b/gi;

/** The text with e-mail addresses and CPFs replaced by a mark. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(CPF, '[cpf]');
}

const masked = (value: unknown) => (typeof value === 'string' ? maskPersonalData(value) : value);

/** An error in a log line: its message, stack and fields (a database's "Key (email)=(…)" detail) with e-mails and CPFs masked. */
function logError(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const plain = { type: err.constructor?.name ?? 'Error', message: String(err.message), stack: String(err.stack), ...Object.fromEntries(Object.entries(err)) };
  try {
    return JSON.parse(maskPersonalData(JSON.stringify(plain))) as typeof plain;
  } catch {
    return { type: plain.type, message: maskPersonalData(plain.message), stack: maskPersonalData(plain.stack) };
  }
}

/**
 * The logger's serializers: a request as Fastify writes it with its address masked, an error
 * masked, and the free-text fields log calls use (`url`: a page or request address, `detail`:
 * a server's reply) masked whichever call writes them.
 */
export const LOG_SERIALIZERS = {
  req: (req: FastifyRequest) => ({ method: req.method, url: maskPersonalData(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
  err: logError,
  url: masked,
  detail: masked,
};
