import { sql } from 'kysely';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { db, prepare } from '../../db/query';
import { refuse } from '../../errors';
import { hashToken, opensSeat, sameSecret, tokenMatches } from '../../security/tokens';
import type { Removals } from './removals';
import { readSeats, type SeatHolder } from '../room-rows';
import type { SeatPrincipal } from './seat-principal';

/** The seat a token opens: its index, the hash of its player's own token, and the token's hash when it is a further device's. */
export interface SeatHeld {
  seat: number;
  holderHash: string;
  deviceHash: string | null;
}

/** Whether a connection opened as `held` still holds its seat among `seats`: the same player, and a device not revoked. */
export function stillHolds(held: SeatHeld, seats: readonly SeatHolder[]): boolean {
  const now = seats.find((s) => s.index === held.seat);
  if (!now || now.tokenHash !== held.holderHash) return false;
  return held.deviceHash === null || now.deviceHashes.includes(held.deviceHash);
}

const roomInvite = prepare('room-invite', (roomId: string) =>
  db.selectFrom('rooms').select('invite_code as inviteCode').where('id', '=', roomId),
);

const deviceUsed = prepare(
  'device-used',
  (tokenHash: string) =>
    sql`UPDATE seat_devices SET last_used_at = now() AT TIME ZONE 'UTC' WHERE token_hash = ${tokenHash}`,
);

/**
 * Who may open a room: the seat a token opens (the HTTP edge's principal,
 * the WebSocket hello's seat and device), or a spectator's invitation. Reads
 * only; what a seat may then change is decided again under the room's lock.
 */
export class SeatLookup {
  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
    /** Spectators' addresses the host asked to leave. */
    private readonly removals: Removals,
  ) {}

  /**
   * The seat a token opens in a room, as the HTTP edge authenticates it
   * (http/seat-auth.ts): a room without such a seat is told apart from a
   * token that opens none of its seats.
   */
  async principal(roomId: string, token: string | undefined): Promise<SeatPrincipal> {
    if (!token) return refuse('no_token');
    const seats = await readSeats(this.pool, roomId);
    if (seats.length === 0) return refuse('no_room');
    const seat = await this.seatRow(roomId, token, seats);
    return {
      roomId,
      seat: seat.index,
      isHost: seat.isHost,
      name: seat.name,
      token,
      firstDevice: tokenMatches(token, seat.tokenHash),
    };
  }

  /**
   * The seat a token opens among the room's seats (a seat's hello reads them
   * with the room: rooms/hello-read.ts), and the token's hash when it is a
   * further device's (revocable; rooms/devices/devices.ts).
   */
  async holderAmong(roomId: string, token: string, seats: SeatHolder[]): Promise<SeatHeld> {
    const seat = await this.seatRow(roomId, token, seats);
    return {
      seat: seat.index,
      holderHash: seat.tokenHash as string,
      deviceHash: tokenMatches(token, seat.tokenHash) ? null : hashToken(token),
    };
  }

  /** The room's seats as tokens see them, read again (a connection checks it still holds its seat). */
  holders(roomId: string): Promise<SeatHolder[]> {
    return readSeats(this.pool, roomId);
  }

  /** Opens the room to a spectator with the current invitation, unless the host removed their address. */
  async checkInvite(roomId: string, inviteCode: string | undefined, address?: string): Promise<void> {
    const [room] = await roomInvite(this.pool, roomId);
    if (!room || !inviteCode || !sameSecret(room.inviteCode, inviteCode)) refuse('bad_invite');
    if (address !== undefined && this.removals.isRemoved(roomId, address)) refuse('removed');
  }

  private async seatRow(roomId: string, token: string | undefined, seats?: SeatHolder[]): Promise<SeatHolder> {
    if (!token) return refuse('no_token');
    const seat = (seats ?? (await readSeats(this.pool, roomId))).find((s) => opensSeat(token, s));
    if (!seat) return refuse('bad_token');
    if (!tokenMatches(token, seat.tokenHash)) {
      // A further device: its list shows when it was last used (best effort).
      deviceUsed(this.pool, hashToken(token)).catch((err: unknown) =>
        this.log.warn({ err, room: roomId }, "could not note a device's use"),
      );
    }
    return seat;
  }
}
