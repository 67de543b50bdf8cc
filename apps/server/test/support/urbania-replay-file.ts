import { REPLAY_FORMAT, REPLAY_FORMAT_VERSION, type ReplayFile } from '@sprawl/protocol';
import { playRandomGame, urbania, type UrState } from '@sprawl/rules';
import { stateHash } from '../../src/matches/hash';

/** A replay file of one random two-seat Urbania game played to its end: a person at seat 0, a bot at seat 1. */
export function urbaniaReplayFile(seed: string): ReplayFile {
  const options = {};
  const actions: ReplayFile['actions'] = [];
  const hashes = [stateHash(urbania.setup({ seed, seats: 2, options }))];
  playRandomGame(urbania, {
    seed,
    seats: 2,
    options,
    onStep: (after: UrState, seat, action) => {
      actions.push({ seq: actions.length + 1, seat, kind: 'move', payload: action });
      hashes.push(stateHash(after));
    },
  });
  return {
    format: REPLAY_FORMAT,
    formatVersion: REPLAY_FORMAT_VERSION,
    game: 'urbania',
    rulesVersion: urbania.rulesVersion,
    options,
    seats: [
      { name: 'Ada', bot: false },
      { name: 'Bot', bot: true },
    ],
    seed,
    actions,
    hashes,
  };
}
