import { MAX_REPLAY_FILE_BYTES, REPLAY_FORMAT, REPLAY_FORMAT_VERSION, type ReplayFile } from '@sprawl/protocol';
import { randomMove, seedRng, urbanSprawl, type UsAction, type UsState } from '@sprawl/rules';
import { stateHash } from '../../src/matches/hash';

type Row = ReplayFile['actions'][number];

/**
 * A valid replay file as long as the format allows (up to 10,000 actions,
 * under the upload limit): a whole random 2-seat game, padded with moves
 * taken back and played again (undo, then the same move), the cheapest way
 * to make a file long that the importer must still replay step by step.
 * Hashes are computed the way the server's export writes them (stateHash
 * after every step), so the import succeeds.
 */
export function longReplayFile(seed: string, maxActions = 10_000): ReplayFile {
  const game = urbanSprawl;
  const options = game.optionsSchema.parse({ variant: 'short' });
  const rng = seedRng(`replay:${seed}`);
  const memo = {};
  // First the bare game: every move, whether it can be taken back, and the states around it.
  const steps: { seat: number; action: UsAction; undoable: boolean; before: UsState; after: UsState }[] = [];
  let state = game.setup({ seed, seats: 2, options });
  while (game.outcome(state) === null) {
    const seat = game.seatsToAct(state)[0];
    const action = randomMove(rng, game.legalActions(state, seat, memo));
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`the rules refused their own legal move: ${result.message}`);
    steps.push({ seat, action, undoable: !result.barrier, before: state, after: result.state });
    state = result.state;
  }
  const undoable = steps.filter((s) => s.undoable).length;
  const pairsEach = Math.max(0, Math.floor((maxActions - steps.length) / 2 / Math.max(1, undoable)));
  let spare = Math.max(0, Math.floor((maxActions - steps.length) / 2) - pairsEach * undoable);
  const actions: Row[] = [];
  const hashes = [stateHash(game.setup({ seed, seats: 2, options }))];
  const push = (row: Omit<Row, 'seq'>, after: UsState) => {
    actions.push({ seq: actions.length + 1, ...row });
    hashes.push(stateHash(after));
  };
  for (const s of steps) {
    push({ seat: s.seat, kind: 'move', payload: s.action }, s.after);
    if (!s.undoable) continue;
    let pairs = pairsEach;
    if (spare > 0) {
      pairs++;
      spare--;
    }
    for (let i = 0; i < pairs; i++) {
      push({ seat: s.seat, kind: 'undo', payload: null }, s.before);
      push({ seat: s.seat, kind: 'move', payload: s.action }, s.after);
    }
  }
  const file: ReplayFile = {
    format: REPLAY_FORMAT,
    formatVersion: REPLAY_FORMAT_VERSION,
    game: 'urban-sprawl',
    rulesVersion: game.rulesVersion,
    options,
    seats: [
      { name: 'Ana', bot: false },
      { name: 'Ben', bot: false },
    ],
    seed,
    actions,
    hashes,
  };
  // A file over the upload limit would only measure the refusal: shorten it until it fits.
  if (Buffer.byteLength(JSON.stringify(file)) > MAX_REPLAY_FILE_BYTES)
    return longReplayFile(seed, Math.floor(maxActions * 0.9));
  return file;
}
