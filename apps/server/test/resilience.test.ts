import { randomMove, seedRng, urbanSprawl, type UsAction, type UsState, type UsView } from '@sprawl/rules';
import type { MatchConnection } from '@sprawl/client';
import { connect, startTestServer, waitFor, type TestServer } from './harness';
import { seatedTable, serverState, type Table } from './players';

jest.setTimeout(60_000);

const socketOf = (c: MatchConnection<UsView>) => (c as unknown as { socket: { terminate: () => void } }).socket;

/** Plays `n` random moves through the SDK, each by the seat that must act. */
async function play(t: TestServer, table: Table, n: number, rng = seedRng('moves')): Promise<void> {
  const matchId = table.players[0].state.matchId as string;
  for (let i = 0; i < n; i++) {
    const { state, version } = await serverState(t, matchId);
    if (urbanSprawl.outcome(state)) return;
    await waitFor(
      () => table.players.every((p) => p.state.connected && p.state.version === version),
      'clients to catch up',
    );
    const seat = urbanSprawl.seatsToAct(state)[0];
    await table.players[seat].send(randomMove(rng, table.players[seat].state.legal as UsAction[]));
  }
}

async function expectInSync(t: TestServer, table: Table): Promise<void> {
  const { state, version } = await serverState(t, table.players[0].state.matchId as string);
  await waitFor(() => table.players.every((p) => p.state.version === version), `every client at version ${version}`);
  table.players.forEach((p, seat) => expect(p.state.view).toEqual(urbanSprawl.view(state, { kind: 'seat', seat })));
}

describe('reconnection, resync and presence', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t.stop());

  test('a dropped client is shown as disconnected, keeps its seat, and catches up on reconnect', async () => {
    const table = await seatedTable(t, 3);
    const matchId = table.players[0].state.matchId as string;
    const { state } = await serverState(t, matchId);
    const actor = urbanSprawl.seatsToAct(state)[0];
    const away = (actor + 1) % 3;
    const reconnected = new Promise<void>((resolve) => {
      const off = table.players[away].onChange((s) => s.connected && (off(), resolve()));
    });
    socketOf(table.players[away]).terminate();
    const watcher = table.players[actor];
    await waitFor(() => watcher.state.room?.seats[away].connected === false, 'the others to see the drop');
    expect((await t.api.status(table.roomId, { token: table.tokens[actor] })).seats[away]).toMatchObject({
      taken: true,
      connected: false,
    });
    // A move while the seat is away; the SDK reconnects by itself with its token and last version.
    await watcher.send(randomMove(seedRng('x'), watcher.state.legal as UsAction[]));
    await reconnected;
    await play(t, table, 10);
    await waitFor(() => watcher.state.room?.seats[away].connected === true, 'the seat to come back');
    await expectInSync(t, table);
    table.players.forEach((p) => p.close());
  });

  test('a new connection for a seat (a reloaded page, a second device) continues above the move numbers it used', async () => {
    const table = await seatedTable(t, 2);
    await play(t, table, 12);
    const { state } = await serverState(t, table.players[0].state.matchId as string);
    const seat = urbanSprawl.seatsToAct(state)[0];
    table.players[seat].close();
    const fresh = connect<UsView>(t, table.roomId, { token: table.tokens[seat] });
    await waitFor(() => fresh.state.view !== null, 'the reloaded client to get its view');
    await expect(fresh.send(randomMove(seedRng('reload'), fresh.state.legal as UsAction[]))).resolves.toBeGreaterThan(
      0,
    );
    fresh.close();
    table.players.forEach((p) => p.close());
  });

  test('a client that notices a version gap asks for a resync and gets its full view', async () => {
    const table = await seatedTable(t, 2);
    const { state } = await serverState(t, table.players[0].state.matchId as string);
    const actor = table.players[urbanSprawl.seatsToAct(state)[0]];
    const p = table.players.find((c) => c !== actor)!;
    const resync = jest.spyOn(p, 'resync');
    // Pretend a frame was lost: the local copy says it is one version behind.
    p.state = { ...p.state, version: p.state.version - 1 };
    await actor.send(randomMove(seedRng('gap'), actor.state.legal as UsAction[]));
    await expectInSync(t, table);
    expect(resync).toHaveBeenCalledTimes(1);
    table.players.forEach((c) => c.close());
  });

  test('after the grace period the host may hand a dropped seat to a bot until its player comes back', async () => {
    const table = await seatedTable(t, 2);
    const matchId = table.players[0].state.matchId as string;
    table.players[1].close();
    await waitFor(() => table.players[0].state.room?.seats[1].connected === false, 'the drop to show');
    const room = await t.api.standIn(table.roomId, table.tokens[0], 1);
    expect(room.seats[1]).toMatchObject({ isBot: true, connected: false });
    // The host plays seat 0; the bot answers for seat 1 whenever seat 1 must act.
    const rng = seedRng('host');
    const botMovesBefore = await t.server.db.action.count({ where: { matchId, seat: 1 } });
    for (let i = 0; i < 200; i++) {
      const { state, version } = await serverState(t, matchId);
      if (
        (await t.server.db.action.count({ where: { matchId, seat: 1 } })) > botMovesBefore + 3 ||
        urbanSprawl.outcome(state)
      )
        break;
      if (!urbanSprawl.seatsToAct(state).includes(0)) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      await waitFor(() => table.players[0].state.version === version, 'host view');
      await table.players[0].send(randomMove(rng, table.players[0].state.legal as UsAction[])).catch(() => undefined);
    }
    expect(await t.server.db.action.count({ where: { matchId, seat: 1 } })).toBeGreaterThan(botMovesBefore);
    // The player returns and takes the seat back from the bot.
    const back = connect<UsView>(t, table.roomId, { token: table.tokens[1] });
    await waitFor(
      () => back.state.room?.seats[1].isBot === false && back.state.view !== null,
      'the seat to be reclaimed',
    );
    expect(t.server.bots.seats(matchId)).toEqual([]);
    back.close();
    table.players[0].close();
  });
});

