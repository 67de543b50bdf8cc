import type { Pace, RoomStatus, SeatGrant } from '@sprawl/protocol';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import { findGame, GAMES, type GameRegistry, type GameState } from '../matches/games';
import type { Prisma } from '../generated/prisma/client';
import type { Change, MatchService } from '../matches/match-service';
import { hashToken, newId, newInviteCode, newToken, opensSeat, sameSecret, tokenMatches } from '../security/tokens';
import { forgetDevices, type Devices } from './devices';
import { recordStart } from '../notify/outbox';
import { Presence } from './presence';
import { Removals } from './removals';
import { bumpRoom, changeRoom, hostOfToken, people, phaseOf, seatOfToken, type LockedRoom } from './room-lock';
import { readRoom, readSeats, takeSeat, type SeatHolder } from './room-rows';
import { botName, refuseTakenName } from './seat-names';
import { EMPTY_SEAT, FRESH_MATCH, setEverySeat, setSeat } from './seat-writes';
import type { SeatPrincipal } from './seat-principal';
import type { RemoteSeat, SharedPresence } from './shared-presence';
import { StandIns } from './stand-ins';
import type { TableKeeper } from './table-keeper';
import { isBotLevel, type BotLevel } from '@sprawl/rules';

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
}

/** A match written in a room's transaction, to be held in memory and set going once that transaction committed. */
interface Begun {
  matchId: string;
  install: () => void;
  /** Whether the server has anything to do for it in the background (bots, a clock). */
  background: boolean;
}

/**
 * Private rooms: seats and names, invitations, starting a match and the
 * rematch after it, and the stand-ins that play for absent players. Every
 * change to seats, host, start and rematch is one transaction under the
 * room's lock (room-lock.ts). The background work of running matches (bots,
 * stand-ins, turn clocks) is carried by the TableKeeper of whichever process
 * holds the match's lease.
 */
export class RoomService {
  /** Who is connected to each room through this process (kept by the WebSocket hub). */
  readonly presence = new Presence();
  /** Spectators' addresses the host asked to leave. */
  readonly removals = new Removals();
  /** The further devices seats are open on. */
  devices!: Devices;
  private keeper!: TableKeeper;
  /** Bots that play for absent or out-of-time players. */
  standIns!: StandIns;
  private readonly listeners = new Set<(roomId: string, where: ChangeOrigin) => void>();
  private readonly removalListeners = new Set<(roomId: string, who: Removal) => void>();

  constructor(
    private readonly db: Db,
    /** For the reads made on every hello and room change (see room-rows.ts), and the rooms' transactions. */
    private readonly pool: Pool,
    private readonly matches: MatchService,
    private readonly log: Logger,
    private readonly graceSeconds: number,
    /** Resolves a forked room's starting position (`<matchId>@<step>`, see replays/fork.ts). */
    private readonly positions?: (ref: string) => Promise<{ state: GameState }>,
    private readonly games: GameRegistry = GAMES,
    /** With several server processes: who the others see at each room. */
    private readonly shared: SharedPresence | null = null,
  ) {}

  /** The keeper of this process's matches' background work (built after this service: it reports spent clocks here). */
  useDevices(devices: Devices): void {
    this.devices = devices;
  }

  useKeeper(keeper: TableKeeper): void {
    this.keeper = keeper;
    this.standIns = new StandIns(this.pool, keeper, this.log, {
      status: (roomId) => this.status(roomId),
      changed: (roomId) => this.changed(roomId),
    });
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
   * processes for changes made here) that the room or its match changed. A
   * change made elsewhere may concern a match this process carries (a
   * stand-in handed over, a seat taken back): the keeper reads it again.
   */
  changed(roomId: string, where: ChangeOrigin = 'here'): void {
    for (const l of this.listeners) l(roomId, where);
    if (where === 'elsewhere') this.keeper.roomChanged(roomId);
  }

