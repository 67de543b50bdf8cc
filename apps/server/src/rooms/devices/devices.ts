import type { DeviceLinkReply, DeviceList, SeatGrant } from '@sprawl/protocol';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { refuse } from '../../errors';
import { forgetChannels } from '../../db/notify-records';
import { hashToken, newToken, opensSeat, tokenMatches } from '../../security/tokens';
import { changeRoom, ownSeatOfToken, seatOfToken, type LockedRoom, type LockedSeat } from '../room-lock';
import type { SeatPrincipal } from '../lobby/seat-principal';

/** An unused link to open a seat on another device stops working after this long. */
export const LINK_LIFETIME_MS = 24 * 3600_000;
/** Links a seat may have waiting at once; a new one beyond that replaces the oldest. */
const LINKS_PER_SEAT = 3;
/** Further devices one seat may be open on. */
const DEVICES_PER_SEAT = 8;

/**
 * A player's seat on more than one device. The seat has one owner: the
 * device that took it (its own token). From it, its player makes a one-time
 * link (its code travels in the link's fragment, `/device#<code>`, which
 * browsers never send to a server, so it reaches no request log); opening it
 * on another device exchanges the code, once and before it expires, for a
 * token of that device's own. Only the owner makes links and revokes
 * devices, so a stolen device can neither spread nor defend itself: the
 * owner revokes every other device in one step. Links and devices remember
 * the holder who made them (their `holder_hash`) and open nothing once the
 * seat has another holder; a revoked token fails at once, on HTTP and on
 * open sockets (revoked listeners close them, other processes check again on
 * the room's announcement, and a hello checks again once it has joined:
 * ws/handlers.ts). Codes and tokens are stored only as hashes.
 */
export class Devices {
  private readonly revokedListeners = new Set<(roomId: string, tokenHashes: string[]) => void>();

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly changed: (roomId: string) => void,
  ) {}

  onRevoked(listener: (roomId: string, tokenHashes: string[]) => void): void {
    this.revokedListeners.add(listener);
  }

  /** A new one-time link to the principal's seat; only the seat's owner makes them. */
  async link(who: SeatPrincipal): Promise<DeviceLinkReply> {
    const { roomId, token } = who;
    const code = newToken();
    const codeHash = hashToken(code);
    const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = ownedSeat(room, token);
      await tx.query(
        `DELETE FROM device_links WHERE room_id = $1 AND seat = $2 AND (expires_at <= (now() AT TIME ZONE 'UTC') OR code_hash IN (
           SELECT code_hash FROM device_links WHERE room_id = $1 AND seat = $2 ORDER BY expires_at DESC OFFSET $3))`,
        [roomId, seat.index, LINKS_PER_SEAT - 1],
      );
      await tx.query(
        'INSERT INTO device_links (code_hash, room_id, seat, holder_hash, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [codeHash, roomId, seat.index, seat.tokenHash, utc(expiresAt)],
      );
    });
    return { id: linkId(codeHash), code, path: `/device#${code}`, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Opens a seat on this device with a link's code: once, before the link
   * expires, and only while the player who made it still holds the seat. The
   * link is found outside the room's lock (the code says which room), then
   * spent and checked under it, so a seat that changed hands meanwhile (its
   * player left, a newcomer sat down) is never opened to the link.
   */
  async claim(code: string, label: string): Promise<SeatGrant> {
    const codeHash = hashToken(code);
    const found = await this.pool.query<{ roomId: string }>(
      'SELECT room_id AS "roomId" FROM device_links WHERE code_hash = $1',
      [codeHash],
    );
    const roomId = found.rows[0]?.roomId ?? badLink();
    const token = newToken();
    const grant = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const spent = await tx.query<{ seat: number; holderHash: string; live: boolean }>(
        `DELETE FROM device_links WHERE code_hash = $1 AND room_id = $2
         RETURNING seat, holder_hash AS "holderHash", expires_at > (now() AT TIME ZONE 'UTC') AS live`,
        [codeHash, roomId],
      );
      const link = spent.rows[0];
      if (!link?.live) return badLink();
      const seat = room.seats.find((s) => s.index === link.seat);
      if (!seat || seat.tokenHash !== link.holderHash)
        return refuse('bad_link', 'That seat is no longer held by the player who made the link.');
      if (seat.deviceHashes.length >= DEVICES_PER_SEAT)
        refuse('too_many_devices', `A seat can be open on at most ${DEVICES_PER_SEAT + 1} devices; revoke one first.`);
      await tx.query(
        'INSERT INTO seat_devices (id, room_id, seat, token_hash, holder_hash, label) VALUES ($1, $2, $3, $4, $5, $6)',
        // The device is named like the link it came through, so the page that showed the link sees it used.
        [linkId(codeHash), room.id, seat.index, hashToken(token), link.holderHash, label],
      );
      return {
        roomId: room.id,
        seat: seat.index,
        token,
        inviteCode: room.inviteCode,
        invitePath: `/join/${room.inviteCode}`,
      };
    });
    this.log.info({ room: grant.roomId, seat: grant.seat }, 'seat opened on another device');
    this.changed(grant.roomId);
    return grant;
  }

  /**
   * The devices the principal's seat is open on, and how many links wait.
   * A read in one statement, without the room's lock: a player looking at
   * their devices never queues behind the room's changes, nor holds them up.
   */
  async list(who: SeatPrincipal): Promise<DeviceList> {
    const { roomId, seat, token } = who;
    const res = await this.pool.query<SeatDevicesRow>({
      name: 'seat-devices',
      text: SEAT_DEVICES,
      values: [roomId, seat],
    });
    const row = res.rows[0];
    // The seat changed hands since the edge found it: the token opens it no more.
    if (!row || !opensSeat(token, { tokenHash: row.ownerHash, deviceHashes: row.devices.map((d) => d.tokenHash) }))
      return refuse('bad_token');
    return {
      firstDevice: tokenMatches(token, row.ownerHash),
      mainSince: row.mainSince,
      devices: row.devices.map((d) => ({
        id: d.id,
        label: d.label,
        createdAt: new Date(d.createdAt).toISOString(),
        lastUsedAt: d.lastUsedAt === null ? null : new Date(d.lastUsedAt).toISOString(),
        thisDevice: tokenMatches(token, d.tokenHash),
      })),
      pendingLinks: row.links.length,
      pendingLinkIds: row.links,
    };
  }

  /**
   * The seat's owner revokes one further device, every one of them
   * ('others', which cancels the waiting links too), or only the waiting
   * links ('links'): what is revoked stops opening the seat at once.
   */
  async revoke(who: SeatPrincipal, device: string): Promise<DeviceList> {
    const { roomId, token } = who;
    const hashes = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = ownedSeat(room, token).index;
      if (device === 'links' || device === 'others')
        await tx.query('DELETE FROM device_links WHERE room_id = $1 AND seat = $2', [roomId, seat]);
      if (device === 'links') return [];
      const res = await tx.query<{ tokenHash: string }>(
        `DELETE FROM seat_devices WHERE room_id = $1 AND seat = $2 AND ($3 = 'others' OR id = $3) RETURNING token_hash AS "tokenHash"`,
        [roomId, seat, device],
      );
      if (res.rows.length === 0 && device !== 'others') refuse('no_device');
      await tx.query('UPDATE rooms SET version = version + 1 WHERE id = $1', [roomId]);
      return res.rows.map((r) => r.tokenHash);
    });
    if (hashes.length > 0) {
      this.log.info({ room: roomId, devices: hashes.length }, 'devices of a seat were revoked');
      for (const l of this.revokedListeners) l(roomId, hashes);
      this.changed(roomId);
    }
    return this.list(who);
  }

  /**
   * A further device gives up its own key to the seat (a phone handed on):
   * its token fails at once, its sockets close, and the seat stays with the
   * other devices. The seat's first device cannot: it leaves the seat.
   */
  async forget(who: SeatPrincipal): Promise<void> {
    const { roomId, token } = who;
    const hash = hashToken(token);
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = seatOfToken(room, token);
      if (seat.tokenHash !== null && tokenMatches(token, seat.tokenHash)) refuse('main_device');
      await tx.query('DELETE FROM seat_devices WHERE room_id = $1 AND seat = $2 AND token_hash = $3', [
        roomId,
        seat.index,
        hash,
      ]);
      await tx.query('UPDATE rooms SET version = version + 1 WHERE id = $1', [roomId]);
    });
    this.log.info({ room: roomId }, 'a device forgot its seat');
    for (const l of this.revokedListeners) l(roomId, [hash]);
    this.changed(roomId);
  }
}

