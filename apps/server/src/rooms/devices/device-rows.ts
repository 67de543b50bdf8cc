import { sql } from 'kysely';
import { db, prepare, type Queryable } from '../../db/query';
import type { RowOf } from '../../db/rows';

/*
 * The statements behind a seat's further devices (devices.ts) and the links
 * that open it on them. Those made under the room's lock run on its
 * transaction's connection (`tx`).
 */

/** A link's public name: the start of its code's hash (devices.ts). */
export const LINK_ID_LENGTH = 16;

const linksTrimmed = prepare(
  'device-links-trim',
  (roomId: string, seat: number, kept: number) => sql`
    DELETE FROM device_links WHERE room_id = ${roomId} AND seat = ${seat} AND (expires_at <= (now() AT TIME ZONE 'UTC') OR code_hash IN (
      SELECT code_hash FROM device_links WHERE room_id = ${roomId} AND seat = ${seat} ORDER BY expires_at DESC OFFSET ${kept}))`,
);

const linkAdded = prepare(
  'device-link-add',
  (codeHash: string, roomId: string, seat: number, holderHash: string, expiresAt: string) => sql`
    INSERT INTO device_links (code_hash, room_id, seat, holder_hash, expires_at)
    VALUES (${codeHash}, ${roomId}, ${seat}, ${holderHash}, ${expiresAt}::timestamp)`,
);

/** A new link to the seat; the expired ones go, and past `kept` waiting the oldest. `expiresAt`: UTC, as the column holds it. */
export async function addLink(
  tx: Queryable,
  link: RowOf<'device_links', 'code_hash' | 'room_id' | 'seat' | 'holder_hash'> & { expiresAt: string },
  kept: number,
): Promise<void> {
  await linksTrimmed(tx, link.roomId, link.seat, kept);
  await linkAdded(tx, link.codeHash, link.roomId, link.seat, link.holderHash, link.expiresAt);
}

const linkRoom = prepare('device-link-room', (codeHash: string) =>
  db.selectFrom('device_links').select('room_id as roomId').where('code_hash', '=', codeHash),
);

/** The room a link's code opens, if there is such a link. */
export async function roomOfLink(pool: Queryable, codeHash: string): Promise<string | null> {
  return (await linkRoom(pool, codeHash))[0]?.roomId ?? null;
}

/** A spent link: its seat, the holder who made it, and whether it was still live. */
export type SpentLink = RowOf<'device_links', 'seat' | 'holder_hash'> & { live: boolean };

const linkSpent = prepare(
  'device-link-spend',
  (codeHash: string, roomId: string) => sql<SpentLink>`
    DELETE FROM device_links WHERE code_hash = ${codeHash} AND room_id = ${roomId}
    RETURNING seat, holder_hash AS "holderHash", expires_at > (now() AT TIME ZONE 'UTC') AS live`,
);

/** Spends the link (once: it is deleted); null when there was none. */
export async function spendLink(tx: Queryable, codeHash: string, roomId: string): Promise<SpentLink | null> {
  return (await linkSpent(tx, codeHash, roomId))[0] ?? null;
}

const deviceAdded = prepare(
  'seat-device-add',
  (id: string, roomId: string, seat: number, tokenHash: string, holderHash: string, label: string) =>
    db
      .insertInto('seat_devices')
      .values({ id, room_id: roomId, seat, token_hash: tokenHash, holder_hash: holderHash, label }),
);

export async function addDevice(
  tx: Queryable,
  device: RowOf<'seat_devices', 'id' | 'room_id' | 'seat' | 'token_hash' | 'holder_hash' | 'label'>,
): Promise<void> {
  await deviceAdded(tx, device.id, device.roomId, device.seat, device.tokenHash, device.holderHash, device.label);
}

/** A seat's owner, and its devices and waiting links: only those its current holder made. Times as ISO 8601 text. */
export interface SeatDevicesRow {
  ownerHash: RowOf<'seats', 'token_hash'>['tokenHash'];
  mainSince: string | null;
  devices: (RowOf<'seat_devices', 'id' | 'label' | 'token_hash'> & { createdAt: string; lastUsedAt: string | null })[];
  /** The waiting links' ids. */
  links: string[];
}

