import type { RoomStatus, SeatGrant } from '@sprawl/protocol';
import type { Logger } from 'pino';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import { findGame, GAMES, type GameRegistry, type GameState } from '../matches/games';
import type { Prisma } from '../generated/prisma/client';
import type { MatchService } from '../matches/match-service';
import { hashToken, newId, newInviteCode, newToken, sameSecret, tokenMatches } from '../security/tokens';

/** A match's origin for the room status: a fork reference `<matchId>@<step>` (replays/fork.ts), 'import', or a fresh deal (null). */
function continuesOf(origin: string | null): RoomStatus['continues'] {
  if (origin === null) return null;
  if (origin === 'import') return { kind: 'import', fromMatch: null, step: null };
  const at = origin.lastIndexOf('@');
  return { kind: 'fork', fromMatch: origin.slice(0, at), step: Number(origin.slice(at + 1)) };
}

/** Whether a room changed through this server process or through another one (db/fanout.ts). */
export type ChangeOrigin = 'here' | 'elsewhere';

/** Private rooms: seats, invitations, bots, and starting the match. */
export class RoomService {
  /** Seats handed to a bot while their player is away, per match. */
  private readonly standIns = new Map<string, Set<number>>();
  /** Seats with an open connection, per room (kept by the WebSocket hub). */
  readonly presence = new Map<string, Map<number, number>>();
  private readonly disconnectedAt = new Map<string, number>();
  private readonly listeners = new Set<(roomId: string, where: ChangeOrigin) => void>();
  /** Seats nobody has reconnected to since this process started count as disconnected since then. */
  private readonly startedAt = Date.now();

  constructor(
    private readonly db: Db,
    private readonly matches: MatchService,
    private readonly log: Logger,
    private readonly graceSeconds: number,
    /** Resolves a forked room's starting position (`<matchId>@<step>`, see replays/fork.ts). */
    private readonly positions?: (ref: string) => Promise<{ state: GameState }>,
    private readonly games: GameRegistry = GAMES,
  ) {}

  onChange(listener: (roomId: string, where: ChangeOrigin) => void): void {
    this.listeners.add(listener);
  }

  /**
   * Tells listeners (the WebSocket hub, and the fan-out to other server
   * processes for changes made here) that the room or its match changed.
   */
  changed(roomId: string, where: ChangeOrigin = 'here'): void {
    for (const l of this.listeners) l(roomId, where);
  }

  /** A new room in the lobby; `startFrom` makes its first match start from a forked position. */
  /**
   * A new room in the lobby for a game this server runs, with a seat count
   * within that game's bounds and options its schema accepts (stored as the
   * schema parsed them, defaults filled in).
   */
  async create(gameId: string, seatCount: number, options: unknown, name: string, startFrom: string | null = null): Promise<SeatGrant> {
    const game = findGame(this.games, gameId) ?? refuse('unknown_game', `This server does not run a game called "${gameId.slice(0, 40)}".`, 400);
    if (!Number.isInteger(seatCount) || seatCount < game.minSeats || seatCount > game.maxSeats) {
      refuse('bad_seats', `${game.title} is played by ${game.minSeats} to ${game.maxSeats} players, not ${seatCount}.`, 400);
    }
    const parsed = game.optionsSchema.safeParse(options ?? {});
    if (!parsed.success) refuse('bad_options', `Those are not options ${game.title} has.`, 400);
    const token = newToken();
    const room = await this.db.room.create({
      data: {
        id: newId(),
        inviteCode: newInviteCode(),
        game: gameId,
        seatCount,
        options: parsed.data as Prisma.InputJsonValue,
        startFrom,
        seats: {
          create: Array.from({ length: seatCount }, (_, index) => (index === 0
            ? { index, name, tokenHash: hashToken(token), isHost: true, joinedAt: new Date() }
            : { index })),
        },
      },
    });
    this.log.info({ room: room.id, seats: seatCount }, 'room created');
    return { roomId: room.id, seat: 0, token, inviteCode: room.inviteCode, invitePath: `/join/${room.inviteCode}` };
  }

