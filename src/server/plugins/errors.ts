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
  req.log.error({ err: error, reqId: req.id }, 'unhandled error');
  return reply.status(500).send({ message: 'Erro interno do servidor. Tente novamente.' });
}

export function notFoundHandler(_req: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: 'Recurso não encontrado.' });
}
