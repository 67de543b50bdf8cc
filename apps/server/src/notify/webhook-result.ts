import type { WebhookLast, WebhookProblem } from '@sprawl/protocol';
import type { Pool } from 'pg';
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
export async function recordTry(pool: Pool, roomId: string, url: string, result: WebhookTry): Promise<void> {
  await pool.query(
    `UPDATE room_webhooks SET last_try_at = (now() AT TIME ZONE 'UTC'), last_problem = $3, last_status = $4,
       failing_since = CASE WHEN $3::text IS NULL THEN NULL ELSE COALESCE(failing_since, (now() AT TIME ZONE 'UTC')) END
     WHERE room_id = $1 AND url = $2`,
    [roomId, url, result.problem, result.status],
  );
}

/** The room's webhook as its settings show it: the host name it posts to (its full URL is a secret) and what the latest post came to. */
export async function readWebhook(
  pool: Pool,
  roomId: string,
): Promise<{ host: string | null; last: WebhookLast | null }> {
  const res = await pool.query<{
    url: string;
    at: number | null;
    problem: WebhookProblem | null;
    status: number | null;
    since: number | null;
  }>(
    // The columns hold UTC without a zone; epoch() reads them as UTC, as written.
    `SELECT url, extract(epoch FROM last_try_at) * 1000 AS at, last_problem AS problem, last_status AS status,
            extract(epoch FROM failing_since) * 1000 AS since
     FROM room_webhooks WHERE room_id = $1`,
    [roomId],
  );
  const r = res.rows[0];
  if (!r) return { host: null, last: null };
  const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
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