  /**
   * Takes the first free seat. Each attempt is a conditional write on a seat
   * that is still free, so two simultaneous joins can never take one seat.
   */
  async join(inviteCode: string, name: string): Promise<SeatGrant> {
    const room = await this.db.room.findUnique({ where: { inviteCode }, include: { seats: { orderBy: { index: 'asc' } } } });
    if (!room) return refuse('bad_invite', 'That invitation is not valid.', 404);
    if (room.status !== 'lobby') refuse('already_started', 'This match has already started; you can watch it as a spectator.', 409);
    const token = newToken();
    for (const seat of room.seats) {
      if (seat.tokenHash !== null || seat.isBot) continue;
      const taken = await this.db.seat.updateMany({
        where: { roomId: room.id, index: seat.index, tokenHash: null, isBot: false },
        data: { name, tokenHash: hashToken(token), joinedAt: new Date() },
      });
      if (taken.count === 1) {
        await this.db.room.update({ where: { id: room.id }, data: { version: { increment: 1 } } });
        this.log.info({ room: room.id, seat: seat.index }, 'seat taken');
        this.changed(room.id);
        return { roomId: room.id, seat: seat.index, token, inviteCode: room.inviteCode, invitePath: `/join/${room.inviteCode}` };
      }
    }
    return refuse('room_full', 'Every seat in this room is taken.', 409);
  }

  /** The seat a token opens in a room, or an error. */
  async seatOf(roomId: string, token: string | undefined): Promise<number> {
    if (!token) return refuse('no_token', 'This needs your seat token.', 401);
    const seats = await this.db.seat.findMany({ where: { roomId } });
    const seat = seats.find((s) => tokenMatches(token, s.tokenHash));
    if (!seat) return refuse('bad_token', 'That seat token is not valid for this room.', 401);
    return seat.index;
  }

  /** The host's seat, or a refusal for anyone else. */
  async hostOnly(roomId: string, token: string | undefined): Promise<number> {
    const seat = await this.seatOf(roomId, token);
    const row = await this.db.seat.findUnique({ where: { roomId_index: { roomId, index: seat } } });
    if (!row?.isHost) refuse('not_host', 'Only the host can do that.', 403);
    return seat;
  }

  async checkInvite(roomId: string, inviteCode: string | undefined): Promise<void> {
    const room = await this.db.room.findUnique({ where: { id: roomId } });
    if (!room || !inviteCode || !sameSecret(room.inviteCode, inviteCode)) refuse('bad_invite', 'That invitation is not valid.', 404);
  }

  async status(roomId: string): Promise<RoomStatus> {
    const room = await this.db.room.findUnique({
      where: { id: roomId },
      include: { seats: { orderBy: { index: 'asc' } }, matches: { orderBy: { createdAt: 'desc' }, take: 1 } },
    });
    if (!room) return refuse('no_room', 'There is no such room.', 404);
    const online = this.presence.get(roomId) ?? new Map<number, number>();
    const match = room.matches[0];
    const standIns = match ? this.standIns.get(match.id) : undefined;
    return {
      id: room.id,
      inviteCode: room.inviteCode,
      game: room.game as RoomStatus['game'],
      options: room.options as Record<string, unknown>,
      seatCount: room.seatCount,
      status: match?.status === 'finished' ? 'finished' : (room.status as RoomStatus['status']),
      seats: room.seats.map((s) => ({
        index: s.index,
        name: s.name,
        taken: s.tokenHash !== null || s.isBot,
        isBot: s.isBot || (standIns?.has(s.index) ?? false),
        isHost: s.isHost,
        connected: s.isBot || (online.get(s.index) ?? 0) > 0,
      })),
      matchId: match?.id ?? null,
      version: room.version,
      continues: continuesOf(match ? (match.imported ? 'import' : match.forkedFrom) : room.startFrom),
    };
  }

  async addBot(roomId: string, token: string | undefined, seat: number): Promise<RoomStatus> {
    await this.hostOnly(roomId, token);
    const done = await this.db.seat.updateMany({
      where: { roomId, index: seat, tokenHash: null, isBot: false, room: { status: 'lobby' } },
      data: { isBot: true, name: `Bot ${seat + 1}` },
    });
    if (done.count !== 1) refuse('seat_unavailable', 'That seat is not free (or the match has started).', 409);
    await this.db.room.update({ where: { id: roomId }, data: { version: { increment: 1 } } });
    this.changed(roomId);
    return this.status(roomId);
  }

