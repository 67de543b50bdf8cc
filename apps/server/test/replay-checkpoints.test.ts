import { playRandomGame, urbania, urbanSprawl } from '@sprawl/rules';
import type { AnyGame, GameState } from '../src/matches/games';
import { stateHash } from '../src/matches/hash';
import type { StoredAction } from '../src/matches/stored-action';
import { Checkpoints } from '../src/replays/checkpoints';
import { buildTimeline } from '../src/replays/timeline';

/** A whole random game as stored rows, with the state after every step. */
function recorded(game: AnyGame, seed: string, seats: number) {
  const states: GameState[] = [game.setup({ seed, seats, options: game.optionsSchema.parse({}) })];
  const rows: StoredAction[] = [];
  playRandomGame(game as Parameters<typeof playRandomGame>[0], {
    seed,
    seats,
    options: {},
    onStep: (state, seat, action, { log }) => {
      states.push(state);
      rows.push({
        seq: rows.length + 1,
        seat,
        kind: 'move',
        payload: action,
        clientSeq: null,
        log,
        at: new Date(0),
        stateHash: null,
      });
    },
  });
  return { states, rows };
}

describe.each([
  ['urban-sprawl', urbanSprawl as unknown as AnyGame, 4],
  ['urbania', urbania as unknown as AnyGame, 3],
])('checkpoints of %s', (_id, game, seats) => {
  const { states, rows } = recorded(game, `checkpoints-${_id}`, seats);

  test('every step rebuilt from the nearest kept position is the position played', () => {
    const checkpoints = new Checkpoints(game, 'm', states[0], 8);
    rows.forEach((row, i) => checkpoints.add(row, states[i + 1], true));
    expect(checkpoints.last).toBe(rows.length);
    for (let step = 0; step <= rows.length; step++)
      expect(stateHash(checkpoints.stateAt(step))).toBe(stateHash(states[step]));
    expect(checkpoints.stateAt(rows.length + 1)).toBeNull();
    expect(checkpoints.stateAt(-1)).toBeNull();
    const kept = checkpoints.kept().map((k) => k.version);
    expect(kept.length).toBeGreaterThanOrEqual(Math.floor(rows.length / 8) - 1);
    expect(Math.max(...kept.map((v, i) => v - (kept[i - 1] ?? 0)))).toBeLessThanOrEqual(8);
  });

  test('a position is kept only where nothing can be undone', () => {
    const checkpoints = new Checkpoints(game, 'm', states[0], 1);
    rows.forEach((row, i) => checkpoints.add(row, states[i + 1], i % 2 === 1));
    expect(checkpoints.kept().every((k) => k.version % 2 === 0)).toBe(true);
  });

  test("a finished match's timeline keeps positions, rebuilt from the stored rows alone", async () => {
    const timeline = await buildTimeline({
      game,
      matchId: 'm',
      start: states[0],
      startedAt: new Date(0),
      rows,
      snapshotEvery: 8,
    });
    expect(timeline.divergence).toBeNull();
    const middle = Math.floor(rows.length / 2);
    expect(stateHash(timeline.checkpoints?.stateAt(middle))).toBe(stateHash(states[middle]));
    expect(timeline.hashes[middle]).toBe(stateHash(states[middle]));
  });
});
