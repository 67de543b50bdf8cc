import { randomMove, seedRng, type UsAction, type UsView } from '@sprawl/rules';
import { fullState } from '../src/matches/presenter';
import { stateHash } from '../src/matches/hash';
import { connect, startTestServer, until, waitFor, type TestServer } from './harness';
import { playMoves, playOut, seatedTable } from './players';

/** A room of a person (seat 0, the first to move) and an easy bot (seat 1), started: its match id and the person's token. */
async function botTable(t: TestServer): Promise<{ matchId: string; token: string }> {
  const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada', options: { variant: 'short' } });
  await t.api.addBot(host.roomId, host.token, 1);
  const { matchId } = await t.api.start(host.roomId, host.token);
  return { matchId, token: host.token };
}

/** Seat 0's random moves, straight to the service (as if from a socket), until the game waits for the bot. */
async function playUntilBotDue(t: TestServer, matchId: string, seed: string): Promise<void> {
  const rng = seedRng(seed);
  for (;;) {
    const rt = await t.server.matches.runtime(matchId);
    const deciding = rt.game.seatsToAct(rt.state) as number[];
    if (deciding.includes(1)) return;
    const legal = rt.game.legalActions(rt.state, 0, rt.memo) as UsAction[];
    await t.server.matches.submit(matchId, {
      seat: 0,
      kind: 'move',
      action: randomMove(rng, legal),
      clientSeq: null,
      version: null,
    });
  }
}

/** How many moves the bot (seat 1) has made in the match, from the log. */
const botMoves = (t: TestServer, matchId: string) => t.server.db.action.count({ where: { matchId, seat: 1 } });

/** For each table, whether the server holds its match in memory. */
const heldOf = (t: TestServer, tables: { matchId: string }[]) =>
  tables.map(({ matchId }) => t.server.matches.loadedRuntime(matchId) !== undefined);

