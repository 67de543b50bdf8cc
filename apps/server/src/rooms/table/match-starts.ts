import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { GameState } from '../../matches/games';
import type { MatchService } from '../../matches/match-service';
import type { LockedRoom } from '../room-lock';
import type { RoomColumns, RoomRow } from '../room-rows';
import type { RoomEvents } from '../room-events';
import { freshSeatsForMatch, type RoomChange } from '../lobby/seat-writes';
import type { TableKeeper } from './table-keeper';
import { startInOneStatement } from './start-in-one';

/** A match written in a room's transaction, to be held in memory and set going once that transaction committed. */
export interface Begun {
  matchId: string;
  install: () => void;
  /** Whether the server has anything to do for it in the background (bots, a clock). */
  background: boolean;
  /** Keeps the room's row as this start left it, for its room update, and says whether it did (table-life.ts). */
  keepRow?: () => boolean;
}

/** A forked match's starting position and where it comes from (`<matchId>@<step>`, replays/fork.ts). */
export interface StartPosition {
  state: GameState;
  forkedFrom: string;
}

/**
 * Where a forked room finds the position it starts from, by its reference
 * `<matchId>@<step>` (replays/fork-positions.ts keeps them; declared here so
 * that rooms need not import the replays above them).
 */
export interface StartPositions {
  /** The position, if it was checked a moment ago (no read). */
  known(ref: string): StartPosition | undefined;
  read(ref: string): Promise<StartPosition>;
}

/**
 * How every match of a room begins (a start, a fork, a rematch), in two
 * halves: written inside the room's transaction (`begin`, on that
 * transaction's connection only: asking the pool for another inside it
 * starved the pool under a crowd of starts), then, once committed, held in
 * memory, carried and announced (`started`).
 */
export class MatchStarts {
  constructor(
    private readonly matches: MatchService,
    private readonly keeper: TableKeeper,
    private readonly events: RoomEvents,
    private readonly log: Logger,
  ) {}

  /**
   * Writes a new match for the room inside its transaction: seats start
   * afresh and the room's version moves on with what `set` changes, in one
   * statement, then the match with its first snapshot and notifications in another.
   */
  async begin(
    tx: PoolClient,
    room: LockedRoom,
    set: RoomChange,
    start?: StartPosition,
    event: 'start' | 'rematch' = 'start',
  ): Promise<Begun> {
    const players = room.seats.map((s) => ({ name: s.name ?? '', bot: s.isBot }));
    await freshSeatsForMatch(tx, room.id, set);
    const { matchId, install } = await this.matches.createIn(
      tx,
      room.id,
      room.game,
      room.seatCount,
      room.options,
      room.moveSeconds,
      players,
      start,
      event,
    );
    return { matchId, install, background: room.turnClockSeconds !== null || room.seats.some((s) => s.isBot) };
  }

  /**
   * A start (with `token`, the host's) in one statement that checks it under
   * the room's lock and writes the match (start-in-one.ts), the match built
   * from `room` as last read; null when the room is not as read.
   */
  async beginInOne(
    pool: Pool,
    room: RoomColumns,
    token: string,
    start?: StartPosition,
  ): Promise<(Begun & { found: { version: number; latest: NonNullable<RoomRow['latest']> } }) | null> {
    const match = this.matches.newMatch(room.id, room.game, room.seatCount, room.options, room.moveSeconds, start);
    const started = await startInOneStatement(pool, room, token, match);
    return started && { matchId: match.id, install: match.install, background: started.background, found: started };
  }

  /** After the transaction that began a match committed: hold it in memory, carry its background work, tell everyone. */
  async started(roomId: string, begun: Begun): Promise<void> {
    begun.install();
    this.log.info({ room: roomId, match: begun.matchId }, 'match started');
    if (begun.background) await this.keeper.adopt(begun.matchId);
    // Kept only now that the match is held here: its room update may show it to the room's connections.
    this.events.changed(roomId, 'here', 'now', begun.keepRow?.() ?? false);
  }
}