  /**
   * A new room in the lobby for a game this server runs, with a seat count
   * within that game's bounds and options its schema accepts (stored as the
   * schema parsed them, defaults filled in). `startFrom` makes its first
   * match start from a forked position.
   */
  async create(req: NewRoom): Promise<SeatGrant> {
    const { game: gameId, seats: seatCount, name } = req;
    const game = findGame(this.games, gameId) ?? refuse('unknown_game', `This server does not run a game called "${gameId.slice(0, 40)}".`);
    if (!Number.isInteger(seatCount) || seatCount < game.minSeats || seatCount > game.maxSeats) {
      refuse('bad_seats', `${game.title} is played by ${game.minSeats} to ${game.maxSeats} players, not ${seatCount}.`);
    }
    const parsed = game.optionsSchema.safeParse(req.options ?? {});
    if (!parsed.success) refuse('bad_options', `Those are not options ${game.title} has.`);
    const pace = req.pace ?? { kind: 'live' };
    const token = newToken();
    const room = await this.db.room.create({
      data: {
        id: newId(),
        inviteCode: newInviteCode(),
        game: gameId,
        seatCount,
        options: parsed.data as Prisma.InputJsonValue,
        startFrom: req.startFrom ?? null,
        turnClockSeconds: pace.kind === 'live' ? req.turnClockSeconds ?? null : null,
        name: req.roomName ?? `${name}'s ${game.title}`,
        moveSeconds: pace.kind === 'days' ? pace.moveHours * 3600 : null,
        botOnExpiry: pace.kind === 'days' && pace.botOnExpiry,
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
   * Takes the first free seat under a name nobody at the table has; the
   * room's lock keeps two people joining at once from one seat or one name,
   * and a bot seated at the same moment from the seat.
   */
  async join(inviteCode: string, name: string): Promise<SeatGrant> {
    const token = newToken();
    const grant = await changeRoom(this.pool, { inviteCode }, async (tx, room) => {
      if (room.status !== 'lobby') refuse('already_started', 'This match has already started; you can watch it as a spectator.');
      refuseTakenName(room.seats, name);
      const free = room.seats.find((s) => s.tokenHash === null && !s.isBot);
      if (!free) return refuse('room_full', 'Every seat in this room is taken.');
      await takeSeat(tx, room.id, free.index, name, hashToken(token));
      return { roomId: room.id, seat: free.index, token, inviteCode: room.inviteCode, invitePath: `/join/${room.inviteCode}` };
    });
    this.log.info({ room: grant.roomId, seat: grant.seat }, 'seat taken');
    this.changed(grant.roomId);
    return grant;
  }

  /** The seat a token opens, and the token's hash when it is a further device's (revocable; rooms/devices.ts). */
  async holderOf(roomId: string, token: string): Promise<{ seat: number; deviceHash: string | null }> {
    const seat = await this.seatRow(roomId, token);
    return { seat: seat.index, deviceHash: tokenMatches(token, seat.tokenHash) ? null : hashToken(token) };
  }

  /**
   * The seat a token opens in a room, as the HTTP edge authenticates it
   * (http/seat-auth.ts): a room without such a seat is told apart from a
   * token that opens none of its seats.
   */
  async principal(roomId: string, token: string | undefined): Promise<SeatPrincipal> {
    if (!token) return refuse('no_token', 'This needs your seat token.');
    const seats = await readSeats(this.pool, roomId);
    if (seats.length === 0) return refuse('no_room', 'There is no such room.');
    const seat = await this.seatRow(roomId, token, seats);
    return { roomId, seat: seat.index, isHost: seat.isHost, token };
  }

  private async seatRow(roomId: string, token: string | undefined, seats?: SeatHolder[]): Promise<SeatHolder> {
    if (!token) return refuse('no_token', 'This needs your seat token.');
    const seat = (seats ?? await readSeats(this.pool, roomId)).find((s) => opensSeat(token, s));
    if (!seat) return refuse('bad_token', 'That seat token is not valid for this room.');
    if (!tokenMatches(token, seat.tokenHash)) {
      // A further device: its list shows when it was last used (best effort).
      this.pool.query(`UPDATE seat_devices SET last_used_at = now() AT TIME ZONE 'UTC' WHERE token_hash = $1`, [hashToken(token)])
        .catch((err: unknown) => this.log.warn({ err, room: roomId }, 'could not note a device\'s use'));
    }
    return seat;
  }

  /** Opens the room to a spectator with the current invitation, unless the host removed their address. */
  async checkInvite(roomId: string, inviteCode: string | undefined, address?: string): Promise<void> {
    const room = await this.db.room.findUnique({ where: { id: roomId }, select: { inviteCode: true } });
    if (!room || !inviteCode || !sameSecret(room.inviteCode, inviteCode)) refuse('bad_invite', 'That invitation is not valid.');
    if (address !== undefined && this.removals.isRemoved(roomId, address)) refuse('removed', 'The host asked you to stop watching this room.');
  }

  async status(roomId: string): Promise<RoomStatus> {
    const room = await readRoom(this.pool, roomId);
    if (!room) return refuse('no_room', 'There is no such room.');
    // A room back in the lobby after a match shows no match: the next one is being seated.
    const match = room.status === 'lobby' ? undefined : room.latest ?? undefined;
    const running = match?.status === 'running';
    const remote = running && this.shared ? await this.shared.remote(roomId) : new Map<number, RemoteSeat>();
    const now = Date.now();
    const clockFull = room.turnClockSeconds === null ? null : room.turnClockSeconds * 1000;
    return {
      id: room.id,
      inviteCode: room.inviteCode,
      game: room.game as RoomStatus['game'],
      options: room.options,
      seatCount: room.seatCount,
      status: match?.status === 'finished' ? 'finished' : (room.status as RoomStatus['status']),
      seats: room.seats.map((s) => {
        const elsewhere = remote.get(s.index);
        const connected = s.isBot || this.presence.connected(roomId, s.index) || (elsewhere?.connected ?? false);
        // Across days, being away is the normal state: only a deadline lets others hand a seat over.
        const away = running && room.moveSeconds === null && !connected && !s.standIn && s.claimed;
        // Away since the last socket closed on any process, and never since before the match began.
        const leftAt = Math.max(this.presence.leftAt(roomId, s.index), elsewhere?.leftAt ?? 0, match?.startedAt ?? 0);
        const carried = match !== undefined && this.keeper.carries(match.id);
        const clockMs = !match || clockFull === null || s.isBot ? null
          : carried ? this.keeper.remainingMs(match.id, s.index, now) : Math.min(clockFull, s.clockMs ?? clockFull);
        const deadline = running ? match.deadlines.find((d) => d.seat === s.index) : undefined;
        return {
          index: s.index,
          name: s.name,
          taken: s.claimed || s.isBot,
          isBot: s.isBot || (running && s.standIn),
          ...(s.isBot && isBotLevel(s.botLevel) && { botLevel: s.botLevel }),
          isHost: s.isHost,
          connected,
          handOverIn: away ? Math.max(0, Math.ceil(this.graceSeconds - (now - leftAt) / 1000)) : null,
          standIn: running && s.standIn,
          clock: clockMs === null ? null : Math.round(clockMs / 100) / 10,
          clockRunning: match !== undefined && carried ? this.keeper.isRunning(match.id, s.index) : false,
          rematch: s.wantsRematch,
          dueAt: deadline ? new Date(deadline.dueAt).toISOString() : null,
          overdue: deadline?.overdue ?? false,
        };
      }),
      matchId: match?.id ?? null,
      version: room.version,
      continues: continuesOf(match ? (match.imported ? 'import' : match.forkedFrom) : room.startFrom),
      spectatorChat: room.spectatorChat,
      turnClockSeconds: room.turnClockSeconds,
      spectators: this.presence.spectators(roomId),
      matchesPlayed: room.finished,
      name: room.name ?? `${findGame(this.games, room.game)?.title ?? room.game} table`,
      pace: room.moveSeconds === null ? { kind: 'live' } : { kind: 'days', moveHours: (room.moveSeconds / 3600) as 12 | 24 | 72, botOnExpiry: room.botOnExpiry },
      lastMoveAt: match?.movedAt ? new Date(match.movedAt).toISOString() : null,
    };
  }

  async addBot(who: SeatPrincipal, seat: number, level: BotLevel = 'easy'): Promise<RoomStatus> {
    const { roomId, token } = who;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      hostOfToken(room, token);
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
      const seat = seatOfToken(room, token);
      refuseTakenName(room.seats, name, seat.index);
      await setSeat(tx, roomId, seat.index, { name });
      await bumpRoom(tx, roomId);
    });
    return this.announce(roomId);
  }

  /**
   * Gives up the token's seat: in the lobby, or after a finished match (which
   * declines the rematch and brings the room back to the lobby, the others
   * keeping their seats). A host who leaves hands the role to the next player.
   */
  async leave(who: SeatPrincipal): Promise<void> {
    const { roomId, token } = who;
    const seat = await changeRoom(this.pool, { id: roomId }, async (tx, room) => this.vacate(tx, room, seatOfToken(room, token).index));
    this.log.info({ room: roomId, seat }, 'seat left');
    this.changed(roomId);
  }

  /**
   * The seat's player leaves, under the room's lock. The host's mark goes to
   * the next player; with nobody left (after a match), to the first free
   * seat, so that whoever sits there next hosts the room.
   */
  private async vacate(tx: PoolClient, room: LockedRoom, seat: number): Promise<number> {
    const phase = phaseOf(room);
    if (phase === 'playing') refuse('already_started', 'You cannot leave a match in progress; a bot can play your seat if you close the tab.');
    const leaving = room.seats[seat];
    const others = people(room).filter((s) => s.index !== seat);
    if (leaving.isHost && others.length === 0 && phase === 'lobby') refuse('host_alone', 'You are the only player in this room; close the tab to leave it.');
    await setSeat(tx, room.id, seat, EMPTY_SEAT);
    await forgetDevices(tx, room.id, seat);
    if (leaving.isHost) {
      const heir = others[0] ?? room.seats.find((s) => s.index === seat || (s.tokenHash === null && !s.isBot));
      if (heir) await setSeat(tx, room.id, heir.index, { isHost: true });
    }
    // After a match, whoever stays goes back to the lobby to fill the free seat; nobody's earlier answer binds them.
    if (phase === 'finished') {
      await setEverySeat(tx, room.id, { wantsRematch: false });
      await bumpRoom(tx, room.id, { status: 'lobby', startFrom: null });
    } else {
      await bumpRoom(tx, room.id);
    }
    return seat;
  }

  /** The host frees another seat in the lobby (a person's or a bot's); that person's token stops opening it. */
  async removeSeat(who: SeatPrincipal, seat: number): Promise<RoomStatus> {
    const { roomId, token } = who;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const host = hostOfToken(room, token);
      if (seat === host.index) refuse('own_seat', 'That is your own seat; use Leave instead.');
      const target = room.seats.find((s) => s.index === seat);
      if (phaseOf(room) !== 'lobby' || !target || (target.tokenHash === null && !target.isBot)) {
        refuse('seat_unavailable', 'That seat is already free (or the match has started).');
      }
      await setSeat(tx, roomId, seat, EMPTY_SEAT);
      await forgetDevices(tx, roomId, seat);
      await bumpRoom(tx, roomId);
    });
    for (const l of this.removalListeners) l(roomId, { seat });
    return this.announce(roomId);
  }

