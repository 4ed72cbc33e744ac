import type { FastifyInstance } from 'fastify';

/** A page's form is small: its fields and nothing more. */
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * Lets the routes of `scope` (a plugin's own instance) read a page's form posted without
 * JavaScript (`application/x-www-form-urlencoded`): the fields as strings, the last of a
 * repeated name. Every other route keeps accepting JSON alone.
 */
export function acceptFormPosts(scope: Pick<FastifyInstance, 'addContentTypeParser'>) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
