import type { MatchConnection } from '@sprawl/client';
import { randomMove, seedRng } from '@sprawl/rules';
import { connect, startTestServer, waitFor, type TestServer } from './harness';

jest.setTimeout(180_000);

/**
 * Seats that decide at the same time (Hush Auction's sealed bids every
 * round, Urban Sprawl's answers owed by several players) all send their
 * answer at once, each from the same table: every answer is taken, none is
 * refused as stale. A seat that moved, or whose decision changed, is still
 * refused as before (the guarantees of the version check).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

async function table(game: string, seats: number, options: Record<string, string | number | boolean> = {}) {
  const host = await t.api.createRoom({ game, seats, name: 'Seat One', options });
  const tokens = [host.token];
  for (let i = 1; i < seats; i++)
    tokens.push((await t.api.join({ inviteCode: host.inviteCode, name: `Guest ${i}` })).token);
  const conns: MatchConnection[] = tokens.map((token) => connect(t, host.roomId, { token }));
  await waitFor(() => conns.every((c) => c.state.connected), 'everyone connected');
  const { matchId } = await t.api.start(host.roomId, host.token);
  await waitFor(() => conns.every((c) => c.state.view !== null), 'first views');
  return { conns, matchId };
}

/** Plays a match: whenever several seats decide at once they all answer together; returns how many such rounds there were and how many answers were refused. */
async function playTogether(
  game: string,
  seats: number,
  options: Record<string, string | number | boolean>,
  rounds: number,
) {
  const { conns, matchId } = await table(game, seats, options);
  const rng = seedRng(`together:${game}`);
  let together = 0;
  let refused = 0;
  try {
    for (let step = 0; step < 4000 && together < rounds; step++) {
      const rt = await t.server.matches.runtime(matchId);
      if (rt.game.outcome(rt.state) !== null) break;
      const version = rt.version;
      await waitFor(() => conns.every((c) => c.state.version === version), `everyone at version ${version}`);
      const deciding = rt.game.seatsToAct(rt.state) as number[];
      if (deciding.length > 1) together++;
      const answers = await Promise.allSettled(
        deciding.map((seat) => conns[seat].send(randomMove(rng, conns[seat].state.legal as never[]))),
      );
      refused += answers.filter((a) => a.status === 'rejected').length;
    }
  } finally {
    for (const c of conns) c.close();
  }
  return { together, refused };
}

describe('simultaneous decisions do not collide', () => {
  test('Hush Auction, 4 seats: every sealed bid sent at once is taken', async () => {
    // A whole match: one round of sealed bids after another.
    const { together, refused } = await playTogether('hush-auction', 4, {}, 100);
    expect(together).toBeGreaterThanOrEqual(5);
    expect(refused).toBe(0);
  });

  test('Urban Sprawl, 4 seats: answers owed by several players at once are all taken', async () => {
    const { together, refused } = await playTogether('urban-sprawl', 4, { variant: 'short' }, 3);
    expect(together).toBeGreaterThanOrEqual(1);
    expect(refused).toBe(0);
  });

  test("a move made on an older table: taken while its seat's decision is the same; refused once the seat moved or the decision changed", async () => {
    const { conns, matchId } = await table('hush-auction', 3);
    try {
      const rt = await t.server.matches.runtime(matchId);
      const seen = rt.version;
      const bid = (seat: number) => (rt.game.legalActions(rt.state, seat) as unknown[])[0];
      const submit = (seat: number, clientSeq: number) =>
        t.server.matches.submit(matchId, { seat, kind: 'move', action: bid(seat), clientSeq, version: seen });
      // All three owe a bid on the table at `seen`; each bid sent from that table is taken, one after the other.
      expect((await submit(0, 1)).version).toBe(seen + 1);
      expect((await submit(1, 1)).version).toBe(seen + 2);
      // Seat 0 has moved since `seen`: another move from that table is refused (it owes nothing now, or something new).
      await expect(submit(0, 2)).rejects.toMatchObject({
        code: expect.stringMatching(/^(stale_version|not_your_turn)$/),
      });
      expect((await submit(2, 1)).version).toBe(seen + 3);
      // The round is over and a new one opened: a bid made on the table of the last round is refused as stale.
      const deciding = rt.game.seatsToAct(rt.state) as number[];
      expect(deciding.length).toBeGreaterThan(0);
      await expect(
        t.server.matches.submit(matchId, {
          seat: deciding[0],
          kind: 'move',
          action: bid(deciding[0]),
          clientSeq: 5,
          version: seen + 1,
        }),
      ).rejects.toMatchObject({ code: 'stale_version' });
    } finally {
      for (const conn of conns) conn.close();
    }
  });
});
