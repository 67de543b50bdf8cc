import type { ReplayFile } from '@sprawl/protocol';
import { playRandomGame, urbanSprawl } from '@sprawl/rules';
import { stateHash } from '../src/matches/hash';
import * as positionRows from '../src/replays/position-rows';
import { TimelineBuilder } from '../src/replays/timeline';
import { startTestServer, type TestServer } from './harness';
import { longReplayFile } from './support/long-replay';
import { urbaniaReplayFile } from './support/urbania-replay-file';

jest.setTimeout(300_000);

/**
 * Issue 52: a finished match's step list is replayed once and kept
 * (replays/step-summaries.ts); opening the replay later, on any server,
 * reads it and the log instead of replaying the match, and a seek reads
 * the nearest snapshot and the log after it. Both must give exactly what
 * replaying the match gives.
 */

/** A four-seat Urban Sprawl game played at random to its end. */
function sprawlFile(seed: string): ReplayFile {
  const options = { variant: 'short' as const };
  const actions: ReplayFile['actions'] = [];
  const hashes = [stateHash(urbanSprawl.setup({ seed, seats: 4, options }))];
  playRandomGame(urbanSprawl, {
    seed,
    seats: 4,
    options,
    onStep: (after, seat, action) => {
      actions.push({ seq: actions.length + 1, seat, kind: 'move', payload: action });
      hashes.push(stateHash(after));
    },
  });
  const seats = ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ name, bot: true }));
  return {
    format: 'sprawl-replay',
    formatVersion: 1,
    game: 'urban-sprawl',
    rulesVersion: urbanSprawl.rulesVersion,
    options,
    seats,
    seed,
    actions,
    hashes,
  };
}

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => t.stop());

const files: [string, () => ReplayFile][] = [
  ['a four-seat Urban Sprawl match', () => sprawlFile('kept-steps-sprawl')],
  ['an Urban Sprawl match with moves taken back', () => longReplayFile('kept-steps-undo', 400)],
  ['an Urbania match', () => urbaniaReplayFile('kept-steps-urbania')],
];

test.each(files)('%s: a fresh server gives the replayed step list and views without replaying it', async (_, make) => {
  const file = make();
  const imported = await t.api.importReplay(file);
  const auth = { inviteCode: imported.inviteCode };
  const last = file.actions.length;
  const steps = [0, 1, 2, Math.floor(last / 3), Math.floor(last / 2) + 1, last - 1, last];
  // Nothing is kept of an imported match yet: this server replays it whole, as every replay was opened before.
  const replayed = await t.api.steps(imported.roomId, imported.matchId, auth);
  expect(replayed.steps).toHaveLength(last + 1);
  const views = [];
  for (const step of steps) {
    views.push(await t.api.viewAt(imported.roomId, imported.matchId, step, auth));
    views.push(await t.api.viewAt(imported.roomId, imported.matchId, step, auth, true));
  }
  await t.server.replays.settled();

  const fresh = await startTestServer({ databaseUrl: t.databaseUrl });
  const replays = jest.spyOn(TimelineBuilder.prototype, 'extend');
  const seeks = jest.spyOn(positionRows, 'readSegmentRows');
  const warmed = jest.spyOn(positionRows, 'readAllSegmentRows');
  try {
    expect(await fresh.api.steps(imported.roomId, imported.matchId, auth)).toEqual(replayed);
    const seen = [];
    for (const step of steps) {
      seen.push(await fresh.api.viewAt(imported.roomId, imported.matchId, step, auth));
      seen.push(await fresh.api.viewAt(imported.roomId, imported.matchId, step, auth, true));
    }
    expect(seen).toEqual(views);
    expect(replays).not.toHaveBeenCalled();
    // Each position came from a snapshot and the moves after it, read ahead once the step list was given, or when asked for.
    expect(warmed.mock.calls.length + seeks.mock.calls.length).toBeGreaterThan(0);
    // Stepping through the match reads each stretch between two snapshots once, not every step.
    seeks.mockClear();
    for (let step = 0; step <= Math.min(last, 40); step++)
      expect((await fresh.api.viewAt(imported.roomId, imported.matchId, step, auth)).step).toBe(step);
    expect(seeks.mock.calls.length).toBeLessThanOrEqual(8);
  } finally {
    replays.mockRestore();
    seeks.mockRestore();
    warmed.mockRestore();
    await fresh.stop();
  }
});

test('a log that reads otherwise than when its step list was kept is replayed anew', async () => {
  const file = sprawlFile('kept-steps-edited');
  const imported = await t.api.importReplay(file);
  const auth = { inviteCode: imported.inviteCode };
  expect((await t.api.steps(imported.roomId, imported.matchId, auth)).reproducible).toBe(true);
  await t.server.replays.settled();
  // A restored or hand-edited log: step 7's stored position no longer matches the one the rules give.
  await t.server.db.action.update({
    where: { matchId_seq: { matchId: imported.matchId, seq: 7 } },
    data: { stateHash: '0'.repeat(64) },
  });
  const fresh = await startTestServer({ databaseUrl: t.databaseUrl });
  try {
    expect((await fresh.api.steps(imported.roomId, imported.matchId, auth)).reproducible).toBe(false);
  } finally {
    await fresh.stop();
  }
});
