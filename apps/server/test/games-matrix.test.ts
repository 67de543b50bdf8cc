import type { MatchConnection } from '@sprawl/client';
import { gameIds, games, nextInt, secretsOf, seedRng, type Viewer } from '@sprawl/rules';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';

/**
 * The platform, once per registered game (as Colyseus runs its room tests
 * once per driver): a room of the game's largest size, every seat and a
 * spectator connected through the SDK, random legal moves chosen from what
 * the server sent each seat, until the game ends. After every move, each
 * connection's frames since the last check are searched for what its viewer
 * may not know at that point (GameModule-specific secrets, from the rules'
 * testing module): another seat's hand, a pile's cards, a secret bid. The
 * HTTP answers a spectator can ask for are checked the same way.
 */
jest.setTimeout(300_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

/** Whether `text` names `id` as a whole JSON string. */
const names = (text: string, id: string) => text.includes(`"${id}"`);

describe.each(gameIds.map((id) => [id] as const))('%s on the platform', (gameId) => {
  const game = games[gameId];

  test("a full match through the server: every move from the seat's own legal list, no frame or answer tells a viewer what it may not know", async () => {
    const seats = game.maxSeats;
    const host = await t.api.createRoom({ game: gameId, seats, name: 'Host' });
    const tokens = [host.token];
    for (let i = 1; i < seats; i++)
      tokens.push((await t.api.join({ inviteCode: host.inviteCode, name: `Guest ${i + 1}` })).token);
    const frames = tokens.map(() => [] as string[]);
    const watcherFrames: string[] = [];
    const players: MatchConnection[] = tokens.map((token, i) => connect(t, host.roomId, { token }, frames[i]));
    const watcher = connect(t, host.roomId, { inviteCode: host.inviteCode }, watcherFrames);
    await waitFor(() => [...players, watcher].every((p) => p.state.connected), 'everyone to connect');
    const { matchId } = await t.api.start(host.roomId, host.token);
    await waitFor(() => [...players, watcher].every((p) => p.state.view !== null), 'first views');

    const rng = seedRng(`matrix-${gameId}`);
    const viewers: { viewer: Viewer; frames: string[] }[] = [
      ...frames.map((f, seat) => ({ viewer: { kind: 'seat', seat } as Viewer, frames: f })),
      { viewer: { kind: 'spectator' }, frames: watcherFrames },
    ];
    let before = (await t.server.matches.runtime(matchId)).state;
    let moves = 0;
    let checked = 0;
    for (;;) {
      const rt = await t.server.matches.runtime(matchId);
      await waitFor(
        () => [...players, watcher].every((p) => p.state.version === rt.version),
        `clients at version ${rt.version}`,
      );
      // A card may be named once it was public before or after the step; only what stays hidden across it must not appear.
      for (const { viewer, frames: received } of viewers) {
        const hiddenBefore = new Set(secretsOf(gameId, before, viewer));
        const secret = secretsOf(gameId, rt.state, viewer).filter((id) => hiddenBefore.has(id));
        for (const sent of received.splice(0)) {
          // A log line's `card` is the card being carried out, shown to all during the step (an event turned up and shuffled back).
          const frame = sent.replace(/"card":"[^"]*"/g, '');
          for (const id of secret)
            if (names(frame, id))
              throw new Error(
                `${JSON.stringify(viewer)} was sent hidden ${id} at step ${rt.version}: …${frame.slice(Math.max(0, frame.indexOf(`"${id}"`) - 300), frame.indexOf(`"${id}"`) + 100)}…`,
              );
          expect(frame).not.toContain('"rng"');
          checked++;
        }
      }
      before = rt.state;
      if (rt.game.outcome(rt.state) !== null || moves >= 400) break;
      // Whoever owes a decision chooses among the moves the server sent it, never from the rules directly.
      const owing = rt.game.seatsToAct(rt.state);
      const seat = owing[nextInt(rng, owing.length)];
      const legal = players[seat].state.legal;
      expect(legal.length).toBeGreaterThan(0);
      await players[seat].send(legal[nextInt(rng, legal.length)]);
      moves++;
    }
    expect(moves).toBeGreaterThan(5);
    expect(checked).toBeGreaterThan(moves);

    // What a spectator may ask over HTTP while the match runs (or once it is over) hides the same.
    const rt = await t.server.matches.runtime(matchId);
    const auth = { inviteCode: host.inviteCode };
    const answers = [
      JSON.stringify(await t.api.steps(host.roomId, matchId, auth)),
      JSON.stringify(await t.api.viewAt(host.roomId, matchId, rt.version, auth)),
    ].map((body) => body.replace(/"card":"[^"]*"/g, ''));
    const running = rt.game.outcome(rt.state) === null;
    for (const id of secretsOf(gameId, rt.state, { kind: 'spectator' })) {
      for (const body of answers) if (running && names(body, id)) throw new Error(`an HTTP answer names hidden ${id}`);
    }
    for (const p of [...players, watcher]) p.close();
  });

  test('a finished match: the face-down view only after the end, export and import with the hash check, and a fork', async () => {
    const seats = game.maxSeats;
    const host = await t.api.createRoom({ game: gameId, seats, name: 'Host' });
    for (let seat = 1; seat < seats; seat++) await t.api.addBot(host.roomId, host.token, seat);
    const player = connect(t, host.roomId, { token: host.token });
    await waitFor(() => player.state.connected, 'the host to connect');
    const { matchId } = await t.api.start(host.roomId, host.token);
    const auth = { token: host.token };
    expect(await refusal(t.api.viewAt(host.roomId, matchId, 0, auth, true))).toMatchObject({
      code: 'match_running',
      status: 403,
    });

    // The host plays random moves from its own legal list; the bots answer at once.
    const rng = seedRng(`finished-${gameId}`);
    for (let moves = 0; ; moves++) {
      const rt = await t.server.matches.runtime(matchId);
      if (rt.game.outcome(rt.state) !== null) break;
      if (moves > 5_000) throw new Error('the match did not end');
      await waitFor(() => player.state.version >= rt.version, `the host at version ${rt.version}`);
      const legal = player.state.legal;
      if (legal.length === 0) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      // A bot may have moved since the list was sent; a refused stale move is simply chosen again.
      await player.send(legal[nextInt(rng, legal.length)]).catch(() => undefined);
    }
    player.close();
    const rt = await t.server.matches.runtime(matchId);
    const last = rt.version;
    const faceDown = await t.api.viewAt(host.roomId, matchId, last, auth, true);
    expect(faceDown.view).toEqual(JSON.parse(JSON.stringify(game.view(rt.state as never, { kind: 'omniscient' }))));

    // The file goes into a fresh room and comes back out the same; a file whose hashes were altered is refused.
    const file = await t.api.exportReplay(host.roomId, matchId, auth);
    expect(file).toMatchObject({ game: gameId, rulesVersion: game.rulesVersion });
    expect(file.actions).toHaveLength(last);
    const imported = await t.api.importReplay(file);
    const again = await t.api.exportReplay(imported.roomId, imported.matchId, { token: imported.hostToken });
    expect(again.hashes).toEqual(file.hashes);
    expect(
      (await t.api.viewAt(imported.roomId, imported.matchId, last, { token: imported.hostToken }, true)).view,
    ).toEqual(faceDown.view);
    const tampered = { ...file, hashes: file.hashes.map((h, i) => (i === Math.floor(last / 2) ? 'f'.repeat(64) : h)) };
    expect(await refusal(t.api.importReplay(tampered))).toMatchObject({ code: 'replay_diverges' });

    // A fork from the middle starts a new match in the same room from that very position.
    const mid = Math.floor(last / 2);
    const position = await t.server.replays.stateAt(await t.server.replays.match(host.roomId, matchId), mid);
    const fork = await t.api.fork(host.roomId, matchId, host.token, { step: mid, seats: 'same' });
    expect(await t.api.status(host.roomId, auth)).toMatchObject({
      game: gameId,
      continues: { kind: 'fork', fromMatch: matchId, step: mid },
    });
    // The bots of the forked match may already be playing on: its stored start is what must match.
    const start = await t.server.db.snapshot.findUniqueOrThrow({
      where: { matchId_version: { matchId: fork.matchId as string, version: 0 } },
    });
    expect(start.state).toEqual(JSON.parse(JSON.stringify(position)));
  });
});
