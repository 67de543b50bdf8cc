import { ServiceError } from '../errors';

/**
 * node-postgres's words when no connection of the pool came free in time, or
 * a new one could not be opened in that time (pg-pool's
 * `connectionTimeoutMillis`), and PostgreSQL's codes for "no room for another
 * connection" and "starting or stopping": the request never reached its
 * statement, so nothing was changed.
 */
const NO_CONNECTION = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);
const UNAVAILABLE = new Set(['53300', '57P03']);

/**
 * The refusal for a request that could not get at the database because it
 * is swamped: a 503 the client may retry, not a 500 that reads as a bug. Any
 * other error is not ours to word (null).
 */
export function busyRefusal(err: unknown): ServiceError | null {
  if (!(err instanceof Error)) return null;
  const code = (err as { code?: unknown }).code;
  if (!NO_CONNECTION.has(err.message) && !(typeof code === 'string' && UNAVAILABLE.has(code))) return null;
  return new ServiceError('busy', 'The server is very busy right now; nothing was changed. Try again in a moment.');
}
