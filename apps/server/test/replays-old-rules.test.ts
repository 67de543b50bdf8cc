import type { ReplayFile } from '@sprawl/protocol';
import { playRandomGame, urbanSprawl, type UsState } from '@sprawl/rules';
import type { Prisma } from '../src/generated/prisma/client';
import { stateHash } from '../src/matches/hash';
import { startTestServer, type TestServer } from './harness';

jest.setTimeout(300_000);

/**
 * Rules 1.1.0 keep `turn.favorsTaken`, which 1.0.0 did not, so a match stored
 * by a 1.0.0 server has other hashes wherever a Favor had just been taken,
 * though its moves give the same game today. Such a match must still replay
 * as reproducible; the game's `stateAsRecordedBy` is what makes it so.
 */

let t: TestServer;
let file: ReplayFile;
let states: UsState[];

beforeAll(async () => {
  t = await startTestServer();
  const seed = 'old-rules-1';
  const moves: { seat: number; action: unknown }[] = [];
  states = [urbanSprawl.setup({ seed, seats: 3, options: { variant: 'short' } })];
  playRandomGame(urbanSprawl, {
    seed,
    seats: 3,
    options: { variant: 'short' },
    onStep: (state, seat, action) => {
      moves.push({ seat, action });
      states.push(state);
    },
  });
  file = {
    format: 'sprawl-replay',
    formatVersion: 1,
    game: 'urban-sprawl',
    rulesVersion: urbanSprawl.rulesVersion,
    options: { variant: 'short' },
    seats: [
      { name: 'Ann', bot: true },
      { name: 'Bo', bot: true },
      { name: 'Cy', bot: true },
    ],
    seed,
    actions: moves.map((m, i) => ({ seq: i + 1, seat: m.seat, kind: 'move' as const, payload: m.action })),
    hashes: states.map((s) => stateHash(s)),
  };
});

afterAll(async () => t.stop());

/** Imports the file, then rewrites the stored match as a 1.0.0 server would have written it. */
async function storedBy100(): Promise<{ roomId: string; matchId: string; inviteCode: string; rewritten: number }> {
  const imported = await t.api.importReplay(file);
  const db = t.server.db;
  await db.match.update({ where: { id: imported.matchId }, data: { rulesVersion: '1.0.0' } });
  const old = (s: UsState) => urbanSprawl.stateAsRecordedBy!(s, '1.0.0') as UsState;
  let rewritten = 0;
  for (let seq = 1; seq < states.length; seq++) {
    const hash = stateHash(old(states[seq]));
    if (hash === file.hashes[seq]) continue;
    rewritten++;
    await db.action.update({ where: { matchId_seq: { matchId: imported.matchId, seq } }, data: { stateHash: hash } });
  }
  for (const snap of await db.snapshot.findMany({ where: { matchId: imported.matchId } })) {
    await db.snapshot.update({
      where: { matchId_version: { matchId: imported.matchId, version: snap.version } },
      data: { state: old(states[snap.version]) as unknown as Prisma.InputJsonValue },
    });
  }
  return { ...imported, rewritten };
}

test('a match stored by rules 1.0.0 whose moves are legal today replays as reproducible, views and export included', async () => {
  const { roomId, matchId, inviteCode, rewritten } = await storedBy100();
  expect(rewritten).toBeGreaterThan(0); // Favors were taken: some stored hashes differ from today's form
  const fresh = await startTestServer({ databaseUrl: t.databaseUrl });
  try {
    const steps = await fresh.api.steps(roomId, matchId, { inviteCode });
    expect(steps).toMatchObject({ rulesVersion: '1.0.0', reproducible: true });
    expect(steps.steps).toHaveLength(file.actions.length + 1);
    const last = file.actions.length;
    expect((await fresh.api.viewAt(roomId, matchId, Math.floor(last / 2), { inviteCode })).step).toBe(
      Math.floor(last / 2),
    );
    expect((await fresh.api.viewAt(roomId, matchId, last, { inviteCode }, true)).step).toBe(last);
    const exported = await fresh.api.exportReplay(roomId, matchId, { inviteCode });
    expect(exported.hashes).toEqual(file.hashes); // exported as these rules write the positions
  } finally {
    await fresh.stop();
  }
});

test('without stateAsRecordedBy the same stored match would be marked not reproducible', async () => {
  const { roomId, matchId, inviteCode } = await storedBy100();
  const { stateAsRecordedBy: _left, ...withoutIt } = urbanSprawl;
  const plain = await startTestServer({ databaseUrl: t.databaseUrl, games: { 'urban-sprawl': withoutIt } });
  try {
    const steps = await plain.api.steps(roomId, matchId, { inviteCode });
    expect(steps.reproducible).toBe(false);
  } finally {
    await plain.stop();
  }
});

describe('a replay file written by a 1.0.0 server', () => {
  const olderHashes = () => states.map((s) => stateHash(urbanSprawl.stateAsRecordedBy!(s, '1.0.0') ?? s));

  test('imports when its moves give the same game today, though its hashes are in the older form', async () => {
    const hashes = olderHashes();
    // The file only tests something if some position looks different to the older rules.
    expect(hashes.filter((h, i) => h !== file.hashes[i]).length).toBeGreaterThan(0);
    const imported = await t.api.importReplay({ ...file, rulesVersion: '1.0.0', hashes });
    expect(await t.server.db.action.count({ where: { matchId: imported.matchId } })).toBe(file.actions.length);
  });

  test("is refused when it claims today's version but carries the older hashes", async () => {
    const refused = await t.api
      .importReplay({ ...file, hashes: olderHashes() })
      .catch((e: { code?: string }) => e.code);
    expect(refused).toBe('replay_diverges');
  });
});
