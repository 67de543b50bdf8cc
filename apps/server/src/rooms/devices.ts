import type { DeviceLinkReply, DeviceList, SeatGrant } from '@sprawl/protocol';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { refuse } from '../errors';
import { forgetChannels } from '../notify/outbox';
import { hashToken, newId, newToken, tokenMatches } from '../security/tokens';
import { changeRoom, seatOfToken } from './room-lock';
import type { SeatPrincipal } from './seat-principal';

/** An unused link to open a seat on another device stops working after this long. */
export const LINK_LIFETIME_MS = 24 * 3600_000;
/** Links a seat may have waiting at once; a new one beyond that replaces the oldest. */
const LINKS_PER_SEAT = 3;
/** Further devices one seat may be open on. */
const DEVICES_PER_SEAT = 8;

/**
 * A player's seat on more than one device. From a device that holds the
 * seat, its player makes a one-time link (its code travels in the link's
 * fragment, `/device#<code>`, which browsers never send to a server, so it
 * reaches no request log); opening it on another device exchanges the code,
 * once and before it expires, for a token of that device's own. The seat's
 * player can list the devices and revoke any of them: the token then fails
 * at once, on HTTP and on open sockets (revoked listeners close them, and
 * other processes check again on the room's announcement). Codes and tokens
 * are stored only as hashes. Leaving a seat forgets its devices.
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

  /** A new one-time link to the principal's seat. */
  async link(who: SeatPrincipal): Promise<DeviceLinkReply> {
    const { roomId, token } = who;
    const code = newToken();
    const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = heldSeat(room, token);
      await tx.query(
        `DELETE FROM device_links WHERE room_id = $1 AND seat = $2 AND (expires_at <= (now() AT TIME ZONE 'UTC') OR code_hash IN (
           SELECT code_hash FROM device_links WHERE room_id = $1 AND seat = $2 ORDER BY expires_at DESC OFFSET $3))`,
        [roomId, seat, LINKS_PER_SEAT - 1],
      );
      await tx.query('INSERT INTO device_links (code_hash, room_id, seat, expires_at) VALUES ($1, $2, $3, $4)', [
        hashToken(code),
        roomId,
        seat,
        utc(expiresAt),
      ]);
    });
    return { code, path: `/device#${code}`, expiresAt: expiresAt.toISOString() };
  }

  /** Opens a seat on this device with a link's code: once, and only before the link expires. */
  async claim(code: string, label: string): Promise<SeatGrant> {
    const res = await this.pool.query<{ roomId: string; seat: number }>(
      `DELETE FROM device_links WHERE code_hash = $1 AND expires_at > (now() AT TIME ZONE 'UTC') RETURNING room_id AS "roomId", seat`,
      [hashToken(code)],
    );
    const link =
      res.rows[0] ??
      refuse(
        'bad_link',
        'That link does not open a seat: it was already used, it expired, or it was never made. Ask for a new one from the device that holds the seat.',
      );
    const token = newToken();
    const grant = await changeRoom(this.pool, { id: link.roomId }, async (tx, room) => {
      const seat = room.seats.find((s) => s.index === link.seat);
      // The seat was given up or freed since the link was made.
      if (!seat || seat.tokenHash === null)
        return refuse('bad_link', 'That seat is no longer held by the player who made the link.');
      if (seat.deviceHashes.length >= DEVICES_PER_SEAT)
        refuse('too_many_devices', `A seat can be open on at most ${DEVICES_PER_SEAT + 1} devices; revoke one first.`);
      await tx.query('INSERT INTO seat_devices (id, room_id, seat, token_hash, label) VALUES ($1, $2, $3, $4, $5)', [
        newId(),
        room.id,
        link.seat,
        hashToken(token),
        label,
      ]);
      return {
        roomId: room.id,
        seat: link.seat,
        token,
        inviteCode: room.inviteCode,
        invitePath: `/join/${room.inviteCode}`,
      };
    });
    this.log.info({ room: grant.roomId, seat: grant.seat }, 'seat opened on another device');
    this.changed(grant.roomId);
    return grant;
  }

  /** The devices the principal's seat is open on, and how many links wait. */
  async list(who: SeatPrincipal): Promise<DeviceList> {
    const { roomId, token } = who;
    return changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = heldSeat(room, token);
      const rows = await tx.query<{
        id: string;
        label: string;
        createdAt: Date;
        lastUsedAt: Date | null;
        tokenHash: string;
      }>(
        `SELECT id, label, created_at AS "createdAt", last_used_at AS "lastUsedAt", token_hash AS "tokenHash"
         FROM seat_devices WHERE room_id = $1 AND seat = $2 ORDER BY created_at`,
        [roomId, seat],
      );
      const links = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM device_links WHERE room_id = $1 AND seat = $2 AND expires_at > (now() AT TIME ZONE 'UTC')`,
        [roomId, seat],
      );
      return {
        firstDevice: tokenMatches(token, room.seats[seat].tokenHash),
        devices: rows.rows.map((d) => ({
          id: d.id,
          label: d.label,
          createdAt: asIso(d.createdAt),
          lastUsedAt: d.lastUsedAt ? asIso(d.lastUsedAt) : null,
          thisDevice: tokenMatches(token, d.tokenHash),
        })),
        pendingLinks: links.rows[0]?.n ?? 0,
      };
    });
  }

  /** Revokes one further device of the principal's seat (or every waiting link, with 'links'): it stops opening the seat at once. */
  async revoke(who: SeatPrincipal, device: string): Promise<DeviceList> {
    const { roomId, token } = who;
    const hashes = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = heldSeat(room, token);
      if (device === 'links') {
        await tx.query('DELETE FROM device_links WHERE room_id = $1 AND seat = $2', [roomId, seat]);
        return [];
      }
      const res = await tx.query<{ tokenHash: string }>(
        'DELETE FROM seat_devices WHERE room_id = $1 AND seat = $2 AND id = $3 RETURNING token_hash AS "tokenHash"',
        [roomId, seat, device],
      );
      if (res.rows.length === 0)
        refuse('no_device', 'That device does not hold this seat (it may have been revoked already).');
      await tx.query('UPDATE rooms SET version = version + 1 WHERE id = $1', [roomId]);
      return res.rows.map((r) => r.tokenHash);
    });
    if (hashes.length > 0) {
      this.log.info({ room: roomId }, 'a device of a seat was revoked');
      for (const l of this.revokedListeners) l(roomId, hashes);
      this.changed(roomId);
    }
    return this.list(who);
  }

  /** Whether a further device's token (by hash) still opens its seat (a socket opened with it is closed when not). */
  async stillHeld(tokenHash: string): Promise<boolean> {
    const res = await this.pool.query('SELECT 1 FROM seat_devices WHERE token_hash = $1', [tokenHash]);
    return res.rows.length > 0;
  }
}

/** A seat given up or freed: the devices and links that opened it open nothing now, and its player hears nothing more. */
export async function forgetDevices(tx: PoolClient, roomId: string, seat: number): Promise<void> {
  await tx.query('DELETE FROM seat_devices WHERE room_id = $1 AND seat = $2', [roomId, seat]);
  await tx.query('DELETE FROM device_links WHERE room_id = $1 AND seat = $2', [roomId, seat]);
  // Its notifications were its player's too.
  await forgetChannels(tx, roomId, seat);
}

/**
 * The seat the token opens, read again under the room's lock: the edge found
 * it a moment ago, but it may have been freed since. Only a person's seat has
 * a token, so only a person's has devices.
 */
function heldSeat(room: Parameters<typeof seatOfToken>[0], token: string): number {
  return seatOfToken(room, token).index;
}

/** Timestamps are stored without a zone, in UTC. */
const utc = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
const asIso = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString();
