import { urbanSprawl, type UsView } from '@sprawl/rules';
import { connect, startTestServer, waitFor, type TestServer } from './harness';
import { leaksIn, Secrets } from './leaks';
import { playOut, seatedTable, serverState, type Table } from './players';

jest.setTimeout(120_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

describe.each([2, 4])('a full %i-player match over WebSocket', (seats) => {
  test('room creation to final ranking through the SDK: every client view equals the server view after every action, and no frame leaks hidden information', async () => {
    const table: Table = await seatedTable(t, seats);
    const matchId = table.players[0].state.matchId as string;
    const { seed } = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    const spectatorFrames: string[] = [];
    const spectator = connect<UsView>(t, table.roomId, { inviteCode: table.inviteCode }, spectatorFrames);
    await waitFor(() => spectator.state.view !== null, 'spectator view');
    expect(spectator.state.role).toBe('spectator');

    const leaks: string[] = [];
    const secrets = new Secrets();
    let secretCount = 0;
    let checks = 0;
    const moves = await playOut(
      t,
      table,
      `e2e-${seats}`,
      async () => {
        const { state } = await serverState(t, matchId);
        table.players.forEach((p, seat) => {
          expect(p.state.view).toEqual(urbanSprawl.view(state, { kind: 'seat', seat }));
          expect(p.state.legal).toEqual(urbanSprawl.legalActions(state, seat));
        });
        expect(spectator.state.view).toEqual(urbanSprawl.view(state, { kind: 'spectator' }));
        const secret = await secrets.update(t, matchId, state);
        secretCount += secret.size;
        for (const frames of [...table.frames, spectatorFrames]) leaks.push(...leaksIn(frames, secret, state, seed));
        checks++;
      },
      5000,
      [spectator],
    );

    expect(leaks).toEqual([]);
    expect(secretCount).toBeGreaterThan(0); // the check had something to look for
    expect(moves).toBeGreaterThan(50);
    expect(checks).toBe(moves + 1);
    const final = table.players[0].state.view!.final!;
    expect(final.standings).toHaveLength(seats);
    expect(final.winners.length).toBeGreaterThan(0);
    const room = await t.api.status(table.roomId, { token: table.tokens[0] });
    expect(room.status).toBe('finished');
    // The log is the match: one row per accepted action, in order, and the match row agrees.
    const rows = await t.server.db.action.count({ where: { matchId } });
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(rows).toBe(moves);
    expect(match).toMatchObject({ version: moves, status: 'finished' });
    [...table.players, spectator].forEach((p) => p.close());
  });
});
