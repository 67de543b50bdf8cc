import { REPLAY_FORMAT, REPLAY_FORMAT_VERSION, type ReplayFile } from '@sprawl/protocol';
import { playRandomGame, urbanSprawl, type UsAction, type UsState } from '@sprawl/rules';
import { stateHash } from '../../src/matches/hash';

/**
 * A valid replay file of one random finished game, stretched to about
 * `steps` steps with moves made and taken back again (each pair legal, each
 * hash right): the longest file an attacker can make that the server must
 * accept, since every step checks out.
 */
export function longReplayFile(seed: string, steps: number, seats = 2): ReplayFile {
  const options = { variant: 'short' as const };
  const moves: { seat: number; action: UsAction; before: UsState; after: UsState; undoable: boolean }[] = [];
  playRandomGame(urbanSprawl, {
    seed,
    seats,
    options,
    onStep: (after, seat, action, { before }) => {
      const again = urbanSprawl.apply(before, seat, action);
      moves.push({ seat, action, before, after, undoable: again.ok && !again.barrier });
    },
  });
  const undoable = moves.filter((m) => m.undoable).length;
  const pairsEach = Math.max(0, Math.ceil((steps - moves.length) / 2 / Math.max(1, undoable)));
  const start = urbanSprawl.setup({ seed, seats, options });
  const actions: ReplayFile['actions'] = [];
  const hashes = [stateHash(start)];
  const add = (seat: number, kind: 'move' | 'undo', payload: unknown, after: UsState) => {
    actions.push({ seq: actions.length + 1, seat, kind, payload });
    hashes.push(stateHash(after));
  };
  for (const m of moves) {
    for (let i = 0; m.undoable && i < pairsEach && actions.length + moves.length < steps; i++) {
      add(m.seat, 'move', m.action, m.after);
      add(m.seat, 'undo', null, m.before);
    }
    add(m.seat, 'move', m.action, m.after);
  }
  return {
    format: REPLAY_FORMAT,
    formatVersion: REPLAY_FORMAT_VERSION,
    game: 'urban-sprawl',
    rulesVersion: urbanSprawl.rulesVersion,
    options,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `Player ${i + 1}`, bot: false })),
    seed,
    actions,
    hashes,
  };
}
