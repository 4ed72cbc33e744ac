import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from '#server/lib/app-error';

interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The one error handler: AppError → its status and Portuguese message; bad input → 400
 * naming the fields; anything else → 500 with a generic message (details only in the log).
 */
export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(STATUS_BY_CODE[error.code]).send({ message: error.message, ...error.details });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: FieldIssue[] = error.validation.map((v) => ({
      path: String(v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Valor inválido.',
    }));
    const first = issues[0];
    const where = first?.path ? `${first.path}: ` : '';
    return reply.status(400).send({ message: `Dados inválidos. ${where}${first?.message ?? ''}`.trim(), issues });
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error, reqId: req.id }, 'response does not match its contract');
    return reply.status(500).send({ message: 'Erro interno do servidor. Tente novamente.' });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.status(400).send({ message: 'O corpo da requisição não é um JSON válido.' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.status(400).send({ message: 'O corpo da requisição é grande demais.' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.status(415).send({ message: 'Tipo de conteúdo não suportado.' });
    case 'FST_REQ_FILE_TOO_LARGE':
      return reply.status(413).send({ message: 'O arquivo excede o tamanho máximo permitido.' });
  }
  if (error.statusCode === 429) {
    return reply.status(429).send({ message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' });
  }
  if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
    return reply.status(400).send({ message: 'Requisição inválida.' });
  }
  if (isDatabasePoolBusy(error)) {
    // Overload, not a bug: every connection to PostgreSQL stayed busy for the pool's whole wait.
    req.log.warn({ reqId: req.id, url: req.url }, 'database pool busy: no connection within its wait');
    return reply.status(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send({ message: 'O servidor está ocupado no momento. Tente novamente em alguns segundos.' });
  }
  req.log.error({ err: error, reqId: req.id }, 'unhandled error');
  return reply.status(500).send({ message: 'Erro interno do servidor. Tente novamente.' });
}

const BUSY_RETRY_AFTER_SECONDS = 5;

/** pg-pool's error when no connection came free within `connectionTimeoutMillis` (db/database.ts). */
const isDatabasePoolBusy = (error: Error) => error.message === 'timeout exceeded when trying to connect';

export function notFoundHandler(_req: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: 'Recurso não encontrado.' });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`):
 * a malformed percent-encoding or an over-long path parameter. Fastify's own answers are
 * English and echo the URL back.
 */
export function frameworkErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // Refused before any route, so no hook ran: the answer gets its request id here, and the
  // refusal a log line with it (a 500 here is a bug and is logged in full).
  reply.header('x-request-id', req.id);
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      req.log.info({ code: error.code, url: req.url }, 'endereço inválido');
      return reply.status(400).send({ message: 'Endereço inválido.' });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      req.log.info({ code: error.code }, 'endereço longo demais');
      return reply.status(414).send({ message: 'O endereço é longo demais.' });
  }
  req.log.error({ err: error }, 'erro antes da rota');
  return reply.status(500).send({ message: 'Erro interno do servidor. Tente novamente.' });
}

const CLIENT_ERROR_DRAIN_MS = 5_000;
const answeredSockets = new WeakSet<Socket>();

/**
 * Requests Node's HTTP parser refuses (a URL or headers over `maxHeaderSize`, 16 KiB by
 * default; malformed HTTP; a request timeout): a Portuguese JSON answer, then a clean close.
 * Fastify's default answers in English and destroys the socket while the client is still
 * sending, which the client sees as a reset instead of the answer.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || answeredSockets.has(socket)) return;
  answeredSockets.add(socket); // the parser reports every later chunk again
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'O endereço ou os cabeçalhos da requisição são grandes demais.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'A requisição demorou demais. Tente novamente.']
        : [400, 'Requisição inválida.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  // Read and drop what the client is still sending, so the close is a FIN and not a reset;
  // a client that never stops is cut off after a few seconds.
  socket.on('error', () => {});
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), CLIENT_ERROR_DRAIN_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
