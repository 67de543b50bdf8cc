import type { RoomStatus, SeatGrant } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { inTransaction } from '../db/pg-transaction';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import { findGame, GAMES, type GameRegistry, type GameState } from '../matches/games';
import type { Prisma } from '../generated/prisma/client';
import type { Change, MatchService } from '../matches/match-service';
import type { Runtime } from '../matches/runtime';
import { hashToken, newId, newInviteCode, newToken, sameSecret, tokenMatches } from '../security/tokens';
import { Presence } from './presence';
import { lockRoomByInvite, readRoom, readSeats, takeSeat, type SeatHolder } from './room-rows';
import { botName, refuseTakenName } from './seat-names';
import { TurnClock } from './turn-clock';

/** A match's origin for the room status: a fork reference `<matchId>@<step>` (replays/fork.ts), 'import', or a fresh deal (null). */
function continuesOf(origin: string | null): RoomStatus['continues'] {
  if (origin === null) return null;
  if (origin === 'import') return { kind: 'import', fromMatch: null, step: null };
  const at = origin.lastIndexOf('@');
  return { kind: 'fork', fromMatch: origin.slice(0, at), step: Number(origin.slice(at + 1)) };
}

/** Whether a room changed through this server process or through another one (db/fanout.ts). */
export type ChangeOrigin = 'here' | 'elsewhere';

/** Someone the host asked to leave: a seat (in the lobby) or a spectator's connection. */
export type Removal = { seat: number } | { spectator: number };

/** A player who takes back a seat whose time bank was spent gets this much to make the next move. */
const RECLAIM_MS = 60_000;

type RoomWithSeats = Prisma.RoomGetPayload<{ include: { seats: true } }>;

/**
 * Private rooms: seats and names, invitations, bots and stand-ins, the turn
 * clock, starting a match and the rematch after it.
 */
export class RoomService {
  /** Seats a bot plays while their player is away (or out of time), per match. */
  private readonly standIns = new Map<string, Set<number>>();
  /** Who is connected to each room (kept by the WebSocket hub). */
  readonly presence = new Presence();
  private readonly clock: TurnClock;
  private readonly listeners = new Set<(roomId: string, where: ChangeOrigin) => void>();
  private readonly removalListeners = new Set<(roomId: string, who: Removal) => void>();
  /** Rooms whose rematch is being started by this process (see answerRematch). */
  private readonly starting = new Set<string>();

  constructor(
    private readonly db: Db,
    /** For the reads made on every hello and room change (see room-rows.ts). */
    private readonly pool: Pool,
    private readonly matches: MatchService,
    private readonly log: Logger,
    private readonly graceSeconds: number,
    /** Resolves a forked room's starting position (`<matchId>@<step>`, see replays/fork.ts). */
    private readonly positions?: (ref: string) => Promise<{ state: GameState }>,
    private readonly games: GameRegistry = GAMES,
  ) {
    this.clock = new TurnClock((roomId, matchId, seat) => this.clockSpent(roomId, matchId, seat));
    matches.onChange((change) => this.afterMove(change));
  }

  onChange(listener: (roomId: string, where: ChangeOrigin) => void): void {
    this.listeners.add(listener);
  }

  /** The host asked someone to leave: the hub closes their connections. */
  onRemoval(listener: (roomId: string, who: Removal) => void): void {
    this.removalListeners.add(listener);
  }

  /**
   * Tells listeners (the WebSocket hub, and the fan-out to other server
   * processes for changes made here) that the room or its match changed.
   */
  changed(roomId: string, where: ChangeOrigin = 'here'): void {
    for (const l of this.listeners) l(roomId, where);
  }

