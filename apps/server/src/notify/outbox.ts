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

const claimed = prepare('outbox-claim', (channel: Channel, limit: number, claimMs: number) =>
  db
    .updateTable('notify_outbox as o')
    .set((eb) => ({ attempts: eb('o.attempts', '+', sql.lit(1)), due_at: inMs(claimMs) }))
    .where(
      'o.id',
      'in',
      db
        .selectFrom('notify_outbox')
        .select('id')
        .where('channel', '=', channel)
        .where('due_at', '<=', sql<Date>`(now() AT TIME ZONE 'UTC')`)
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'o.id',
      'o.room_id as roomId',
      'o.match_id as matchId',
      'o.kind',
      'o.channel',
      'o.seat',
      'o.to_seat as toSeat',
      'o.turn',
      'o.attempts',
    ]),
);

/**
 * Claims up to `limit` due rows of one channel for this process. SKIP
 * LOCKED lets several processes claim at once without waiting on or
 * sharing rows; a claimed row's due time moves a minute on, so that it
 * comes back if this process dies before finishing it. Returned oldest
 * first.
 */
export async function claim(pool: Queryable, channel: Channel, limit: number): Promise<OutboxRow[]> {
  const rows = await claimed(pool, channel, limit, CLAIM_MS);
  // In the order they were written: an UPDATE returns its rows in no set order.
  return rows.sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
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
