import { sql } from 'kysely';
import { db, prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';

/*
 * The statements behind a seat's notification settings (settings.ts): its
 * push subscriptions, its email address and the room's webhook. Those that
 * change two tables run in one transaction, on its connection (`tx`).
 */

/** `ms` milliseconds from now, in UTC as the columns hold it. */
const inMs = (ms: number) => sql<Date>`(now() AT TIME ZONE 'UTC') + ${ms} * interval '1 millisecond'`;

const subscribed = prepare(
  'push-subscribe',
  (id: string, roomId: string, seat: number, endpoint: string, p256dh: string, auth: string, locale: string) =>
    db
      .insertInto('push_subscriptions')
      .values({ id, room_id: roomId, seat, endpoint, p256dh, auth, locale })
      .onConflict((oc) =>
        oc.columns(['room_id', 'seat', 'endpoint']).doUpdateSet((eb) => ({
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          locale: eb.ref('excluded.locale'),
        })),
      ),
);

const oldestDropped = prepare('push-keep-newest', (roomId: string, seat: number, kept: number) =>
  db
    .deleteFrom('push_subscriptions')
    .where(
      'id',
      'in',
      db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('room_id', '=', roomId)
        .where('seat', '=', seat)
        .orderBy('created_at', 'desc')
        .offset(kept),
    ),
);

/** A device subscribes (again: its keys and language are replaced); past `kept` devices, the oldest go. */
export async function addSubscription(
  tx: Queryable,
  sub: { id: string; roomId: string; seat: number; endpoint: string; p256dh: string; auth: string; locale: string },
  kept: number,
): Promise<void> {
  await subscribed(tx, sub.id, sub.roomId, sub.seat, sub.endpoint, sub.p256dh, sub.auth, sub.locale);
  await oldestDropped(tx, sub.roomId, sub.seat, kept);
}

const unsubscribed = prepare('push-unsubscribe', (roomId: string, seat: number, endpoint: string) =>
  db
    .deleteFrom('push_subscriptions')
    .where('room_id', '=', roomId)
    .where('seat', '=', seat)
    .where('endpoint', '=', endpoint),
);

export async function removeSubscription(pool: Queryable, roomId: string, seat: number, endpoint: string) {
  await unsubscribed(pool, roomId, seat, endpoint);
}

const webhookRemoved = prepare('webhook-remove', (roomId: string) =>
  db.deleteFrom('room_webhooks').where('room_id', '=', roomId),
);

export async function removeWebhook(pool: Queryable, roomId: string): Promise<void> {
  await webhookRemoved(pool, roomId);
}

const webhookSaved = prepare(
  'webhook-save',
  (roomId: string, url: string, locale: string) => sql<RowOf<'rooms', 'name' | 'game'>>`
    INSERT INTO room_webhooks (room_id, url, locale) VALUES (${roomId}, ${url}, ${locale})
    ON CONFLICT (room_id) DO UPDATE SET url = EXCLUDED.url, locale = EXCLUDED.locale, created_at = CURRENT_TIMESTAMP,
      last_try_at = NULL, last_problem = NULL, last_status = NULL, failing_since = NULL
    RETURNING (SELECT name FROM rooms WHERE id = ${roomId}), (SELECT game FROM rooms WHERE id = ${roomId})`,
);

/** Sets the room's webhook, its last results forgotten (they were another URL's); returns the room's name and game. */
export async function saveWebhook(
  pool: Queryable,
  roomId: string,
  url: string,
  locale: string,
): Promise<RowOf<'rooms', 'name' | 'game'>> {
  return (await webhookSaved(pool, roomId, url, locale))[0];
}

const addressGone = prepare('seat-email-remove', (roomId: string, seat: number) =>
  db.deleteFrom('seat_emails').where('room_id', '=', roomId).where('seat', '=', seat),
);

/** A seat's confirmation mail not yet sent: a new address (or none) replaces it. */
const confirmationGone = prepare(
  'seat-email-confirmation-goes',
  (roomId: string, seat: number) => sql`
    DELETE FROM notify_outbox WHERE room_id = ${roomId} AND to_seat = ${seat} AND channel = 'email' AND kind = 'confirm'`,
);

/** The seat's address goes, and the confirmation mail still waiting for it. */
export async function removeAddress(tx: Queryable, roomId: string, seat: number): Promise<void> {
  await addressGone(tx, roomId, seat);
  await confirmationGone(tx, roomId, seat);
}

const addressAgain = prepare('seat-email-again', (roomId: string, seat: number, address: string, locale: string) =>
  db
    .updateTable('seat_emails')
    .set({ locale })
    .where('room_id', '=', roomId)
    .where('seat', '=', seat)
    .where('confirmed', '=', sql.lit(true))
    .where((eb) => eb(eb.fn('lower', ['address']), '=', eb.fn('lower', [eb.val(address)])))
    .returning('id'),
);

/** The seat's confirmed address given again (in any case): only its language changes. Whether it was. */
export async function sameAddressAgain(
  pool: Queryable,
  roomId: string,
  seat: number,
  address: string,
  locale: string,
): Promise<boolean> {
  return (await addressAgain(pool, roomId, seat, address, locale)).length > 0;
}

const addressAdded = prepare(
  'seat-email-add',
  (id: string, roomId: string, seat: number, address: string, locale: string) =>
    db.insertInto('seat_emails').values({ id, room_id: roomId, seat, address, locale }),
);

const confirmationDue = prepare(
  'seat-email-confirmation',
  (roomId: string, seat: number, settleMs: number) => sql`
    INSERT INTO notify_outbox (room_id, kind, channel, seat, to_seat, due_at)
    VALUES (${roomId}, 'confirm', 'email', ${seat}, ${seat}, ${inMs(settleMs)})`,
);

/** A new address replaces the seat's, unconfirmed, and its confirmation mail replaces any waiting, due in `settleMs`. */
export async function replaceAddress(
  tx: Queryable,
  row: { id: string; roomId: string; seat: number; address: string; locale: string },
  settleMs: number,
): Promise<void> {
  await addressGone(tx, row.roomId, row.seat);
  await addressAdded(tx, row.id, row.roomId, row.seat, row.address, row.locale);
  await confirmationGone(tx, row.roomId, row.seat);
  await confirmationDue(tx, row.roomId, row.seat, settleMs);
}

/** An address's language and table, as a link's answer names them. */
export type AddressOf = RowOf<'seat_emails', 'locale' | 'room_id'>;

const addressConfirmed = prepare('seat-email-confirm', (id: string) =>
  db
    .updateTable('seat_emails')
    .set({ confirmed: sql.lit(true) })
    .where('id', '=', id)
    .where('confirmed', '=', sql.lit(false))
    .returning(['locale', 'room_id as roomId']),
);

/** Confirms the address, the first time only; null when it was confirmed already or is gone. */
export async function confirmAddress(pool: Queryable, id: string): Promise<AddressOf | null> {
  return (await addressConfirmed(pool, id))[0] ?? null;
}

const addressUnsubscribed = prepare('seat-email-unsubscribe', (id: string) =>
  db.deleteFrom('seat_emails').where('id', '=', id).returning(['locale', 'room_id as roomId']),
);

/** Removes the address; null when it was gone already. */
export async function unsubscribeAddress(pool: Queryable, id: string): Promise<AddressOf | null> {
  return (await addressUnsubscribed(pool, id))[0] ?? null;
}

const addressById = prepare('seat-email-by-id', (id: string) =>
  db.selectFrom('seat_emails').select(['locale', 'room_id as roomId', 'confirmed']).where('id', '=', id),
);

/** The address a link names, if it is still there. */
export async function readAddress(
  pool: Queryable,
  id: string,
): Promise<(AddressOf & RowOf<'seat_emails', 'confirmed'>) | null> {
  return (await addressById(pool, id))[0] ?? null;
}

/** What a seat's settings are made of: its devices' endpoints, its address's state (null: none), whether it hosts the room. */
type SeatSettingsRow = {
  endpoints: RowOf<'push_subscriptions', 'endpoint'>['endpoint'][];
  email: RowOf<'seat_emails', 'confirmed'>['confirmed'] | null;
  host: RowOf<'seats', 'is_host'>['isHost'];
};

const seatSettings = prepare(
  'seat-notify-settings',
  (roomId: string, seat: number) => sql<SeatSettingsRow>`
    SELECT ARRAY(SELECT endpoint FROM push_subscriptions WHERE room_id = ${roomId} AND seat = ${seat}) AS endpoints,
      (SELECT confirmed FROM seat_emails WHERE room_id = ${roomId} AND seat = ${seat}) AS email,
      COALESCE((SELECT is_host FROM seats WHERE room_id = ${roomId} AND index = ${seat}), false) AS host`,
);

export async function readSeatSettings(pool: Queryable, roomId: string, seat: number): Promise<SeatSettingsRow> {
  return (await seatSettings(pool, roomId, seat))[0];
}
