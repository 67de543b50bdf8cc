import { sql } from 'kysely';
import { db, prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import type { NotifyOutboxChannel, NotifyOutboxKind } from '../db/schema';

/** The channels a notification goes out on; each is delivered, limited and retried on its own. */
export const CHANNELS = ['push', 'email', 'webhook'] as const satisfies readonly NotifyOutboxChannel[];
export type Channel = NotifyOutboxChannel;

/** What a notification says: the table waits for a seat, a seat's time ran out (or was given more), a match began or ended, or an address needs confirming. */
export type NotifyKind = NotifyOutboxKind;

/** One row of the outbox, as the deliverer claims it. */
export type OutboxRow = RowOf<
  'notify_outbox',
  'id' | 'room_id' | 'match_id' | 'kind' | 'channel' | 'seat' | 'to_seat' | 'turn' | 'attempts'
>;

/** How long a claimed row stays out of other deliverers' sight: a process that dies mid-delivery leaves it to another after this. */
export const CLAIM_MS = 60_000;

/** `ms` milliseconds from now, in UTC as the columns hold it. */
const inMs = (ms: number) => sql<Date>`(now() AT TIME ZONE 'UTC') + ${ms} * interval '1 millisecond'`;

/** Up to `limit` due rows of one channel, locked for this claim; rows another process is claiming are passed over. */
const dueOf = (channel: Channel, limit: number) => sql`
  SELECT id FROM notify_outbox WHERE channel = ${sql.lit(channel)} AND due_at <= (now() AT TIME ZONE 'UTC')
  ORDER BY due_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;

const claimed = prepare(
  'outbox-claim',
  (push: number, email: number, webhook: number, claimMs: number) =>
    sql<OutboxRow>`
    WITH p AS (${dueOf('push', push)}), e AS (${dueOf('email', email)}), w AS (${dueOf('webhook', webhook)})
    UPDATE notify_outbox o SET attempts = o.attempts + 1, due_at = ${inMs(claimMs)}
    WHERE o.id IN (SELECT id FROM p UNION ALL SELECT id FROM e UNION ALL SELECT id FROM w)
    RETURNING o.id, o.room_id AS "roomId", o.match_id AS "matchId", o.kind, o.channel, o.seat, o.to_seat AS "toSeat",
      o.turn, o.attempts`,
);

/**
 * Claims due rows for this process, up to each channel's `free` count, in
 * one statement (a look at the outbox was one per channel, every second,
 * whether or not anything was due). SKIP LOCKED lets several processes
 * claim at once without waiting on or sharing rows; a claimed row's due
 * time moves a minute on, so that it comes back if this process dies before
 * finishing it. Returned oldest first.
 */
export async function claim(pool: Queryable, free: Record<Channel, number>): Promise<OutboxRow[]> {
  const rows = await claimed(pool, free.push, free.email, free.webhook, CLAIM_MS);
  // In the order they were written: an UPDATE returns its rows in no set order.
  return rows.sort((x, y) => Number(BigInt(x.id) - BigInt(y.id)));
}

const finished = prepare('outbox-finish', (id: string) => db.deleteFrom('notify_outbox').where('id', '=', id));

/** Delivered, or not to be delivered: the row goes. */
export async function finish(pool: Queryable, id: string): Promise<void> {
  await finished(pool, id);
}

const putOff = prepare('outbox-later', (id: string, delayMs: number, refund: number) =>
  db
    .updateTable('notify_outbox')
    .set((eb) => ({ due_at: inMs(delayMs), attempts: eb('attempts', '-', refund) }))
    .where('id', '=', id),
);

/** Failed for now, or held back by a limit (`refund`: that was no try): tried again after `delayMs`. */
export async function later(pool: Queryable, id: string, delayMs: number, refund = false): Promise<void> {
  await putOff(pool, id, Math.round(delayMs), refund ? 1 : 0);
}