describe('undo', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t.stop());

  test('the active player takes back a move that revealed nothing; everyone sees it; a barrier stops it', async () => {
    const table = await seatedTable(t, 2);
    const matchId = table.players[0].state.matchId as string;
    const rng = seedRng('undo');
    // Play until the active seat has a move the rules mark as undoable.
    let found: { seat: number; action: UsAction; before: UsState } | null = null;
    for (let i = 0; i < 300 && !found; i++) {
      const { state } = await serverState(t, matchId);
      const seat = urbanSprawl.seatsToAct(state)[0];
      if (seat === state.turn.active) {
        for (const a of urbanSprawl.legalActions(state, seat)) {
          const r = urbanSprawl.apply(state, seat, a);
          if (r.ok && !r.barrier && a.type !== 'endTurn') {
            found = { seat, action: a, before: state };
            break;
          }
        }
      }
      if (!found) await play(t, table, 1, rng);
    }
    expect(found).not.toBeNull();
    const { seat, action, before } = found!;
    await expectInSync(t, table);
    const other = table.players[1 - seat];
    const me = table.players[seat];
    const v = await me.send(action);
    await expectInSync(t, table);
    expect(me.state.canUndo).toBe(true);
    expect(other.state.canUndo).toBe(false);
    await expect(other.undo()).rejects.toMatchObject({ code: 'cannot_undo' });
    const v2 = await me.undo();
    expect(v2).toBe(v + 1);
    await expectInSync(t, table);
    expect(me.state.view).toEqual(urbanSprawl.view(before, { kind: 'seat', seat }));
    // Everyone reads who took back what: the undo line names the seat and repeats the move's own first line.
    const moveLine = me.state.log.at(-2)?.text.replace(/[.!]$/, '');
    expect(other.state.log.at(-1)?.text).toBe(`{s${seat}} took back a move (${moveLine}).`);
    const rows = await t.server.db.action.findMany({ where: { matchId }, orderBy: { seq: 'desc' }, take: 2 });
    expect(rows.map((r) => r.kind)).toEqual(['undo', 'move']);
    // Nothing left to take back.
    await expect(me.undo()).rejects.toMatchObject({ code: 'cannot_undo' });
    table.players.forEach((p) => p.close());
  });
});

describe('a server restart loses nothing acknowledged', () => {
  test('stop mid-match, start again on the same database and port; clients resume; the log is intact', async () => {
    let t = await startTestServer({ config: { snapshotEvery: 7 } });
    const { databaseUrl, port } = t;
    const table = await seatedTable(t, 3);
    const matchId = table.players[0].state.matchId as string;
    await play(t, table, 40);
    await expectInSync(t, table);
    const before = await serverState(t, matchId);
    await t.stop();
    await waitFor(() => table.players.every((p) => !p.state.connected), 'clients to notice');

    t = await startTestServer({ databaseUrl, port, config: { snapshotEvery: 7 } });
    try {
      await waitFor(() => table.players.every((p) => p.state.connected), 'clients to reconnect');
      const after = await serverState(t, matchId);
      expect(after.version).toBe(before.version);
      expect(after.state).toEqual(before.state);
      await expectInSync(t, table);
      const rows = await t.server.db.action.findMany({ where: { matchId }, orderBy: { seq: 'asc' } });
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: before.version }, (_, i) => i + 1));
      expect(await t.server.db.snapshot.count({ where: { matchId } })).toBeGreaterThan(1);
      await play(t, table, 20, seedRng('after-restart'));
      await expectInSync(t, table);
    } finally {
      table.players.forEach((p) => p.close());
      await t.stop();
    }
  });
});
