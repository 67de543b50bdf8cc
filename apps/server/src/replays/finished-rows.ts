import type { Queryable } from '../db/query';
import { refuse } from '../errors';
import { readMatchInRoom, type StoredMatch } from './stored-match';
import { Lru } from './timeline';

/** Finished matches' rows kept (a few hundred bytes each). */
const FINISHED_KEPT = 256;

/**
 * Stored matches as replays, exports and forks ask for them, finished ones
 * kept once read: no statement changes a finished match (each one that
 * writes a match asks for a running one), so a row read once stays true. A
 * fork, a step list and a seek each read the match first; forks of one match
 * now read it once (issue 52: a table started from a fork read it each time).
 */
export class MatchRows {
  private readonly finished = new Lru<StoredMatch>(FINISHED_KEPT);

  constructor(private readonly pool: Queryable) {}

  /** The match, if it belongs to the room (no_match otherwise). */
  async inRoom(roomId: string, matchId: string): Promise<StoredMatch> {
    const match = this.finished.get(matchId) ?? (await readMatchInRoom(this.pool, roomId, matchId));
    if (!match || match.roomId !== roomId) return refuse('no_match', 'There is no such match in this room.');
    if (match.status === 'finished') this.finished.set(match.id, match);
    return match;
  }
}
