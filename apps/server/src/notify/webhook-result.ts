import type { WebhookLast, WebhookProblem } from '@sprawl/protocol';
import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import { ForbiddenDestination } from './address-guard';
import { TimedOut } from './safe-http';

/** What one post to the room's webhook came to: taken (no problem), or the problem and the HTTP status if it answered. */
export interface WebhookTry {
  problem: WebhookProblem | null;
  status: number | null;
}

/** An answer: 2xx is taken, anything else is an HTTP problem. */
export function answered(status: number): WebhookTry {
  return status >= 200 && status < 300 ? { problem: null, status } : { problem: 'http', status };
}

/** Node's error codes for a receiver that is not there, or a name that does not resolve. */
const REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH']);
const UNRESOLVED = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);

/** A post that got no answer, in the few words the host's panel says it in. */
export function failedWith(err: unknown): WebhookTry {
  const code = (err as { code?: unknown }).code;
  if (err instanceof TimedOut) return { problem: 'timed_out', status: null };
  if (err instanceof ForbiddenDestination)
    return { problem: err.reason === 'unresolved' ? 'unresolved' : 'forbidden', status: null };
  if (typeof code === 'string' && REFUSED.has(code)) return { problem: 'refused', status: null };
  if (typeof code === 'string' && UNRESOLVED.has(code)) return { problem: 'unresolved', status: null };
  return { problem: 'failed', status: null };
}

/**
 * Keeps what the latest post to a room's webhook came to, and since when
 * posts have failed in a row (issue 49: the panel said "Turns are posted to
 * 127.0.0.1." while every try was refused). Only for the URL posted to: a
 * slow delivery to a webhook the host has since replaced says nothing of
 * the new one.
 */
export async function recordTry(pool: Queryable, roomId: string, url: string, result: WebhookTry): Promise<void> {
  await tried(pool, roomId, url, result.problem, result.status);
}

const tried = prepare(
  'webhook-tried',
  (roomId: string, url: string, problem: WebhookProblem | null, status: number | null) => sql`
    UPDATE room_webhooks SET last_try_at = (now() AT TIME ZONE 'UTC'), last_problem = ${problem}, last_status = ${status},
      failing_since = CASE WHEN ${problem}::text IS NULL THEN NULL ELSE COALESCE(failing_since, (now() AT TIME ZONE 'UTC')) END
    WHERE room_id = ${roomId} AND url = ${url}`,
);

/** The latest post's result as the settings read it, its times in ms since the epoch. */
type WebhookRow = RowOf<'room_webhooks', 'url'> & {
  problem: RowOf<'room_webhooks', 'last_problem'>['lastProblem'];
  status: RowOf<'room_webhooks', 'last_status'>['lastStatus'];
  at: number | null;
  since: number | null;
};

const webhookOf = prepare(
  'webhook-of',
  // The columns hold UTC without a zone; epoch() reads them as UTC, as written.
  (roomId: string) => sql<WebhookRow>`
    SELECT url, (extract(epoch FROM last_try_at) * 1000)::float8 AS at, last_problem AS problem, last_status AS status,
      (extract(epoch FROM failing_since) * 1000)::float8 AS since
    FROM room_webhooks WHERE room_id = ${roomId}`,
);

/** The room's webhook as its settings show it: the host name it posts to (its full URL is a secret) and what the latest post came to. */
export async function readWebhook(
  pool: Queryable,
  roomId: string,
): Promise<{ host: string | null; last: WebhookLast | null }> {
  const r = (await webhookOf(pool, roomId))[0];
  if (!r) return { host: null, last: null };
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    host: hostOf(r.url),
    last:
      r.at === null
        ? null
        : { at: iso(r.at) as string, problem: r.problem, status: r.status, failingSince: iso(r.since) },
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};
