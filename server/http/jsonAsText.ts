import type { FastifyInstance } from 'fastify';

/**
 * In this plugin scope, a JSON body reaches the handler as its text, unparsed: routes whose bodies
 * may be megabytes hand that text to a worker thread (services/documents), so the main thread
 * never parses them.
 */
export function acceptJsonAsText(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}
