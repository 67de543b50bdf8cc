import { sql, type RawBuilder } from 'kysely';
import { prepare, type Queryable } from './query';

/*
 * What the statements of matches/ and rooms/ write for notify/ to deliver:
 * outbox rows recorded inside the same statement as the change they tell of
 * (one round trip, and no notification without its change), and the
 * channels that go with a seat. Kept below both, so that neither imports
 * the layer that delivers (notify/outbox.ts claims and reads these rows).
 */

/**
 * SQL, for a room (`room`) and a seat (`seat`) expressions: one row `channel`
 * for each channel on which that seat hears of its turn (its push
 * subscriptions, its confirmed email) and, unless `others` is false, one for
 * the room's webhook (not for a bot's seat: nobody needs telling). A room
 * with none of them yields nothing, so the statements that record
 * notifications write nothing for it (three index probes, no row). The SQL
 * function `seat_channels` (migration 20261203100000_move_functions) says
 * it once; PostgreSQL writes it into the statement, as if its text were here.
 */
export const channelsOf = (room: string, seat: string, others = true) =>
  `seat_channels(${room}, ${seat}, ${others}) AS c(channel)`;

/** The webhook's row for a room event, if the room has a webhook. */
const hasWebhook = (room: string) => `EXISTS (SELECT 1 FROM "room_webhooks" rw WHERE rw."room_id" = ${room})`;

/**
 * SQL that the deadline watcher's UPDATE (rooms/table/deadline-watch.ts) runs over
 * its `fired` rows: where no bot plays at once, the other players hear that
 * a seat's time ran out (they may give more or let a bot play), and so does
 * the room's webhook; the late player hears it in any case, on their own
 * push and email, with what happens next.
 */
export const RECORD_AFTER_EXPIRY = `
    INSERT INTO "notify_outbox" ("room_id", "match_id", "kind", "channel", "seat", "to_seat", "turn")
    SELECT f."roomId", f."matchId", 'expired', c.channel, f.seat, o."index", f.version
    FROM fired f JOIN "seats" o ON o."room_id" = f."roomId" AND o."index" <> f.seat AND o."token_hash" IS NOT NULL
    CROSS JOIN LATERAL ${channelsOf('f."roomId"', 'o."index"', false)}
    WHERE NOT f."botOnExpiry"
    UNION ALL
    SELECT f."roomId", f."matchId", 'expired', 'webhook', f.seat, NULL, f.version
    FROM fired f WHERE NOT f."botOnExpiry" AND ${hasWebhook('f."roomId"')}
    UNION ALL
    SELECT f."roomId", f."matchId", 'expired', c.channel, f.seat, f.seat, f.version
    FROM fired f CROSS JOIN LATERAL ${channelsOf('f."roomId"', 'f.seat', false)}
    RETURNING 1`;

/**
 * SQL that the statements writing a new match (matches/new-match.ts) run as
 * one of their CTEs: the webhook hears of the start, the first deciding seats
 * of their turn. Its arguments are the match's id, its room, the deciding
 * seats, the event ('start' or 'rematch') and whether the match is written.
 */
export const recordStart = (
  match: string,
  room: string,
  deciding: number[],
  event: string,
  written: RawBuilder<boolean>,
) => sql`
    INSERT INTO "notify_outbox" ("room_id", "match_id", "kind", "channel", "seat", "to_seat", "turn")
    SELECT ${room}::text, ${match}::text, ${event}::text, 'webhook', NULL, NULL, 0
    WHERE ${written} AND EXISTS (SELECT 1 FROM "room_webhooks" rw WHERE rw."room_id" = ${room}::text)
    UNION ALL
    SELECT ${room}::text, ${match}::text, 'turn', c.channel, d.seat, CASE WHEN c.channel = 'webhook' THEN NULL ELSE d.seat END, 0
    FROM unnest(${deciding}::int[]) AS d(seat) CROSS JOIN LATERAL seat_channels(${room}::text, d.seat, true) AS c(channel)
    WHERE ${written}`;

const channelsForgotten = prepare(
  'forget-channels',
  (roomId: string, seat: number) => sql`
    WITH p AS (DELETE FROM push_subscriptions WHERE room_id = ${roomId} AND seat = ${seat})
    DELETE FROM seat_emails WHERE room_id = ${roomId} AND seat = ${seat}`,
);

/** A seat given up or freed: its player's channels go with it (as its devices do). */
export async function forgetChannels(tx: Queryable, roomId: string, seat: number): Promise<void> {
  await channelsForgotten(tx, roomId, seat);
}