/** A seat given up or freed: the devices and links that opened it open nothing now, and its player hears nothing more. */
export async function forgetDevices(tx: PoolClient, roomId: string, seat: number): Promise<void> {
  await tx.query('DELETE FROM seat_devices WHERE room_id = $1 AND seat = $2', [roomId, seat]);
  await tx.query('DELETE FROM device_links WHERE room_id = $1 AND seat = $2', [roomId, seat]);
  // Its notifications were its player's too.
  await forgetChannels(tx, roomId, seat);
}

/** The token's seat, under the room's lock, when the token is the device that took it: only that one manages the others. */
function ownedSeat(room: LockedRoom, token: string): LockedSeat & { tokenHash: string } {
  return ownSeatOfToken(
    room,
    token,
    'Only the device that took this seat can open it on other devices or revoke them. Use that device.',
  );
}

function badLink(): never {
  return refuse(
    'bad_link',
    'That link does not open a seat: it was already used, it expired, or it was never made. Ask for a new one from the device that holds the seat.',
  );
}

/**
 * A link's public name: the start of its code's hash. It lets the page that
 * shows a link see when it is spent; a hash of a random code tells nothing of
 * the code.
 */
const LINK_ID_LENGTH = 16;
const linkId = (codeHash: string) => codeHash.slice(0, LINK_ID_LENGTH);

/** A seat's owner, and its devices and waiting links: only those its current holder made. */
interface SeatDevicesRow {
  ownerHash: string | null;
  mainSince: string | null;
  devices: { id: string; label: string; createdAt: string; lastUsedAt: string | null; tokenHash: string }[];
  links: string[];
}

/** $1: the room, $2: the seat. Times are stored without a zone, in UTC, and sent as such. */
const SEAT_DEVICES = `
  SELECT s.token_hash AS "ownerHash", to_char(s.joined_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "mainSince",
    COALESCE((SELECT json_agg(json_build_object('id', d.id, 'label', d.label,
        'createdAt', to_char(d.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'lastUsedAt', to_char(d.last_used_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'tokenHash', d.token_hash) ORDER BY d.created_at)
      FROM seat_devices d WHERE d.room_id = s.room_id AND d.seat = s.index AND d.holder_hash = s.token_hash), '[]'::json) AS devices,
    ARRAY(SELECT left(l.code_hash, ${LINK_ID_LENGTH}) FROM device_links l WHERE l.room_id = s.room_id AND l.seat = s.index
      AND l.holder_hash = s.token_hash AND l.expires_at > (now() AT TIME ZONE 'UTC')) AS links
  FROM seats s WHERE s.room_id = $1 AND s.index = $2`;

/** Timestamps are stored without a zone, in UTC. */
const utc = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
