import { randomMove, seedRng, urbanSprawl, type UsAction, type UsView } from '@sprawl/rules';
import type { MatchConnection } from '@sprawl/client';
import { connect, startTestServer, waitFor, type TestServer } from './harness';

jest.setTimeout(120_000);

/**
 * Two server processes on one database with FANOUT on (two servers in this
 * test process, each with its own memory, pools and listening connection):
 * a player on each, a spectator on each, and every move made on one reaches
 * the clients of the other through LISTEN/NOTIFY.
 */
describe('fan-out between server processes', () => {
  let a: TestServer;
  let b: TestServer;
  const conns: MatchConnection<UsView>[] = [];

  beforeAll(async () => {
    a = await startTestServer({ config: { fanout: true } });
    b = await startTestServer({ databaseUrl: a.databaseUrl, config: { fanout: true } });
  });

  afterAll(async () => {
    for (const c of conns) c.close();
    await a.stop();
    await b.stop();
  });

  test('a room joined and started on different servers, then played to the end from both: every client sees every move', async () => {
    const host = await a.api.createRoom({
      game: 'urban-sprawl',
      seats: 2,
      name: 'On A',
      options: { variant: 'short' },
    });
    const hostConn = connect<UsView>(a, host.roomId, { token: host.token });
    conns.push(hostConn);
    await waitFor(() => hostConn.state.connected, 'the host to connect');

    // The join goes through server B; the host, connected to A, hears of it.
    const guest = await b.api.join({ inviteCode: host.inviteCode, name: 'On B' });
    await waitFor(() => hostConn.state.room?.seats[1]?.name === 'On B', 'the host to see the guest join');
    const guestConn = connect<UsView>(b, host.roomId, { token: guest.token });
    const watchA = connect<UsView>(a, host.roomId, { inviteCode: host.inviteCode });
    const watchB = connect<UsView>(b, host.roomId, { inviteCode: host.inviteCode });
    conns.push(guestConn, watchA, watchB);
    await waitFor(() => conns.every((c) => c.state.connected), 'everyone to connect');

    // Started through A: the guest and the spectator on B get their first views from B.
    await a.api.start(host.roomId, host.token);
    await waitFor(() => conns.every((c) => c.state.view !== null), 'first views on both servers');
    const matchId = hostConn.state.matchId as string;

    const players = [hostConn, guestConn];
    const rng = seedRng('fanout');
    let moves = 0;
    let stale = 0;
    for (;;) {
      const [rtA, rtB] = [await a.server.matches.runtime(matchId), await b.server.matches.runtime(matchId)];
      // Whichever server took the last move, the other one followed it and told its clients.
      await waitFor(
        () => rtA.version === rtB.version && conns.every((c) => c.state.version === rtA.version),
        `everyone at one version after move ${moves}`,
      );
      expect(rtB.hasher.hash(rtB.state)).toBe(rtA.hasher.hash(rtA.state));
      expect(hostConn.state.view).toEqual(urbanSprawl.view(rtA.state as never, { kind: 'seat', seat: 0 }));
      expect(guestConn.state.view).toEqual(urbanSprawl.view(rtB.state as never, { kind: 'seat', seat: 1 }));
      expect(watchA.state.view).toEqual(watchB.state.view);
      if (urbanSprawl.outcome(rtA.state as never) !== null) break;
      if (moves++ > 5000) throw new Error('the match did not end');
      const seat = urbanSprawl.seatsToAct(rtA.state as never)[0];
      const player = players[seat];
      // Each move is made once both servers are at the same version, so none may be refused as stale.
      await player.send(randomMove(rng, player.state.legal as UsAction[])).catch((e: { code?: string }) => {
        if (e.code !== 'stale_version') throw e;
        stale++;
      });
    }
    expect(moves).toBeGreaterThan(100);
    expect(stale).toBe(0);
    expect(hostConn.state.view?.final).not.toBeNull();
    expect(guestConn.state.view?.final).toEqual(hostConn.state.view?.final);
  });

  test("a chat line said through one server reaches the room's clients on the other, once each", async () => {
    const host = await a.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Chat A' });
    const guest = await b.api.join({ inviteCode: host.inviteCode, name: 'Chat B' });
    const onA = connect(a, host.roomId, { token: host.token });
    const onB = connect(b, host.roomId, { token: guest.token });
    const watchB = connect(b, host.roomId, { inviteCode: host.inviteCode });
    conns.push(onA as never, onB as never, watchB as never);
    await waitFor(
      () => onA.state.connected && onB.state.connected && watchB.state.connected,
      'connections on both servers',
    );
    onA.say('hello from A');
    await waitFor(() => onB.state.chat.length === 1 && watchB.state.chat.length === 1, 'the line on server B');
    onB.say('hello from B');
    await waitFor(() => onA.state.chat.length === 2, 'the answer on server A');
    // Nothing arrives twice, whichever way the line travelled.
    await new Promise((r) => setTimeout(r, 200));
    for (const c of [onA, onB, watchB])
      expect(c.state.chat.map((l) => l.text)).toEqual(['hello from A', 'hello from B']);
  });
});
