import type { Pace, RoomStatus, SeatGrant } from '@sprawl/protocol';
import type { BotLevel } from '@sprawl/rules';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { db, run } from '../../db/query';
import { refuse } from '../../errors';
import { findGame, type GameRegistry } from '../../matches/games';
import { hashToken, newId, newInviteCode, newToken } from '../../security/tokens';
import { forgetDevices } from '../devices/devices';
import type { Presence } from '../devices/presence';
import type { RoomEvents } from '../room-events';
import { bumpRoom, changeRoom, MANAGE_FROM_OWN_DEVICE, ownHostOfToken, ownSeatOfToken, phaseOf } from '../room-lock';
import { insertRoom, takeSeat } from '../room-rows';
import type { RoomStatusReader } from '../room-status';
import { botName, refuseTakenName } from './seat-names';
import { ownHost, type SeatPrincipal } from './seat-principal';
import { EMPTY_SEAT, setSeat } from './seat-writes';
import { ALREADY_STARTED, joinInOneStatement } from './join-room';

/** What a new room is made of (the create-room request, checked). */
export interface NewRoom {
  game: string;
  seats: number;
  options?: unknown;
  /** The host's name. */
  name: string;
  roomName?: string;
  pace?: Pace;
  turnClockSeconds?: number | null;
  /** A forked room's first match starts from this position (`<matchId>@<step>`). */
  startFrom?: string | null;
  /** A learning table: hints on each player's turn (issue 53). */
  learning?: boolean;
}

/**
 * A room before its match: creating it, taking seats with the invitation,
 * names, bots in free seats, the host's powers over seats, spectators and
 * the invitation. Those are changed only from the seat's own device (the
 * token that took it), never from a further device made from a link. Every change is one transaction under the room's lock
 * (room-lock.ts), which re-reads the principal's seat: it may have been
 * freed, or the host role handed on, since the edge looked.
 */
export class Lobby {
  constructor(
    /** For the rooms' transactions. */
    private readonly pool: Pool,
    private readonly rooms: RoomStatusReader,
    private readonly presence: Presence,
    private readonly events: RoomEvents,
    private readonly log: Logger,
    private readonly games: GameRegistry,
  ) {}

  /**
   * A new room in the lobby for a game this server runs, with a seat count
   * within that game's bounds and options its schema accepts (stored as the
   * schema parsed them, defaults filled in). `startFrom` makes its first
   * match start from a forked position.
   */
  async create(req: NewRoom): Promise<SeatGrant> {
    const { game: gameId, seats: seatCount, name } = req;
    const game =
      findGame(this.games, gameId) ??
      refuse('unknown_game', `This server does not run a game called "${gameId.slice(0, 40)}".`);
    if (!Number.isInteger(seatCount) || seatCount < game.minSeats || seatCount > game.maxSeats) {
      refuse('bad_seats', `${game.title} is played by ${game.minSeats} to ${game.maxSeats} players, not ${seatCount}.`);
    }
    const parsed = game.optionsSchema.safeParse(req.options ?? {});
    if (!parsed.success) refuse('bad_options', `Those are not options ${game.title} has.`);
    // A learning table gives hints; a game whose bots do not offer them would only refuse every one.
    if (req.learning === true && (game.offersReview !== true || game.bots === undefined)) refuse('hints_unavailable');
    const pace = req.pace ?? { kind: 'live' };
    const token = newToken();
    const room = { id: newId(), inviteCode: newInviteCode() };
    await insertRoom(this.pool, {
      ...room,
      game: gameId,
      seatCount,
      options: parsed.data,
      startFrom: req.startFrom ?? null,
      turnClockSeconds: pace.kind === 'live' ? (req.turnClockSeconds ?? null) : null,
      name: req.roomName ?? null,
      moveSeconds: pace.kind === 'days' ? pace.moveHours * 3600 : null,
      botOnExpiry: pace.kind === 'days' && pace.botOnExpiry,
      learning: req.learning ?? false,
      host: { name, tokenHash: hashToken(token) },
    });
    this.log.info({ room: room.id, seats: seatCount }, 'room created');
    return { roomId: room.id, seat: 0, token, inviteCode: room.inviteCode, invitePath: `/join/${room.inviteCode}` };
  }