  /**
   * A new room in the lobby for a game this server runs, with a seat count
   * within that game's bounds and options its schema accepts (stored as the
   * schema parsed them, defaults filled in). `startFrom` makes its first
   * match start from a forked position.
   */
  async create(gameId: string, seatCount: number, options: unknown, name: string, startFrom: string | null = null, turnClockSeconds: number | null = null): Promise<SeatGrant> {
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
        turnClockSeconds,
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
   * Takes the first free seat under a name nobody at the table has. The
   * room's row is locked meanwhile, so two people joining at once can take
   * neither one seat nor one name.
   */
  async join(inviteCode: string, name: string): Promise<SeatGrant> {
    const token = newToken();
    const grant = await inTransaction(this.pool, async (tx) => {
      const room = await lockRoomByInvite(tx, inviteCode);
      if (!room) return refuse('bad_invite', 'That invitation is not valid.', 404);
      if (room.status !== 'lobby') refuse('already_started', 'This match has already started; you can watch it as a spectator.', 409);
      const seats = await readSeats(tx, room.id);
      refuseTakenName(seats, name);
      const free = seats.find((s) => s.tokenHash === null && !s.isBot);
      if (!free) return refuse('room_full', 'Every seat in this room is taken.', 409);
      await takeSeat(tx, room.id, free.index, name, hashToken(token));
      return { roomId: room.id, seat: free.index, token, inviteCode: room.inviteCode, invitePath: `/join/${room.inviteCode}` };
    });
    this.log.info({ room: grant.roomId, seat: grant.seat }, 'seat taken');
    this.changed(grant.roomId);
    return grant;
  }

  /** The seat a token opens in a room, or an error. */
  async seatOf(roomId: string, token: string | undefined): Promise<number> {
    return (await this.seatRow(roomId, token)).index;
  }

  /** The host's seat, or a refusal for anyone else. */
  async hostOnly(roomId: string, token: string | undefined): Promise<number> {
    const seat = await this.seatRow(roomId, token);
    if (!seat.isHost) refuse('not_host', 'Only the host can do that.', 403);
    return seat.index;
  }

  private async seatRow(roomId: string, token: string | undefined): Promise<SeatHolder> {
    if (!token) return refuse('no_token', 'This needs your seat token.', 401);
    const seat = (await readSeats(this.pool, roomId)).find((s) => tokenMatches(token, s.tokenHash));
    if (!seat) return refuse('bad_token', 'That seat token is not valid for this room.', 401);
    return seat;
  }

  async checkInvite(roomId: string, inviteCode: string | undefined): Promise<void> {
    const room = await this.db.room.findUnique({ where: { id: roomId } });
    if (!room || !inviteCode || !sameSecret(room.inviteCode, inviteCode)) refuse('bad_invite', 'That invitation is not valid.', 404);
  }

  async status(roomId: string): Promise<RoomStatus> {
    const room = await readRoom(this.pool, roomId);
    if (!room) return refuse('no_room', 'There is no such room.', 404);
    // A room back in the lobby after a match shows no match: the next one is being seated.
    const match = room.status === 'lobby' ? undefined : room.latest ?? undefined;
    const running = match?.status === 'running';
    const standIns = match ? this.standIns.get(match.id) : undefined;
    const now = Date.now();
    return {
      id: room.id,
      inviteCode: room.inviteCode,
      game: room.game as RoomStatus['game'],
      options: room.options,
      seatCount: room.seatCount,
      status: match?.status === 'finished' ? 'finished' : (room.status as RoomStatus['status']),
      seats: room.seats.map((s) => {
        const standIn = standIns?.has(s.index) ?? false;
        const connected = s.isBot || this.presence.connected(roomId, s.index);
        const away = running && !connected && !standIn && s.claimed;
        const clockMs = match ? this.clock.remainingMs(match.id, s.index, now) : null;
        return {
          index: s.index,
          name: s.name,
          taken: s.claimed || s.isBot,
          isBot: s.isBot || standIn,
          isHost: s.isHost,
          connected,
          handOverIn: away ? Math.max(0, Math.ceil(this.graceSeconds - this.presence.awayForMs(roomId, s.index, now) / 1000)) : null,
          standIn,
          clock: clockMs === null ? null : Math.round(clockMs / 100) / 10,
          clockRunning: match ? this.clock.isRunning(match.id, s.index) : false,
          rematch: s.wantsRematch,
        };
      }),
      matchId: match?.id ?? null,
      version: room.version,
      continues: continuesOf(match ? (match.imported ? 'import' : match.forkedFrom) : room.startFrom),
      spectatorChat: room.spectatorChat,
      turnClockSeconds: room.turnClockSeconds,
      spectators: this.presence.spectators(roomId),
      matchesPlayed: room.finished,
    };
  }

  async addBot(roomId: string, token: string | undefined, seat: number): Promise<RoomStatus> {
    await this.hostOnly(roomId, token);
    const seats = await this.db.seat.findMany({ where: { roomId } });
    const done = await this.db.seat.updateMany({
      where: { roomId, index: seat, tokenHash: null, isBot: false, room: { status: 'lobby' } },
      data: { isBot: true, name: botName(seats, seat) },
    });
    if (done.count !== 1) refuse('seat_unavailable', 'That seat is not free (or the match has started).', 409);
    return this.bumped(roomId);
  }

  /** A new name for the token's seat, unless another seat at the table has it. */
  async rename(roomId: string, token: string | undefined, name: string): Promise<RoomStatus> {
    const seat = await this.seatOf(roomId, token);
    await this.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM rooms WHERE id = ${roomId} FOR UPDATE`;
      refuseTakenName(await tx.seat.findMany({ where: { roomId } }), name, seat);
      await tx.seat.update({ where: { roomId_index: { roomId, index: seat } }, data: { name } });
      await tx.room.update({ where: { id: roomId }, data: { version: { increment: 1 } } });
    });
    this.changed(roomId);
    return this.status(roomId);
  }

  /**
   * Gives up the token's seat: in the lobby, or after a finished match (which
   * declines the rematch and brings the room back to the lobby, the others
   * keeping their seats). A host who leaves hands the role to the next player.
   */
  async leave(roomId: string, token: string | undefined): Promise<void> {
    const seat = await this.seatOf(roomId, token);
    const room = await this.roomWithSeats(roomId);
    const phase = await this.phaseOf(room);
    if (phase === 'playing') refuse('already_started', 'You cannot leave a match in progress; a bot can play your seat if you close the tab.', 409);
    const successor = room.seats.find((s) => s.index !== seat && s.tokenHash !== null && !s.isBot);
    if (room.seats[seat]?.isHost && !successor && phase === 'lobby') {
      refuse('host_alone', 'You are the only player in this room; close the tab to leave it.', 409);
    }
    await this.db.$transaction([
      ...(room.seats[seat]?.isHost && successor ? [this.db.seat.update({ where: { roomId_index: { roomId, index: successor.index } }, data: { isHost: true } })] : []),
      this.db.seat.update({ where: { roomId_index: { roomId, index: seat } }, data: { name: null, tokenHash: null, joinedAt: null, isHost: false, wantsRematch: false } }),
      // After a match, whoever stays goes back to the lobby to fill the free seat; nobody's earlier answer binds them.
      ...(phase === 'finished' ? [this.db.seat.updateMany({ where: { roomId }, data: { wantsRematch: false } })] : []),
      this.db.room.update({ where: { id: roomId }, data: { version: { increment: 1 }, ...(phase === 'finished' ? { status: 'lobby', startFrom: null } : {}) } }),
    ]);
    this.log.info({ room: roomId, seat, phase }, 'seat left');
    this.changed(roomId);
  }

  /** The host frees another seat in the lobby (a person's or a bot's); that person's token stops opening it. */
  async removeSeat(roomId: string, token: string | undefined, seat: number): Promise<RoomStatus> {
    const host = await this.hostOnly(roomId, token);
    if (seat === host) refuse('own_seat', 'That is your own seat; use Leave instead.', 409);
    const done = await this.db.seat.updateMany({
      where: { roomId, index: seat, OR: [{ tokenHash: { not: null } }, { isBot: true }], room: { status: 'lobby' } },
      data: { name: null, tokenHash: null, joinedAt: null, isBot: false, wantsRematch: false },
    });
    if (done.count !== 1) refuse('seat_unavailable', 'That seat is already free (or the match has started).', 409);
    for (const l of this.removalListeners) l(roomId, { seat });
    return this.bumped(roomId);
  }

  /** The host asks a spectator to leave (their connection closes; they need the invitation to come back). */
  async removeSpectator(roomId: string, token: string | undefined, spectator: number): Promise<RoomStatus> {
    await this.hostOnly(roomId, token);
    if (!this.presence.spectators(roomId).some((s) => s.id === spectator)) refuse('no_spectator', 'That spectator is no longer watching.', 404);
    for (const l of this.removalListeners) l(roomId, { spectator });
    return this.status(roomId);
  }

  /** The host lets spectators chat, or mutes them. */
  async setSpectatorChat(roomId: string, token: string | undefined, allowed: boolean): Promise<RoomStatus> {
    await this.hostOnly(roomId, token);
    await this.db.room.update({ where: { id: roomId }, data: { spectatorChat: allowed, version: { increment: 1 } } });
    this.changed(roomId);
    return this.status(roomId);
  }

  /** The host starts once every seat is taken; bot seats are then played by the server. */
  async start(roomId: string, token: string | undefined): Promise<string> {
    await this.hostOnly(roomId, token);
    const room = await this.roomWithSeats(roomId);
    if (room.status !== 'lobby') refuse('already_started', 'The match has already started.', 409);
    if (room.seats.some((s) => s.tokenHash === null && !s.isBot)) refuse('seats_empty', 'Every seat must be taken (or given to a bot) before the start.', 409);
    // A forked room's first match starts from the forked position (checked again now: the rules may have changed).
    const start = room.startFrom && this.positions ? { state: (await this.positions(room.startFrom)).state, forkedFrom: room.startFrom } : undefined;
    const flipped = await this.db.room.updateMany({ where: { id: roomId, status: 'lobby', version: room.version }, data: { status: 'playing', version: { increment: 1 }, startFrom: null } });
    if (flipped.count !== 1) refuse('room_changed', 'The room changed at the same moment; try again.', 409);
    return this.begin(room, start);
  }

  /**
   * After a finished match, a player accepts the rematch (or declines it,
   * which is leaving). Once every player has accepted, a new match starts at
   * once with the same seats and a fresh shuffle: nobody needs a new link.
   */
  async answerRematch(roomId: string, token: string | undefined, accept: boolean): Promise<RoomStatus> {
    const seat = await this.seatOf(roomId, token);
    if ((await this.phaseOf(await this.roomWithSeats(roomId))) !== 'finished') refuse('no_rematch', 'A rematch can be offered once the match has ended.', 409);
    if (!accept) {
      await this.leave(roomId, token);
      return this.status(roomId);
    }
    // The room's row is locked while the answer is counted, so only one answer completes the table.
    const complete = await this.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM rooms WHERE id = ${roomId} FOR UPDATE`;
      const latest = await tx.match.findFirst({ where: { roomId }, orderBy: { createdAt: 'desc' }, select: { status: true } });
      const room = await tx.room.findUniqueOrThrow({ where: { id: roomId }, include: { seats: { orderBy: { index: 'asc' } } } });
      if (room.status === 'lobby' || latest?.status !== 'finished') refuse('no_rematch', 'A rematch can be offered once the match has ended.', 409);
      const people = room.seats.filter((s) => s.tokenHash !== null && !s.isBot);
      const all = people.every((s) => s.index === seat || s.wantsRematch);
      await tx.seat.update({ where: { roomId_index: { roomId, index: seat } }, data: { wantsRematch: !all } });
      if (all) await tx.seat.updateMany({ where: { roomId }, data: { wantsRematch: false } });
      await tx.room.update({ where: { id: roomId }, data: { version: { increment: 1 } } });
      return all ? room : null;
    });
    // A second click of the last player, arriving before the new match exists, must not start another one.
    if (complete && !this.starting.has(roomId)) {
      this.starting.add(roomId);
      try {
        this.log.info({ room: roomId }, 'rematch agreed');
        await this.begin(complete);
      } finally {
        this.starting.delete(roomId);
      }
    } else {
      this.changed(roomId);
    }
    return this.status(roomId);
  }

  /** A connection for `seat` opened or closed. */
  setPresence(roomId: string, seat: number, delta: 1 | -1): void {
    const open = this.presence.count(roomId, seat, delta);
    if (open > 0) void this.reclaim(roomId, seat, false).catch((err: unknown) => this.log.error({ err, room: roomId, seat }, 'reclaim failed'));
    this.changed(roomId);
  }

  /** After the grace period any player may let a bot play an absent player's seat until that player returns. */
  async handToBot(roomId: string, token: string | undefined, seat: number): Promise<RoomStatus> {
    const me = await this.seatOf(roomId, token);
    if (me === seat) refuse('own_seat', 'That is your own seat: you are here to play it.', 409);
    const status = await this.status(roomId);
    if (!status.matchId || status.status !== 'playing') refuse('not_playing', 'There is no match in progress.', 409);
    const target = status.seats[seat];
    if (!target) return refuse('no_seat', 'There is no such seat.', 404);
    if (target.standIn || target.isBot) refuse('already_bot', 'A bot already plays that seat.', 409);
    if (target.connected) refuse('seat_connected', 'That player is connected.', 409);
    if ((target.handOverIn ?? 0) > 0) refuse('grace_period', `Wait ${target.handOverIn} more seconds for the player to come back.`, 409);
    await this.standIn(roomId, status.matchId as string, seat);
    return this.status(roomId);
  }

  /** The token's player takes their seat back from the bot that stood in (after absence or a spent clock). */
  async takeBack(roomId: string, token: string | undefined): Promise<RoomStatus> {
    const seat = await this.seatOf(roomId, token);
    if (!(await this.reclaim(roomId, seat, true))) refuse('not_stood_in', 'Nobody else is playing your seat.', 409);
    return this.status(roomId);
  }

  /** After a restart: bot seats and turn clocks of running matches are set up again. */
  async resumeBots(): Promise<void> {
    const running = await this.db.match.findMany({ where: { status: 'running' }, select: { id: true, roomId: true, room: { include: { seats: true } } } });
    for (const m of running) {
      await this.applyBots(m.roomId, m.id);
      await this.startClock(m.room, m.id, false);
    }
  }

  /** Stops the clocks' timers (server shutdown). */
  close(): void {
    this.clock.stopAll();
  }

  private async begin(room: RoomWithSeats, start?: { state: GameState; forkedFrom: string }): Promise<string> {
    const matchId = await this.matches.create(room.id, room.game, room.seatCount, room.options, start);
    // Answers to a rematch offer and time spent belong to the match before this one.
    await this.db.seat.updateMany({ where: { roomId: room.id }, data: { wantsRematch: false, clockMs: null } });
    this.matches.setBots(matchId, room.seats.filter((s) => s.isBot).map((s) => s.index));
    await this.startClock(room, matchId, true);
    this.log.info({ room: room.id, match: matchId }, 'match started');
    this.changed(room.id);
    return matchId;
  }

  /** Starts a match's clocks: full banks for a new match, or the banks kept in the database after a restart. */
  private async startClock(room: RoomWithSeats, matchId: string, fresh: boolean): Promise<void> {
    if (room.turnClockSeconds === null) return;
    const full = room.turnClockSeconds * 1000;
    const banks = new Map(room.seats.filter((s) => !s.isBot).map((s) => [s.index, fresh ? full : Math.min(full, s.clockMs ?? full)]));
    this.clock.start(matchId, room.id, banks);
    this.followClock(room.id, matchId, await this.matches.runtime(matchId));
  }

  /** The clocks follow whom the game waits for; a seat whose turn ended has its bank kept in the database. */
  private followClock(roomId: string, matchId: string, rt: Runtime): void {
    const stopped = this.clock.update(matchId, rt.game.seatsToAct(rt.state), this.standIns.get(matchId) ?? new Set());
    for (const [seat, ms] of stopped) this.keepBank(roomId, seat, ms);
  }

  /** Best effort: a failed write only means a restart would give that seat the time it had before this turn. */
  private keepBank(roomId: string, seat: number, ms: number): void {
    this.db.seat.update({ where: { roomId_index: { roomId, index: seat } }, data: { clockMs: Math.round(ms) } })
      .catch((err: unknown) => this.log.warn({ err, room: roomId, seat }, 'could not keep a turn clock'));
  }

  /** Runs synchronously after every committed move: the clocks follow whose turn it is, and a finished match is announced. */
  private afterMove(change: Change): void {
    const rt = change.runtime;
    const over = rt.game.outcome(rt.state) !== null;
    if (!this.clock.has(change.matchId)) {
      if (over) this.changed(change.roomId);
      return;
    }
    if (over) this.clock.stop(change.matchId);
    else this.followClock(change.roomId, change.matchId, rt);
    this.changed(change.roomId);
  }

  private clockSpent(roomId: string, matchId: string, seat: number): void {
    this.log.info({ room: roomId, match: matchId, seat }, 'turn clock spent: a bot plays the seat');
    void this.standIn(roomId, matchId, seat).catch((err: unknown) => this.log.error({ err, room: roomId, seat }, 'stand-in failed'));
  }

  private async standIn(roomId: string, matchId: string, seat: number): Promise<void> {
    const set = this.standIns.get(matchId) ?? new Set<number>();
    set.add(seat);
    this.standIns.set(matchId, set);
    await this.applyBots(roomId, matchId);
    this.changed(roomId);
  }

  /** Ends a stand-in for `seat`; with `refill`, a spent clock gets a minute again. Returns whether a bot stood in. */
  private async reclaim(roomId: string, seat: number, refill: boolean): Promise<boolean> {
    const status = await this.status(roomId);
    const matchId = status.matchId;
    if (!matchId || !this.standIns.get(matchId)?.delete(seat)) return false;
    if (refill || (this.clock.remainingMs(matchId, seat) ?? 1) <= 0) {
      this.clock.topUp(matchId, seat, RECLAIM_MS);
      const left = this.clock.remainingMs(matchId, seat);
      if (left !== null) this.keepBank(roomId, seat, left);
    }
    await this.applyBots(roomId, matchId);
    this.changed(roomId);
    return true;
  }

  private async applyBots(roomId: string, matchId: string): Promise<void> {
    const seats = await this.db.seat.findMany({ where: { roomId } });
    const standIns = this.standIns.get(matchId) ?? new Set<number>();
    this.matches.setBots(matchId, [...seats.filter((s) => s.isBot).map((s) => s.index), ...standIns]);
    if (this.clock.has(matchId)) this.followClock(roomId, matchId, await this.matches.runtime(matchId));
  }

  private async roomWithSeats(roomId: string): Promise<RoomWithSeats> {
    const room = await this.db.room.findUnique({ where: { id: roomId }, include: { seats: { orderBy: { index: 'asc' } } } });
    return room ?? refuse('no_room', 'There is no such room.', 404);
  }

  /** Where the room is: seating people, playing, or after a finished match. */
  private async phaseOf(room: RoomWithSeats): Promise<'lobby' | 'playing' | 'finished'> {
    if (room.status === 'lobby') return 'lobby';
    const latest = await this.db.match.findFirst({ where: { roomId: room.id }, orderBy: { createdAt: 'desc' }, select: { status: true } });
    return latest?.status === 'finished' ? 'finished' : 'playing';
  }

  private async bumped(roomId: string): Promise<RoomStatus> {
    await this.db.room.update({ where: { id: roomId }, data: { version: { increment: 1 } } });
    this.changed(roomId);
    return this.status(roomId);
  }
}