  async leave(roomId: string, token: string | undefined): Promise<void> {
    const seat = await this.seatOf(roomId, token);
    const room = await this.db.room.findUnique({ where: { id: roomId } });
    if (room?.status !== 'lobby') refuse('already_started', 'You cannot leave a match once it has started.', 409);
    if (seat === 0) refuse('host_cannot_leave', 'The host cannot leave the room; close the tab instead.', 409);
    await this.db.seat.update({ where: { roomId_index: { roomId, index: seat } }, data: { name: null, tokenHash: null, joinedAt: null } });
    await this.db.room.update({ where: { id: roomId }, data: { version: { increment: 1 } } });
    this.changed(roomId);
  }

  /** The host starts once every seat is taken; bot seats are then played by the server. */
  async start(roomId: string, token: string | undefined): Promise<string> {
    await this.hostOnly(roomId, token);
    const room = await this.db.room.findUnique({ where: { id: roomId }, include: { seats: true } });
    if (!room) return refuse('no_room', 'There is no such room.', 404);
    if (room.status !== 'lobby') refuse('already_started', 'The match has already started.', 409);
    if (room.seats.some((s) => s.tokenHash === null && !s.isBot)) refuse('seats_empty', 'Every seat must be taken (or given to a bot) before the start.', 409);
    // A forked room's first match starts from the forked position (checked again now: the rules may have changed).
    const start = room.startFrom && this.positions ? { state: (await this.positions(room.startFrom)).state, forkedFrom: room.startFrom } : undefined;
    const flipped = await this.db.room.updateMany({ where: { id: roomId, status: 'lobby', version: room.version }, data: { status: 'playing', version: { increment: 1 } } });
    if (flipped.count !== 1) refuse('room_changed', 'The room changed at the same moment; try again.', 409);
    const matchId = await this.matches.create(roomId, room.game, room.seatCount, room.options, start);
    this.matches.setBots(matchId, room.seats.filter((s) => s.isBot).map((s) => s.index));
    this.log.info({ room: roomId, match: matchId }, 'match started');
    this.changed(roomId);
    return matchId;
  }

  /** A connection for `seat` opened or closed. */
  setPresence(roomId: string, seat: number, delta: 1 | -1): void {
    const seats = this.presence.get(roomId) ?? new Map<number, number>();
    seats.set(seat, Math.max(0, (seats.get(seat) ?? 0) + delta));
    this.presence.set(roomId, seats);
    if (seats.get(seat) === 0) this.disconnectedAt.set(`${roomId}:${seat}`, Date.now());
    else void this.reclaim(roomId, seat);
    this.changed(roomId);
  }

  /** After the grace period the host may let a bot play a disconnected seat until its player returns. */
  async handToBot(roomId: string, token: string | undefined, seat: number): Promise<RoomStatus> {
    await this.hostOnly(roomId, token);
    const status = await this.status(roomId);
    if (!status.matchId || status.status !== 'playing') refuse('not_playing', 'There is no match in progress.', 409);
    if (status.seats[seat]?.connected) refuse('seat_connected', 'That player is connected.', 409);
    const since = this.disconnectedAt.get(`${roomId}:${seat}`) ?? this.startedAt;
    const waited = (Date.now() - since) / 1000;
    if (waited < this.graceSeconds) refuse('grace_period', `Wait ${Math.ceil(this.graceSeconds - waited)} more seconds for the player to come back.`, 409);
    const matchId = status.matchId as string;
    const set = this.standIns.get(matchId) ?? new Set<number>();
    set.add(seat);
    this.standIns.set(matchId, set);
    await this.applyBots(roomId, matchId);
    this.changed(roomId);
    return this.status(roomId);
  }

  private async reclaim(roomId: string, seat: number): Promise<void> {
    const status = await this.status(roomId).catch(() => null);
    const matchId = status?.matchId;
    if (!matchId || !this.standIns.get(matchId)?.delete(seat)) return;
    await this.applyBots(roomId, matchId);
    this.changed(roomId);
  }

  private async applyBots(roomId: string, matchId: string): Promise<void> {
    const seats = await this.db.seat.findMany({ where: { roomId } });
    const bots = seats.filter((s) => s.isBot).map((s) => s.index);
    this.matches.setBots(matchId, [...bots, ...(this.standIns.get(matchId) ?? [])]);
  }

  /** After a restart: bot seats of running matches are played again. */
  async resumeBots(): Promise<void> {
    const running = await this.db.match.findMany({ where: { status: 'running' }, select: { id: true, roomId: true } });
    for (const m of running) await this.applyBots(m.roomId, m.id);
  }
}
