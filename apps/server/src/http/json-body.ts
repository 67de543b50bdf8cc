import { jsonDepthExceeds, jsonHasNul, type ErrorReply } from '@sprawl/protocol';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../errors';

/** No request body this API takes nests deeper than this. */
const MAX_BODY_DEPTH = 64;

/**
 * Request bodies are read with our own JSON parser, which refuses what would
 * hurt before building anything: nesting deep enough to exhaust the stack of
 * whatever walks the value later, and NUL characters, which PostgreSQL cannot
 * store and would answer with an error deep in a query.
 */
export function strictJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_BODY_DEPTH))
      return done(
        new ServiceError(
          'too_deep',
          `Request bodies may nest lists and objects at most ${MAX_BODY_DEPTH} levels deep.`,
        ),
        undefined,
      );
    if (jsonHasNul(text))
      return done(new ServiceError('nul_character', 'Requests may not contain the NUL character.'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ServiceError('malformed_json', 'The request body is not valid JSON.'), undefined);
    }
  });
  // Paths and query strings reach the database as text too.
  app.addHook('onRequest', (req, reply, done) => {
    if (/%00|\u0000/i.test(req.url)) {
      reply
        .code(400)
        .send({ code: 'nul_character', message: 'Addresses may not contain the NUL character.' } satisfies ErrorReply);
      return;
    }
    done();
  });
}
