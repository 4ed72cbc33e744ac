// Logs carry no CPF, e-mail address or password (LGPD, privacy by default; docs/security.md).
// Pino removes the named fields wherever they appear; free text that may hold them (a request's
// address with a search, an SMTP server's refusal naming the recipient) is masked.

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
