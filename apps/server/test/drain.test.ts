import { MatchConnection } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { PROTOCOL_VERSION } from '@sprawl/protocol';
import { randomMove, seedRng, type UsAction, type UsView } from '@sprawl/rules';
import { startTestServer, waitFor } from './harness';
import { RawClient } from './raw-client';

/**
 * Behind a load balancer (deploy/haproxy.cfg), a stopping process first says
 * it is not ready and keeps its players for DRAIN_MS, so that the balancer
 * takes it out before they reconnect; only then are their sockets closed with
 * 1012, the code on which clients reconnect (through the balancer, elsewhere).
 */

jest.setTimeout(60_000);

test('on shutdown readiness answers 503 shutting_down while the sockets stay open for DRAIN_MS, then they close with 1012', async () => {
  const t = await startTestServer({ config: { drainMs: 600 } });
  const { roomId, token } = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
  // The address a client of the SDK uses: the room named in the query for the balancer; the server reads the hello.
  const c = await RawClient.open(`${t.wsUrl}?room=${encodeURIComponent(roomId)}`);
  c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId, token });
  await c.next('welcome');
  let closeCode: number | null = null;
  c.ws.on('close', (code) => (closeCode = code));
  expect((await fetch(`${t.url}/api/health/ready`)).status).toBe(200);

  const stopping = t.stop();
  const ready = await fetch(`${t.url}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ ok: false, code: 'shutting_down' });
  expect((await fetch(`${t.url}/api/health`)).status).toBe(503);
  // Still there while the balancer notices: the player is not dropped before there is somewhere else to go.
  await new Promise((r) => setTimeout(r, 200));
  expect(c.closed).toBe(false);

  await stopping;
  await waitFor(() => closeCode !== null, 'the socket to close');
  expect(closeCode).toBe(1012);
});

test('the players of a stopping process come back on another one and play on, with the room still named in the address', async () => {
  const a = await startTestServer({ config: { fanout: true, drainMs: 200 } });
  const b = await startTestServer({ databaseUrl: a.databaseUrl, config: { fanout: true } });
  // The balancer: process A until it drains, then process B; every address the clients open is kept.
  let target = a.wsUrl;
  const opened: string[] = [];
  const join = (roomId: string, token: string) =>
    new MatchConnection<UsView>({
      url: 'ws://balancer/ws',
      roomId,
      token,
      reconnectDelayMs: 50,
      socket: (url) => {
        opened.push(url);
        return nodeSocket(url.replace('ws://balancer/ws', target));
      },
    });
  const host = await a.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada', options: { variant: 'short' } });
  const guest = await a.api.join({ inviteCode: host.inviteCode, name: 'Bea' });
  const players = [join(host.roomId, host.token), join(host.roomId, guest.token)];
  try {
    await waitFor(() => players.every((p) => p.state.connected), 'both players on A');
    await a.api.start(host.roomId, host.token);
    await waitFor(() => players.every((p) => p.state.view !== null), 'the first views');

    target = b.wsUrl;
    await a.stop();
    await waitFor(
      () => opened.length >= 4 && players.every((p) => p.state.connected),
      'both players back, on B',
      20_000,
    );
    const version = players[0].state.version;
    const mover = players.find((p) => p.state.legal.length > 0) as MatchConnection<UsView>;
    const legal = mover.state.legal as UsAction[];
    expect(await mover.send(randomMove(seedRng('drain'), legal))).toBe(version + 1);
    await waitFor(() => players.every((p) => p.state.version === version + 1), 'both players to see the move');
    expect(new Set(opened)).toEqual(new Set([`ws://balancer/ws?room=${encodeURIComponent(host.roomId)}`]));
  } finally {
    for (const p of players) p.close();
    await b.stop();
  }
});
