import type { Pool } from 'pg';

/** The channels a notification goes out on; each is delivered, limited and retried on its own. */
export const CHANNELS = ['push', 'email', 'webhook'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a notification says: the table waits for a seat, a seat's time ran out (or was given more), a match began or ended, or an address needs confirming. */
export type NotifyKind = 'turn' | 'expired' | 'moreTime' | 'start' | 'rematch' | 'end' | 'confirm';

/** One row of the outbox, as the deliverer claims it. */
export interface OutboxRow {
  id: string;
  roomId: string;
  matchId: string | null;
  kind: NotifyKind;
  channel: Channel;
  seat: number | null;
  toSeat: number | null;
  turn: number;
  attempts: number;
}

/** How long a claimed row stays out of other deliverers' sight: a process that dies mid-delivery leaves it to another after this. */
export const CLAIM_MS = 60_000;

/**
 * Claims up to `limit` due rows of one channel for this process. SKIP
 * LOCKED lets several processes claim at once without waiting on or
 * sharing rows; a claimed row's due time moves a minute on, so that it
 * comes back if this process dies before finishing it.
 */
export async function claim(pool: Pool, channel: Channel, limit: number): Promise<OutboxRow[]> {
  const res = await pool.query<OutboxRow>(
    `UPDATE notify_outbox o SET attempts = o.attempts + 1, due_at = (now() AT TIME ZONE 'UTC') + $3 * interval '1 millisecond'
     WHERE o.id IN (
       SELECT id FROM notify_outbox WHERE channel = $1 AND due_at <= (now() AT TIME ZONE 'UTC') ORDER BY due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING o.id::text AS id, o.room_id AS "roomId", o.match_id AS "matchId", o.kind, o.channel, o.seat, o.to_seat AS "toSeat", o.turn, o.attempts`,
    [channel, limit, CLAIM_MS],
  );
  return res.rows;
}

/** Delivered, or not to be delivered: the row goes. */
export async function finish(pool: Pool, id: string): Promise<void> {
  await pool.query('DELETE FROM notify_outbox WHERE id = $1', [id]);
}

/** Failed for now, or held back by a limit (`refund`: that was no try): tried again after `delayMs`. */
export async function later(pool: Pool, id: string, delayMs: number, refund = false): Promise<void> {
  await pool.query(
    `UPDATE notify_outbox SET due_at = (now() AT TIME ZONE 'UTC') + $2 * interval '1 millisecond', attempts = attempts - $3 WHERE id = $1`,
    [id, Math.round(delayMs), refund ? 1 : 0],
  );
}
