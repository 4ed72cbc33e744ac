import type { FastifyError } from 'fastify';
import type { AppInstance } from '#server/context';
import { errorHandler } from '#server/plugins/errors';
import { CourseLockedError } from './courses.service.ts';

/**
 * In this plugin's scope, a CourseLockedError becomes 403 `{ message, reason }` (the
 * contract's CourseLockedErrorSchema); every other error goes to the shared handler.
 */
export function answerCourseLockedErrors(app: AppInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof CourseLockedError) return reply.status(403).send({ message: error.message, reason: error.reason });
    return errorHandler(error, req, reply);
  });
}
