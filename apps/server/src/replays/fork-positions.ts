import type { Queryable } from '../db/query';
import type { GameState } from '../matches/games';
import type { StartPosition } from '../rooms/table/match-starts';
import { refuse } from '../errors';
import type { ReplayService } from './service';
import { readMatch, type StoredMatch } from './stored-match';
import { Lru } from './timeline';

/** `<matchId>@<step>`: how a fork names the position it starts from (Match.forkedFrom, Room.startFrom). */
export const positionRef = (matchId: string, step: number) => `${matchId}@${step}`;

/**
 * The state a fork starts from. Checked again when a forked room starts,
 * because the rules may have changed in between.
 */
export async function positionOf(
  pool: Queryable,
  replays: ReplayService,
  ref: string,
): Promise<{ match: StoredMatch; step: number; state: GameState }> {
  const at = ref.lastIndexOf('@');
  const match = await readMatch(pool, ref.slice(0, at));
  if (at < 0 || !match) return refuse('no_match', 'The match this room was forked from no longer exists.');
  const step = Number(ref.slice(at + 1));
  return { match, step, state: await positionIn(replays, match, step) };
}

/** The state after `step` of a match already read, if its rules still give the same game and it is not over there. */
export async function positionIn(replays: ReplayService, match: StoredMatch, step: number): Promise<GameState> {
  await replays.ensureReproducible(match);
  const state = await replays.stateAt(match, step);
  if (replays.game(match).outcome(state) !== null)
    refuse('bad_step', `At step ${step} the game is already over; fork from an earlier step.`);
  return state;
}

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
    private readonly pool: Queryable,
    private readonly replays: ReplayService,
  ) {}

  /** The position, if this process has checked it already. */
  known(ref: string): StartPosition | undefined {
    const state = this.checked.get(ref);
    return state === undefined ? undefined : { state, forkedFrom: ref };
  }

  /** The position a room forked at `ref` starts from, read and checked (refused as positionOf says). */
  async read(ref: string): Promise<StartPosition> {
    const { state } = await positionOf(this.pool, this.replays, ref);
    this.checked.set(ref, state);
    return { state, forkedFrom: ref };
  }

  /** The position at a step of a match already read, checked and remembered for the start that follows. */
  async at(match: StoredMatch, step: number): Promise<StartPosition> {
    const state = await positionIn(this.replays, match, step);
    const ref = positionRef(match.id, step);
    this.checked.set(ref, state);
    return { state, forkedFrom: ref };
  }
}
