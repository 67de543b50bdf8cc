import type { Db } from '../db/prisma';
import type { Match } from '../generated/prisma/client';
import type { GameState } from '../matches/games';
import type { StartPosition } from '../rooms/table/match-starts';
import { positionIn, positionOf, positionRef } from './fork';
import type { ReplayService } from './service';
import { Lru } from './timeline';

/** Positions remembered; a fork's room usually starts within a minute of the fork, so a few suffice. */
const REMEMBERED = 64;

/**
 * The positions forks start from, as this process checked them (the step
 * exists, the game is not over there, the rules still give the same game).
 * A forked room's start asks for its position inside the room's lock,
 * where it must not wait for the database (table-life.ts): a position
 * checked when the fork was made is known at once, and the start takes the
 * lock once instead of twice. Remembering is safe: a finished match never
 * changes, matches are never deleted, and new rules mean a new process.
 */
export class ForkPositions {
  private readonly checked = new Lru<GameState>(REMEMBERED);

  constructor(
    private readonly db: Db,
    private readonly replays: ReplayService,
  ) {}

  /** The position, if this process has checked it already. */
  known(ref: string): StartPosition | undefined {
    const state = this.checked.get(ref);
    return state === undefined ? undefined : { state, forkedFrom: ref };
  }

  /** The position a room forked at `ref` starts from, read and checked (refused as positionOf says). */
  async read(ref: string): Promise<StartPosition> {
    const { state } = await positionOf(this.db, this.replays, ref);
    this.checked.set(ref, state);
    return { state, forkedFrom: ref };
  }

  /** The position at a step of a match already read, checked and remembered for the start that follows. */
  async at(match: Match, step: number): Promise<StartPosition> {
    const state = await positionIn(this.replays, match, step);
    const ref = positionRef(match.id, step);
    this.checked.set(ref, state);
    return { state, forkedFrom: ref };
  }
}