  /**
   * Takes the first free seat under a name nobody at the table has; the
   * room's lock keeps two people joining at once from one seat or one name,
   * and a bot seated at the same moment from the seat. In one statement
   * (join-room.ts), unless a name at the table has no likeness keys.
   */
  async join(inviteCode: string, name: string): Promise<SeatGrant> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const seated =
      (await joinInOneStatement(this.pool, inviteCode, name, tokenHash)) ??
      (await changeRoom(this.pool, { inviteCode }, async (tx, room) => {
        if (room.status !== 'lobby') refuse('already_started', ALREADY_STARTED);
        refuseTakenName(room.seats, name);
        const free = room.seats.find((s) => s.tokenHash === null && !s.isBot);
        if (!free) return refuse('room_full');
        await takeSeat(tx, room.id, free.index, name, tokenHash);
        return { roomId: room.id, seat: free.index, inviteCode: room.inviteCode };
      }));
    this.log.info({ room: seated.roomId, seat: seated.seat }, 'seat taken');
    this.events.changed(seated.roomId);
    return { ...seated, token, invitePath: `/join/${seated.inviteCode}` };
  }

  async addBot(who: SeatPrincipal, seat: number, level: BotLevel = 'easy'): Promise<RoomStatus> {
    const { roomId, token } = who;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      ownHostOfToken(room, token);
      const target = room.seats.find((s) => s.index === seat);
      if (phaseOf(room) !== 'lobby' || !target || target.tokenHash !== null || target.isBot) {
        refuse('seat_unavailable', 'That seat is not free (or the match has started).');
      }
      await setSeat(tx, roomId, seat, { isBot: true, botLevel: level, name: botName(room.seats, seat) });
      await bumpRoom(tx, roomId);
    });
    return this.announce(roomId);
  }

  /** A new name for the token's seat, unless another seat at the table has it. */
  async rename(who: SeatPrincipal, name: string): Promise<RoomStatus> {
    const { roomId, token } = who;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = ownSeatOfToken(room, token, MANAGE_FROM_OWN_DEVICE);
      refuseTakenName(room.seats, name, seat.index);
      await setSeat(tx, roomId, seat.index, { name });
      await bumpRoom(tx, roomId);
    });
    return this.announce(roomId);
  }

  /** The host frees another seat in the lobby (a person's or a bot's); that person's token stops opening it. */
  async removeSeat(who: SeatPrincipal, seat: number): Promise<RoomStatus> {
    const { roomId, token } = who;
    const freed = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const host = ownHostOfToken(room, token);
      if (seat === host.index) refuse('own_seat', 'That is your own seat; use Leave instead.');
      const target = room.seats.find((s) => s.index === seat);
      if (phaseOf(room) !== 'lobby' || !target || (target.tokenHash === null && !target.isBot)) {
        refuse('seat_unavailable', 'That seat is already free (or the match has started).');
      }
      await setSeat(tx, roomId, seat, EMPTY_SEAT);
      await forgetDevices(tx, roomId, seat);
      await bumpRoom(tx, roomId);
      return target.tokenHash;
    });
    if (freed !== null) this.events.removed(roomId, { seat, holderHash: freed, why: 'freed' });
    return this.announce(roomId);
  }

  /** The host asks a spectator to leave (their connection closes; they need the invitation to come back). */
  async removeSpectator(who: SeatPrincipal, spectator: number): Promise<RoomStatus> {
    const { roomId } = who;
    ownHost(who);
    if (!this.presence.spectators(roomId).some((s) => s.id === spectator)) refuse('no_spectator');
    this.events.removed(roomId, { spectator });
    return this.rooms.read(roomId);
  }

  /**
   * The host replaces the invitation: links with the old code stop opening
   * the room at once (for joining, watching and the match's HTTP routes),
   * so a spectator who was asked to leave cannot come back with it from
   * another address. Seats already taken keep their tokens.
   */
  async rotateInvite(who: SeatPrincipal): Promise<RoomStatus> {
    const { roomId, token } = who;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      ownHostOfToken(room, token);
      await run(tx, db.updateTable('rooms').set({ invite_code: newInviteCode() }).where('id', '=', roomId));
      await bumpRoom(tx, roomId);
    });
    this.log.info({ room: roomId }, 'invitation replaced');
    return this.announce(roomId);
  }

  /** The host lets spectators chat, or mutes them. */
  async setSpectatorChat(who: SeatPrincipal, allowed: boolean): Promise<RoomStatus> {
    const { roomId, token } = who;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      ownHostOfToken(room, token);
      await run(tx, db.updateTable('rooms').set({ spectator_chat: allowed }).where('id', '=', roomId));
      await bumpRoom(tx, roomId);
    });
    return this.announce(roomId);
  }

  private async announce(roomId: string): Promise<RoomStatus> {
    this.events.changed(roomId);
    return this.rooms.read(roomId);
  }
}