  /** The host asks a spectator to leave (their connection closes; they need the invitation to come back). */
  async removeSpectator(who: SeatPrincipal, spectator: number): Promise<RoomStatus> {
    const { roomId } = who;
    if (!who.isHost) refuse('not_host', 'Only the host can do that.');
    if (!this.presence.spectators(roomId).some((s) => s.id === spectator)) refuse('no_spectator', 'That spectator is no longer watching.');
    for (const l of this.removalListeners) l(roomId, { spectator });
    return this.status(roomId);
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
      hostOfToken(room, token);
      await tx.query('UPDATE rooms SET invite_code = $2 WHERE id = $1', [roomId, newInviteCode()]);
      await bumpRoom(tx, roomId);
    });
    this.log.info({ room: roomId }, 'invitation replaced');
    return this.announce(roomId);
  }

  /** The host lets spectators chat, or mutes them. */
  async setSpectatorChat(who: SeatPrincipal, allowed: boolean): Promise<RoomStatus> {
    const { roomId, token } = who;
    await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      hostOfToken(room, token);
      await tx.query('UPDATE rooms SET spectator_chat = $2 WHERE id = $1', [roomId, allowed]);
      await bumpRoom(tx, roomId);
    });
    return this.announce(roomId);
  }

  /** The host starts once every seat is taken; bot seats are then played by the server. */
  async start(who: SeatPrincipal): Promise<string> {
    const { roomId, token } = who;
    // A forked room's first match starts from the forked position (checked again now: the rules may have changed).
    // It is read before the room's transaction: reading it inside would hold one pooled connection while waiting
    // for another, and a crowd of starts could then take every connection and wait for ever (bench:server).
    const ref = (await this.db.room.findUnique({ where: { id: roomId }, select: { startFrom: true } }))?.startFrom ?? null;
    const position = ref && this.positions ? { state: (await this.positions(ref)).state, forkedFrom: ref } : undefined;
    const begun = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      hostOfToken(room, token);
      if (phaseOf(room) !== 'lobby') refuse('already_started', 'The match has already started.');
      if (room.seats.some((s) => s.tokenHash === null && !s.isBot)) refuse('seats_empty', 'Every seat must be taken (or given to a bot) before the start.');
      if (room.startFrom !== ref) refuse('room_busy', 'The room changed at the same moment; nothing was changed. Try again.');
      const start = room.startFrom ? position : undefined;
      await bumpRoom(tx, roomId, { status: 'playing', startFrom: null });
      return this.begin(tx, room, start);
    });
    await this.started(roomId, begun);
    return begun.matchId;
  }

  /**
   * The host starts a match in this room from a finished match's position
   * (replays/fork.ts), with the room's seats as they are, under the room's
   * lock like any start: two forks at once cannot both start a match.
   */
  async forkHere(who: SeatPrincipal, start: { state: GameState; forkedFrom: string }): Promise<string> {
    const { roomId, token } = who;
    const begun = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      hostOfToken(room, token);
      // An imported room keeps its players' names but not their seats: nobody could move for them.
      if (room.seats.some((s) => s.tokenHash === null && !s.isBot)) {
        refuse('seats_empty', 'Some seats of this room have no player (it was imported from a file); fork into a new room instead.');
      }
      if (phaseOf(room) === 'playing') refuse('match_running', 'This room already has a match in progress; finish it before forking here.');
      await bumpRoom(tx, roomId, { status: 'playing' });
      return this.begin(tx, room, start);
    });
    await this.started(roomId, begun);
    return begun.matchId;
  }

  /**
   * After a finished match, a player accepts the rematch (or declines it,
   * which is leaving). Once every player has accepted, a new match starts at
   * once, in the same transaction, with the same seats and a fresh shuffle:
   * nobody needs a new link, and a leave racing the last answer either comes
   * first (no rematch) or finds the new match running (no leave).
   */
  async answerRematch(who: SeatPrincipal, accept: boolean): Promise<RoomStatus> {
    const { roomId, token } = who;
    const begun = await changeRoom(this.pool, { id: roomId }, async (tx, room) => {
      const seat = seatOfToken(room, token);
      if (phaseOf(room) !== 'finished') refuse('no_rematch', 'A rematch can be offered once the match has ended.');
      if (!accept) {
        await this.vacate(tx, room, seat.index);
        return null;
      }
      const all = people(room).every((s) => s.index === seat.index || s.wantsRematch);
      await bumpRoom(tx, roomId);
      if (!all) {
        await setSeat(tx, roomId, seat.index, { wantsRematch: true });
        return null;
      }
      this.log.info({ room: roomId }, 'rematch agreed');
      return this.begin(tx, room, undefined, 'rematch');
    });
    if (begun) await this.started(roomId, begun);
    else this.changed(roomId);
    return this.status(roomId);
  }

  /** A connection for `seat` opened or closed here. */
  setPresence(roomId: string, seat: number, delta: 1 | -1): void {
    const open = this.presence.count(roomId, seat, delta);
    // Other processes read this seat's presence from the database: it is written before they are told.
    const recorded = this.shared ? this.shared.record(roomId, seat, open) : Promise.resolve();
    recorded
      .catch((err: unknown) => this.log.warn({ err, room: roomId, seat }, 'could not share a seat\'s presence'))
      .then(() => (open > 0 ? this.standIns.reclaim(roomId, seat, false) : false))
      .catch((err: unknown) => this.log.error({ err, room: roomId, seat }, 'reclaim failed'))
      .finally(() => this.changed(roomId));
  }

  /** Runs synchronously after every committed move: a finished match is announced, the keeper's clocks follow. */
  afterMove(change: Change): void {
    this.keeper.afterMove(change);
    const rt = change.runtime;
    if (rt.game.outcome(rt.state) !== null || this.keeper.hasClock(change.matchId)) this.changed(change.roomId);
  }

  /** Writes a new match for the room inside its transaction; seats start afresh. */
  private async begin(tx: PoolClient, room: LockedRoom, start?: { state: GameState; forkedFrom: string }, event: 'start' | 'rematch' = 'start'): Promise<Begun> {
    const players = room.seats.map((s) => ({ name: s.name ?? '', bot: s.isBot }));
    const { matchId, install } = await this.matches.createIn(tx, room.id, room.game, room.seatCount, room.options, room.moveSeconds, players, start);
    await setEverySeat(tx, room.id, FRESH_MATCH);
    await recordStart(tx, matchId, event);
    return { matchId, install, background: room.turnClockSeconds !== null || room.seats.some((s) => s.isBot) };
  }

  /** After the transaction that began a match committed: hold it in memory, carry its background work, tell everyone. */
  private async started(roomId: string, begun: Begun): Promise<void> {
    begun.install();
    this.log.info({ room: roomId, match: begun.matchId }, 'match started');
    if (begun.background) await this.keeper.adopt(begun.matchId);
    this.changed(roomId);
  }

  private async announce(roomId: string): Promise<RoomStatus> {
    this.changed(roomId);
    return this.status(roomId);
  }

  async close(): Promise<void> {
    await this.keeper.close();
    await this.shared?.close();
  }
}