/** Times are stored without a zone, in UTC, and sent as such. */
const seatDevices = prepare(
  'seat-devices',
  (roomId: string, seat: number) => sql<SeatDevicesRow>`
  SELECT s.token_hash AS "ownerHash", to_char(s.joined_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "mainSince",
    COALESCE((SELECT json_agg(json_build_object('id', d.id, 'label', d.label,
        'createdAt', to_char(d.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'lastUsedAt', to_char(d.last_used_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'tokenHash', d.token_hash) ORDER BY d.created_at)
      FROM seat_devices d WHERE d.room_id = s.room_id AND d.seat = s.index AND d.holder_hash = s.token_hash), '[]'::json) AS devices,
    ARRAY(SELECT left(l.code_hash, ${sql.lit(LINK_ID_LENGTH)}) FROM device_links l WHERE l.room_id = s.room_id AND l.seat = s.index
      AND l.holder_hash = s.token_hash AND l.expires_at > (now() AT TIME ZONE 'UTC')) AS links
  FROM seats s WHERE s.room_id = ${roomId} AND s.index = ${seat}`,
);

/** The seat's devices and waiting links, in one statement; null when there is no such seat. */
export async function readSeatDevices(pool: Queryable, roomId: string, seat: number): Promise<SeatDevicesRow | null> {
  return (await seatDevices(pool, roomId, seat))[0] ?? null;
}

const linksCancelled = prepare('device-links-cancel', (roomId: string, seat: number) =>
  db.deleteFrom('device_links').where('room_id', '=', roomId).where('seat', '=', seat),
);

/** The seat's waiting links open nothing now. */
export async function cancelLinks(tx: Queryable, roomId: string, seat: number): Promise<void> {
  await linksCancelled(tx, roomId, seat);
}

const devicesRevoked = prepare(
  'seat-devices-revoke',
  (roomId: string, seat: number, device: string) => sql<RowOf<'seat_devices', 'token_hash'>>`
    DELETE FROM seat_devices WHERE room_id = ${roomId} AND seat = ${seat} AND (${device} = 'others' OR id = ${device})
    RETURNING token_hash AS "tokenHash"`,
);

/** Removes one further device by its id, or every one ('others'); returns the hashes of their tokens. */
export async function revokeDevices(tx: Queryable, roomId: string, seat: number, device: string): Promise<string[]> {
  return (await devicesRevoked(tx, roomId, seat, device)).map((r) => r.tokenHash);
}

const deviceForgotten = prepare('seat-device-forget', (roomId: string, seat: number, tokenHash: string) =>
  db
    .deleteFrom('seat_devices')
    .where('room_id', '=', roomId)
    .where('seat', '=', seat)
    .where('token_hash', '=', tokenHash),
);

/** The device whose token has this hash opens the seat no more. */
export async function forgetDevice(tx: Queryable, roomId: string, seat: number, tokenHash: string): Promise<void> {
  await deviceForgotten(tx, roomId, seat, tokenHash);
}

const devicesForgotten = prepare(
  'seat-devices-forget',
  (roomId: string, seat: number) => sql`
    WITH l AS (DELETE FROM device_links WHERE room_id = ${roomId} AND seat = ${seat})
    DELETE FROM seat_devices WHERE room_id = ${roomId} AND seat = ${seat}`,
);

/** Every further device and waiting link of the seat opens nothing now. */
export async function forgetSeatDevices(tx: Queryable, roomId: string, seat: number): Promise<void> {
  await devicesForgotten(tx, roomId, seat);
}

const roomBumped = prepare('devices-room-version', (roomId: string) =>
  db
    .updateTable('rooms')
    .set((eb) => ({ version: eb('version', '+', sql.lit(1)) }))
    .where('id', '=', roomId),
);

/** The room's version moves on, as with every change to its seats. */
export async function bumpRoom(tx: Queryable, roomId: string): Promise<void> {
  await roomBumped(tx, roomId);
}