/** Matches leave memory (issue 29, item 6): finished at once, idle after a while, abandoned by the stated rule. */
describe('matches in memory', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((t) => t.stop()));
  });
  const start = async (config: Parameters<typeof startTestServer>[0] = {}) => {
    const t = await startTestServer(config);
    servers.push(t);
    return t;
  };

  test('a finished match leaves memory at once, and a later hello and the replay routes read it back whole', async () => {
    const t = await start();
    const table = await seatedTable(t, 2);
    const matchId = table.players[0].state.matchId as string;
    await playOut(t, table, 'finish');
    await waitFor(() => t.server.matches.loadedRuntime(matchId) === undefined, 'the finished match to leave memory');
    expect(t.server.matches.liveCount()).toBe(0);
    const finalView = table.players[1].state.view;
    const late = connect<UsView>(t, table.roomId, { token: table.tokens[1] });
    await waitFor(() => late.state.view !== null, 'the late hello to get its table');
    expect(late.state.view).toEqual(finalView);
    // Read for the hello and not kept.
    await waitFor(() => t.server.matches.liveCount() === 0, 'the reread match to leave again');
    const auth = { authorization: `Bearer ${table.tokens[0]}` };
    const steps = await t.server.app.inject({
      method: 'GET',
      url: `/api/rooms/${table.roomId}/matches/${matchId}/steps`,
      headers: auth,
    });
    expect(steps.statusCode).toBe(200);
    // Chat after the end still belongs to the match, at its last step.
    table.players[0].say('good game');
    await waitFor(() => table.players[1].state.chat.some((l) => l.text === 'good game'), 'the chat line');
    const line = await t.server.db.chatMessage.findFirstOrThrow({ where: { text: 'good game' } });
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    expect([line.matchId, line.step]).toEqual([matchId, match.version]);
    [...table.players, late].forEach((p) => p.close());
  }, 30_000);

  test('an idle match leaves memory once nobody here shows it, and comes back on the next hello identical, moves and all', async () => {
    const t = await start({ config: { matchIdleSeconds: 0.1 } });
    const table = await seatedTable(t, 2);
    const matchId = table.players[0].state.matchId as string;
    await playMoves(t, table, 'idle', 6);
    // Shown to connected players: held however long it is idle.
    await new Promise((r) => setTimeout(r, 400));
    const before = t.server.matches.loadedRuntime(matchId);
    expect(before).toBeDefined();
    // Compared as values: a state read back from jsonb has its keys in PostgreSQL's order.
    const views = [0, 1].map((seat) => JSON.parse(JSON.stringify(fullState(before!, seat).message)) as unknown);
    const hash = stateHash(before!.state);
    table.players.forEach((p) => p.close());
    await waitFor(() => t.server.matches.loadedRuntime(matchId) === undefined, 'the idle match to leave memory');
    expect(t.server.matches.liveCount()).toBe(0);
    const last = await t.server.db.action.findFirstOrThrow({ where: { matchId }, orderBy: { seq: 'desc' } });
    expect(last.stateHash).toBe(hash);
    const back = [0, 1].map((seat) => connect<UsView>(t, table.roomId, { token: table.tokens[seat] }));
    await waitFor(() => back.every((p) => p.state.view !== null), 'the players to be back');
    const after = t.server.matches.loadedRuntime(matchId);
    expect(after).toBeDefined();
    expect([0, 1].map((seat) => JSON.parse(JSON.stringify(fullState(after!, seat).message)) as unknown)).toEqual(views);
    expect(stateHash(after!.state)).toBe(hash);
    // Duplicate detection survived: the seat's move numbers go on from where they were.
    const seat = after!.game.seatsToAct(after!.state)[0] as number;
    const version = await back[seat].send(randomMove(seedRng('back'), back[seat].state.legal as UsAction[]));
    expect(version).toBe(7);
    back.forEach((p) => p.close());
  });

  test('above MATCHES_IN_MEMORY the least recently used match leaves first', async () => {
    const t = await start({ config: { matchesInMemory: 1 } });
    const first = await seatedTable(t, 2);
    const firstId = first.players[0].state.matchId as string;
    first.players.forEach((p) => p.close());
    await waitFor(() => t.server.hub.socketsByRole().seat === 0, 'the first table to disconnect');
    const second = await seatedTable(t, 2);
    const secondId = second.players[0].state.matchId as string;
    expect(t.server.matches.loadedRuntime(firstId)).toBeUndefined();
    expect(t.server.matches.loadedRuntime(secondId)).toBeDefined();
    expect(t.server.matches.liveCount()).toBe(1);
    // Coming back to the first (nobody shows the second any more) swaps them.
    second.players.forEach((p) => p.close());
    await waitFor(() => t.server.hub.socketsByRole().seat === 0, 'the second table to disconnect');
    expect((await t.server.matches.runtime(firstId)).version).toBe(0);
    expect(t.server.matches.loadedRuntime(secondId)).toBeUndefined();
  });

  test('a match that reaches MAX_MATCH_STEPS before its game ends is ended as abandoned, and refuses moves after', async () => {
    const t = await start({ config: { maxMatchSteps: 3 } });
    const table = await seatedTable(t, 2);
    const matchId = table.players[0].state.matchId as string;
    await playMoves(t, table, 'steps', 3);
    await waitFor(() => table.players[0].state.room?.status === 'finished', 'the room to show the match ended');
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    expect([match.status, match.version, match.result]).toEqual(['finished', 3, { abandoned: true, steps: 3 }]);
    // Every move that got it there was written and shown; nothing after.
    expect(await t.server.db.action.count({ where: { matchId } })).toBe(3);
    await waitFor(() => table.players.every((p) => p.state.version === 3), 'clients at the last step');
    const mover = table.players.find((p) => p.state.legal.length > 0);
    await expect(mover!.send(mover!.state.legal[0])).rejects.toMatchObject({
      code: 'game_over',
      message: 'This match was ended after running to the most moves a match may take.',
    });
    expect(await t.server.db.action.count({ where: { matchId } })).toBe(3);
    table.players.forEach((p) => p.close());
  });

  test('a running match with no move for ABANDON_AFTER_HOURS is ended as abandoned, once, and refuses moves after', async () => {
    const t = await start({ config: { abandonAfterHours: 1, abandonSweepSeconds: 0.2 } });
    const table = await seatedTable(t, 2);
    const matchId = table.players[0].state.matchId as string;
    // As if its last move had been made two hours ago (however long seating the table took).
    await t.server.db.match.update({
      where: { id: matchId },
      data: { movedAt: new Date(Date.now() - 2 * 3600_000), createdAt: new Date(Date.now() - 2 * 3600_000) },
    });
    await waitFor(() => table.players[0].state.room?.status === 'finished', 'the room to show the match ended', 15_000);
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(match.status).toBe('finished');
    expect(match.finishedAt).not.toBeNull();
    expect(match.result).toEqual({ abandoned: true, idleHours: 1 });
    expect(t.server.matches.loadedRuntime(matchId)).toBeUndefined();
    // Applying the rule again (as another process would) ends nothing twice.
    expect(await t.server.matches.sweepAbandoned()).toEqual([]);
    const mover = table.players.find((p) => p.state.legal.length > 0);
    await expect(mover!.send(mover!.state.legal[0])).rejects.toMatchObject({ code: 'game_over' });
    // The room goes on as after any finished match.
    expect((await t.api.status(table.roomId, { token: table.tokens[0] })).status).toBe('finished');
    expect(await t.server.db.action.count({ where: { matchId } })).toBe(0);
    table.players.forEach((p) => p.close());
  });

  test("idle bot tables whose bot is not to move leave memory, and a person's move that makes the bot due brings it back to move", async () => {
    const t = await start({ config: { matchIdleSeconds: 0.1 } });
    const tables = await Promise.all([1, 2, 3].map(() => botTable(t)));
    // Nobody connected, the person to move: nothing in hand, so each leaves memory like any idle match.
    await waitFor(() => t.server.matches.liveCount() === 0, 'the idle bot tables to leave memory');
    for (const { matchId } of tables) expect(t.server.matches.loadedRuntime(matchId)).toBeUndefined();
    // The person moves until the bot is due: the bot, read back, moves.
    const { matchId } = tables[1];
    await playUntilBotDue(t, matchId, 'bot-due');
    await until(async () => (await botMoves(t, matchId)) > 0, 'the bot to move');
    // The person to move again, nobody watching: it leaves again, and the others never came back.
    await waitFor(() => t.server.matches.liveCount() === 0, 'the bot table to leave memory again');
  }, 60_000);

  test('a server start reads only the bot tables whose bot is due, and a bot that becomes due later still moves', async () => {
    // The first server's bots wait a minute: whatever they are due to do is left for the next start.
    const first = await start({ config: { botDelayMs: 60_000 } });
    const waiting = await Promise.all([1, 2, 3].map(() => botTable(first)));
    const due = await botTable(first);
    await playUntilBotDue(first, due.matchId, 'restart');
    const dueVersion = (await first.server.matches.runtime(due.matchId)).version;
    await first.stop();

    const next = await start({ databaseUrl: first.databaseUrl });
    await until(
      async () => ((await next.server.matches.version(due.matchId)) ?? 0) > dueVersion,
      'the due bot to move after the start',
    );
    expect(heldOf(next, [due, ...waiting])).toEqual([true, false, false, false]);
    expect(next.server.matches.liveCount()).toBe(1);
    // A person's move on a table not read at the start makes its bot due: it moves.
    const { matchId } = waiting[0];
    await playUntilBotDue(next, matchId, 'after-restart');
    await until(async () => (await botMoves(next, matchId)) > 0, 'the later bot to move');
  }, 60_000);

  test("a match whose turn clock runs stays in its carrier's memory, idle or not, and follows moves made on another process", async () => {
    const carrier = await start({ config: { fanout: true, matchIdleSeconds: 0.1 } });
    const other = await start({ databaseUrl: carrier.databaseUrl, config: { fanout: true, matchIdleSeconds: 0.1 } });
    const host = await carrier.api.createRoom({
      game: 'urban-sprawl',
      seats: 2,
      name: 'Ada',
      options: { variant: 'short' },
      turnClockSeconds: 600,
    });
    await carrier.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    const { matchId } = await carrier.api.start(host.roomId, host.token);
    // Many idle times later, nobody connected: the carrier's clock still needs every move, so the match stays.
    await new Promise((r) => setTimeout(r, 600));
    expect(carrier.server.matches.loadedRuntime(matchId)).toBeDefined();
    const rt = await other.server.matches.runtime(matchId);
    const legal = rt.game.legalActions(rt.state, 0, rt.memo) as UsAction[];
    const version = await other.server.matches.submit(matchId, {
      seat: 0,
      kind: 'move',
      action: randomMove(seedRng('clock'), legal),
      clientSeq: null,
      version: null,
    });
    await waitFor(
      () => carrier.server.matches.loadedRuntime(matchId)?.version === version.version,
      'the carrier to follow the move',
    );
  }, 60_000);

  test('with several processes, a bot table left idle on its carrier still gets its bot moved when a person moves elsewhere', async () => {
    const carrier = await start({ config: { fanout: true, matchIdleSeconds: 0.1 } });
    const other = await start({ databaseUrl: carrier.databaseUrl, config: { fanout: true, matchIdleSeconds: 0.1 } });
    // Started on the carrier, which takes the match's lease and plays its bot.
    const { matchId } = await botTable(carrier);
    await waitFor(() => carrier.server.matches.liveCount() === 0, "the bot table to leave its carrier's memory");
    await playUntilBotDue(other, matchId, 'elsewhere');
    await until(async () => (await botMoves(other, matchId)) > 0, "the carrier's bot to move");
  }, 60_000);
});
