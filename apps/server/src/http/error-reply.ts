import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReply } from '@sprawl/protocol';
import { busyRefusal } from '../db/busy';
import { refusalBody, ServiceError } from '../errors';
import { httpStatusOf } from './statuses';

/**
 * What every failed request answers: a refusal with its code and sentence,
 * 503 `busy` when the database had no connection to spare, Fastify's own
 * 4xx (a body too large, malformed JSON, a schema's complaint) in the same
 * shape, and anything else as a logged 500 that tells nothing of the server.
 */
export function answerError(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof ServiceError) return reply.code(httpStatusOf(err)).send(refusalBody(err));
  const busy = busyRefusal(err);
  if (busy) {
    req.log.warn({ err: (err as Error).message }, 'refused: the database is swamped');
    return reply.code(httpStatusOf(busy)).send(refusalBody(busy));
  }
  const status = (err as { statusCode?: number }).statusCode ?? 500;
  if (status === 413)
    return reply.code(413).send({ code: 'body_too_large', message: 'That request is too large.' } satisfies ErrorReply);
  if (status < 500) {
    const code =
      (err as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'malformed_json'
        : 'bad_request';
    return reply.code(status).send({
      code,
      message:
        code === 'malformed_json'
          ? 'The request body is not valid JSON.'
          : err instanceof Error
            ? err.message
            : 'Bad request.',
    } satisfies ErrorReply);
  }
  req.log.error({ err }, 'request failed');
  return reply
    .code(500)
    .send({ code: 'server_error', message: 'Something went wrong on the server.' } satisfies ErrorReply);
}
