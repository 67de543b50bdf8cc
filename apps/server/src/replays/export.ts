import { REPLAY_FORMAT, REPLAY_FORMAT_VERSION, type ReplayFile } from '@sprawl/protocol';
import type { Queryable } from '../db/query';
import { refuse } from '../errors';
import { readActions } from '../matches/stored-action';
import { matchPlayers, readPlayerSeats } from './match-players';
import type { ReplayService } from './service';
import type { StoredMatch } from './stored-match';

/**
 * A finished match as a replay file (docs/replay-format.md): enough to play
 * it again from setup(seed, options), and the hash after every step so the
 * importer can prove it got the same game. The seed may leave the server now
 * that nothing is hidden any more.
 */
export async function exportReplay(pool: Queryable, replays: ReplayService, match: StoredMatch): Promise<ReplayFile> {
  if (match.status !== 'finished') refuse('match_running', 'A match can be exported once it has finished.');
  if (match.forkedFrom !== null) {
    refuse(
      'forked_match',
      'This match was forked from another position rather than dealt from a seed, so it cannot be written as a replay file.',
    );
  }
  await replays.ensureReproducible(match);
  const timeline = await replays.timeline(match);
  const seats = await readPlayerSeats(pool, match.roomId);
  const rows = await readActions(pool, match.id, 0, match.version);
  return {
    format: REPLAY_FORMAT,
    formatVersion: REPLAY_FORMAT_VERSION,
    game: match.game as ReplayFile['game'],
    rulesVersion: match.rulesVersion,
    options: match.options,
    seats: matchPlayers(match, seats),
    seed: match.seed,
    actions: rows.map((r) => ({ seq: r.seq, seat: r.seat, kind: r.kind, payload: r.payload })),
    hashes: timeline.hashes,
  };
}
