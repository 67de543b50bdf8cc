import { ApiError } from '@sprawl/client';
import { replayStepsReplySchema, type ReplayFile } from '@sprawl/protocol';
import { urbanSprawl, type UsState, type UsView } from '@sprawl/rules';
import { stateHash } from '../src/matches/hash';
import * as positionRows from '../src/replays/position-rows';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';
import { leaksIn, Secrets } from './leaks';
import { playOut, seatedTable, serverState, type Table } from './players';

jest.setTimeout(300_000);

/** A raw request (fastify's inject needs an ES module jest cannot load here). */
async function http(
  server: TestServer,
  method: string,
  url: string,
  payload?: string,
  token?: string,
): Promise<{ statusCode: number; body: string }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: payload,
  });
  return { statusCode: res.status, body: await res.text() };
}

let t: TestServer;
let table: Table;
let matchId: string;
/** What the connected spectator held at each version. */
const seen = new Map<number, UsView>();
const leaks: string[] = [];
let leakChecks = 0;

beforeAll(async () => {
  t = await startTestServer();
  table = await seatedTable(t, 4);
  matchId = table.players[0].state.matchId as string;
  const { seed } = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
  const spectator = connect<UsView>(t, table.roomId, { inviteCode: table.inviteCode });
  await waitFor(() => spectator.state.view !== null, 'spectator view');
  const secrets = new Secrets();
  const invite = { inviteCode: table.inviteCode };
  await playOut(
    t,
    table,
    'replays-4',
    async () => {
      seen.set(spectator.state.version, structuredClone(spectator.state.view as UsView));
      // The checks below ask for the views of steps between checks too (half the version): all the spectator saw counts.
      secrets.saw(spectator.state.view);
      const { state, version } = await serverState(t, matchId);
      if (state.final !== null || version % 25 !== 0) return;
      // While the match runs, everything the replay endpoints answer must be public.
      const bodies: string[] = [];
      const get = async (url: string) => bodies.push((await http(t, 'GET', url)).body);
      const base = `/api/rooms/${table.roomId}/matches/${matchId}`;
      await get(`/api/rooms/${table.roomId}/matches?invite=${invite.inviteCode}`);
      await get(`${base}/steps?invite=${invite.inviteCode}`);
      await get(`${base}/steps/${version}/view?invite=${invite.inviteCode}`);
      await get(`${base}/steps/${Math.floor(version / 2)}/view?invite=${invite.inviteCode}`);
      await get(`${base}/steps/${version}/view?viewer=omniscient&invite=${invite.inviteCode}`);
      await get(`${base}/export?invite=${invite.inviteCode}`);
      const fork = await http(t, 'POST', `${base}/fork`, JSON.stringify({ step: 0, seats: 'same' }), table.tokens[0]);
      bodies.push(fork.body);
      expect(JSON.parse(fork.body).code).toBe('match_running');
      expect(bodies.every((b) => b.length > 0)).toBe(true);
      // The running match's step list is extended move by move; it must still agree with what the spectator saw.
      const steps = replayStepsReplySchema.parse(JSON.parse(bodies[1]));
      expect(steps).toMatchObject({ status: 'running', reproducible: true });
      expect(steps.series).toEqual([
        { key: 'prestige', label: 'Prestige' },
        { key: 'wealth', label: 'Wealth' },
      ]);
      expect(steps.steps.map((st) => st.scores)).toEqual(
        steps.steps.map((st) =>
          (seen.get(st.seq) as UsView).players.map((p) => ({ prestige: p.prestige, wealth: p.wealth })),
        ),
      );
      expect(steps.steps).toHaveLength(version + 1);
      const secret = await secrets.update(t, matchId, state);
      leaks.push(...leaksIn(bodies, secret, state, seed));
      leakChecks++;
    },
    5000,
    [spectator],
  );
  spectator.close();
});

afterAll(async () => {
  table?.players.forEach((p) => p.close());
  await t.stop();
});

describe('a stored 4-player match', () => {
  test('while it ran, no replay endpoint answered with a face-down card, the generator or the seed', () => {
    expect(leakChecks).toBeGreaterThan(3);
    expect(leaks).toEqual([]);
  });

  test('when it ended, the server replayed it once and kept its step list, without anyone asking', async () => {
    await t.server.replays.settled();
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    const kept = await t.server.db.replaySteps.findUniqueOrThrow({ where: { matchId } });
    expect(kept).toMatchObject({ version: match.version, divergence: null });
    expect(kept.summaries).toHaveLength(match.version + 1);
  });

  test('the steps list the start and every action, with the public turn and scores after each', async () => {
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    const reply = await t.api.steps(table.roomId, matchId, { inviteCode: table.inviteCode });
    expect(replayStepsReplySchema.parse(reply)).toEqual(reply);
    expect(reply).toMatchObject({
      matchId,
      status: 'finished',
      rulesVersion: urbanSprawl.rulesVersion,
      reproducible: true,
      seats: ['Host', 'Guest 2', 'Guest 3', 'Guest 4'],
    });
    expect(reply.steps).toHaveLength(match.version + 1);
    expect(reply.steps[0]).toMatchObject({ seq: 0, seat: -1, kind: 'start', log: [] });
    reply.steps.forEach((step, i) => {
      expect(step.seq).toBe(i);
      const view = seen.get(i) as UsView;
      expect(step.turn).toBe(view.turn.number);
      // The seat to act: the active player, unless a decision is owed (then whoever owes it) or the game is over.
      if (!view.pending && !view.final) expect(step.activeSeat).toBe(view.turn.active);
      expect(step.scores).toEqual(view.players.map((p) => ({ prestige: p.prestige, wealth: p.wealth })));
    });
  });

  test('replaying the log gives the identical final state, and the view at every step is what the spectator saw then', async () => {
    const match = await t.server.replays.match(table.roomId, matchId);
    const { state } = await serverState(t, matchId);
    expect(await t.server.replays.stateAt(match, match.version)).toEqual(state);
    // Matches are replayed from scratch too, not only from the last snapshot.
    expect(await t.server.replays.stateAt(match, match.version)).toEqual(JSON.parse(JSON.stringify(state)));
    for (let step = 0; step <= match.version; step++) {
      const res = await http(
        t,
        'GET',
        `/api/rooms/${table.roomId}/matches/${matchId}/steps/${step}/view?invite=${table.inviteCode}`,
      );
      expect(res.statusCode).toBe(200);
      expect({ step, view: JSON.parse(res.body).view }).toEqual({ step, view: seen.get(step) });
    }
    const omniscient = await t.api.viewAt<UsView>(
      table.roomId,
      matchId,
      match.version,
      { token: table.tokens[2] },
      true,
    );
    expect(omniscient.view).toEqual(urbanSprawl.view(state as UsState, { kind: 'omniscient' }));
  });

  test('every committed action stored the hash of the state after it, and the first replay added snapshots for seeking', async () => {
    const match = await t.server.replays.match(table.roomId, matchId);
    const timeline = await t.server.replays.timeline(match);
    const rows = await t.server.db.action.findMany({ where: { matchId }, orderBy: { seq: 'asc' } });
    expect(rows.map((r) => r.stateHash)).toEqual(timeline.hashes.slice(1));
    // They are stored after the step list has answered.
    await t.server.replays.settled();
    const snapshots = await t.server.db.snapshot.findMany({
      where: { matchId },
      select: { version: true },
      orderBy: { version: 'asc' },
    });
    const versions = snapshots.map((s) => s.version);
    const gaps = versions.slice(1).map((v, i) => v - versions[i]);
    // Gaps stay near 8 (REPLAY_SNAPSHOT_EVERY); a few are longer where moves could still be taken back.
    expect(versions.length).toBeGreaterThan(match.version / 24);
    expect(Math.max(...gaps)).toBeLessThan(40);
  });

  test('once the step list is built, a seek rebuilds its position from memory, not from stored snapshots', async () => {
    const match = await t.server.replays.match(table.roomId, matchId);
    await t.server.replays.timeline(match);
    const snapshotReads = jest.spyOn(positionRows, 'readPositionRows');
    const segmentReads = jest.spyOn(positionRows, 'readSegmentRows');
    try {
      // Steps no earlier request asked for, so that no remembered answer stands in.
      for (const step of [match.version - 1, match.version - 3, 5]) {
        const state = await t.server.replays.stateAt(match, step);
        expect(stateHash(state)).toBe((await t.server.replays.timeline(match)).hashes[step]);
      }
      expect(snapshotReads).not.toHaveBeenCalled();
      expect(segmentReads).not.toHaveBeenCalled();
    } finally {
      snapshotReads.mockRestore();
      segmentReads.mockRestore();
    }
  });

  test('bad steps and running-only refusals use stable codes', async () => {
    const auth = { inviteCode: table.inviteCode };
    expect(await refusal(t.api.viewAt(table.roomId, matchId, 100_000, auth))).toMatchObject({
      code: 'bad_step',
      status: 400,
    });
    expect(await refusal(t.api.viewAt(table.roomId, matchId, -1, auth))).toMatchObject({ code: 'bad_step' });
    expect(await refusal(t.api.steps(table.roomId, 'nope', auth))).toMatchObject({ code: 'no_match', status: 404 });
    expect(await refusal(t.api.steps(table.roomId, matchId, { inviteCode: 'x'.repeat(20) }))).toMatchObject({
      code: 'bad_invite',
    });
  });
});

describe('export and import', () => {
  let file: ReplayFile;
  let other: TestServer;

  beforeAll(async () => {
    file = await t.api.exportReplay(table.roomId, matchId, { inviteCode: table.inviteCode });
    other = await startTestServer(); // a second, fresh database
  });
  afterAll(async () => other.stop());

  test('the file holds the seed, every action and the hash after every step', async () => {
    const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(file).toMatchObject({
      format: 'sprawl-replay',
      formatVersion: 1,
      game: 'urban-sprawl',
      rulesVersion: urbanSprawl.rulesVersion,
      seed: match.seed,
      options: match.options,
    });
    expect(file.seats).toEqual([
      { name: 'Host', bot: false },
      { name: 'Guest 2', bot: false },
      { name: 'Guest 3', bot: false },
      { name: 'Guest 4', bot: false },
    ]);
    expect(file.actions).toHaveLength(match.version);
    expect(file.hashes).toHaveLength(match.version + 1);
    expect(file.hashes[0]).toBe(
      stateHash(
        urbanSprawl.setup({ seed: match.seed, seats: 4, options: urbanSprawl.optionsSchema.parse(match.options) }),
      ),
    );
  });

  test('a round trip into a fresh database gives the same hashes, views and final position', async () => {
    const imported = await other.api.importReplay(file);
    const again = await other.api.exportReplay(imported.roomId, imported.matchId, { token: imported.hostToken });
    expect(again.hashes).toEqual(file.hashes);
    expect(again.actions).toEqual(file.actions);
    expect(again.seats).toEqual(file.seats);
    const last = file.actions.length;
    const original = await t.api.viewAt<UsView>(table.roomId, matchId, last, { inviteCode: table.inviteCode }, true);
    const copy = await other.api.viewAt<UsView>(
      imported.roomId,
      imported.matchId,
      last,
      { inviteCode: imported.inviteCode },
      true,
    );
    expect(copy.view).toEqual(original.view);
    const mid = Math.floor(last / 2);
    expect(
      (await other.api.viewAt(imported.roomId, imported.matchId, mid, { inviteCode: imported.inviteCode })).view,
    ).toEqual((await t.api.viewAt(table.roomId, matchId, mid, { inviteCode: table.inviteCode })).view);
    const steps = await other.api.steps(imported.roomId, imported.matchId, { token: imported.hostToken });
    const stepsBefore = await t.api.steps(table.roomId, matchId, { token: table.tokens[0] });
    expect(steps.seats).toEqual(stepsBefore.seats);
    expect(steps.steps.map((s) => [s.seq, s.seat, s.kind, s.log, s.turn, s.activeSeat, s.scores])).toEqual(
      stepsBefore.steps.map((s) => [s.seq, s.seat, s.kind, s.log, s.turn, s.activeSeat, s.scores]),
    );
    // The room is finished: nobody can join it, and only the importer's token opens it.
    const room = await other.api.status(imported.roomId, { token: imported.hostToken });
    expect(room).toMatchObject({ status: 'finished', matchId: imported.matchId });
    expect(await refusal(other.api.join({ inviteCode: imported.inviteCode, name: 'Eve' }))).toMatchObject({
      code: 'already_started',
    });
    const seats = await other.server.db.seat.findMany({ where: { roomId: imported.roomId } });
    expect(seats.filter((s) => s.tokenHash !== null).map((s) => s.index)).toEqual([0]);
    // Its seats have nobody to play them, so a fork goes to a new room.
    expect(
      await refusal(other.api.fork(imported.roomId, imported.matchId, imported.hostToken, { step: 10, seats: 'same' })),
    ).toMatchObject({ code: 'seats_empty' });
    expect(
      await other.api.fork(imported.roomId, imported.matchId, imported.hostToken, { step: 10, seats: 'new' }),
    ).toMatchObject({ seat: 0, matchId: null });
  });

  test('a file with one move changed is refused, naming that step', async () => {
    const match = await t.server.replays.match(table.roomId, matchId);
    // A different legal move at some step: the rules accept it, but the position after it is not the recorded one.
    let step = Math.floor(file.actions.length / 2);
    let alternative: unknown = null;
    for (; step <= file.actions.length && alternative === null; step++) {
      const action = file.actions[step - 1];
      if (action.kind !== 'move') continue;
      const before = await t.server.replays.stateAt(match, step - 1);
      const after = await t.server.replays.stateAt(match, step);
      alternative =
        urbanSprawl.legalActions(before as UsState, action.seat).find((a) => {
          const r = urbanSprawl.apply(before as UsState, action.seat, a);
          return r.ok && stateHash(r.state) !== stateHash(after);
        }) ?? null;
    }
    step--;
    expect(alternative).not.toBeNull();
    const changed = structuredClone(file);
    changed.actions[step - 1].payload = alternative;
    const refused = await refusal(other.api.importReplay(changed));
    expect(refused).toMatchObject({ code: 'replay_diverges', status: 422 });
    expect(refused.message).toMatch(new RegExp(`^The file diverges from the rules at step ${step}: `));

    const illegal = structuredClone(file);
    illegal.actions[9].payload = { type: 'nonsense' };
    const refusedIllegal = await refusal(other.api.importReplay(illegal));
    expect(refusedIllegal).toMatchObject({ code: 'replay_diverges' });
    expect(refusedIllegal.message).toMatch(/^The file diverges from the rules at step 10: the rules refuse/);
  });

  test('a file with a move taken back imports, replays with the undo step, and refuses an undo the rules do not allow', async () => {
    // The same game with one move made, taken back and made again.
    let state = urbanSprawl.setup({
      seed: file.seed,
      seats: 4,
      options: urbanSprawl.optionsSchema.parse(file.options),
    });
    const actions: ReplayFile['actions'] = [];
    const hashes = [stateHash(state)];
    let undoAt = -1;
    const add = (seat: number, kind: 'move' | 'undo', payload: unknown, after: UsState) => {
      actions.push({ seq: actions.length + 1, seat, kind, payload });
      hashes.push(stateHash(after));
    };
    for (const a of file.actions) {
      expect(a.kind).toBe('move');
      const r = urbanSprawl.apply(state, a.seat, a.payload);
      if (!r.ok) throw new Error(r.message);
      if (undoAt < 0 && !r.barrier && actions.length > 5) {
        add(a.seat, 'move', a.payload, r.state);
        add(a.seat, 'undo', null, state);
        undoAt = actions.length;
      }
      add(a.seat, a.kind, a.payload, r.state);
      state = r.state;
    }
    expect(undoAt).toBeGreaterThan(0);
    const withUndo: ReplayFile = { ...file, actions, hashes };
    const imported = await other.api.importReplay(withUndo);
    const auth = { inviteCode: imported.inviteCode };
    const steps = await other.api.steps(imported.roomId, imported.matchId, auth);
    expect(steps.steps).toHaveLength(actions.length + 1);
    expect(steps.steps[undoAt]).toMatchObject({
      kind: 'undo',
      log: [{ text: expect.stringMatching(/^\{s\d\} took back a move \(.+\)\.$/) }],
    });
    for (const step of [undoAt - 2, undoAt - 1, undoAt, undoAt + 1, actions.length]) {
      const view = await other.api.viewAt<UsView>(imported.roomId, imported.matchId, step, auth);
      expect(stateHash(view.view)).toBe(
        stateHash(
          urbanSprawl.view(
            (await other.server.replays.stateAt(
              await other.server.replays.match(imported.roomId, imported.matchId),
              step,
            )) as UsState,
            { kind: 'spectator' },
          ),
        ),
      );
    }
    expect((await other.api.viewAt(imported.roomId, imported.matchId, undoAt, auth)).view).toEqual(
      (await other.api.viewAt(imported.roomId, imported.matchId, undoAt - 2, auth)).view,
    );
    expect((await other.api.exportReplay(imported.roomId, imported.matchId, auth)).hashes).toEqual(hashes);

    const wrongSeat = structuredClone(withUndo);
    wrongSeat.actions[undoAt - 1].seat = (wrongSeat.actions[undoAt - 1].seat + 1) % 4;
    const refused = await refusal(other.api.importReplay(wrongSeat));
    expect(refused).toMatchObject({ code: 'replay_diverges' });
    expect(refused.message).toMatch(
      new RegExp(
        `^The file diverges from the rules at step ${undoAt}: seat \\d takes back a move that cannot be taken back`,
      ),
    );
  });

  test('a file with one hash changed is refused at that step', async () => {
    const step = 37;
    const changed = structuredClone(file);
    changed.hashes[step] = changed.hashes[step].replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const refused = await refusal(other.api.importReplay(changed));
    expect(refused).toMatchObject({ code: 'replay_diverges' });
    expect(refused.message).toMatch(new RegExp(`^The file diverges from the rules at step ${step}: `));
  });

  test('malformed, unfinished and oversized files are refused with stable codes', async () => {
    expect(await refusal(other.api.importReplay({ ...file, formatVersion: 2 } as unknown as ReplayFile))).toMatchObject(
      { code: 'bad_request', status: 400 },
    );
    const short = { ...file, actions: file.actions.slice(0, 20), hashes: file.hashes.slice(0, 21) };
    expect(await refusal(other.api.importReplay(short))).toMatchObject({ code: 'replay_unfinished', status: 422 });
    expect(await refusal(other.api.importReplay({ ...file, hashes: file.hashes.slice(1) }))).toMatchObject({
      code: 'bad_replay',
    });
    const huge = await http(
      other,
      'POST',
      '/api/replays/import',
      JSON.stringify({ ...file, pad: 'x'.repeat(3 * 1024 * 1024) }),
    );
    expect(JSON.parse(huge.body)).toMatchObject({ code: 'body_too_large' });
    const running = await refusal(t.api.exportReplay(table.roomId, 'nope', { inviteCode: table.inviteCode }));
    expect(running).toMatchObject({ code: 'no_match' });
  });

  test('under another rules version a match is replayed and compared; if it differs, it is not shown', async () => {
    const imported = await other.api.importReplay(file);
    const newer = { 'urban-sprawl': { ...urbanSprawl, rulesVersion: '2.0.0' } };
    const auth = { inviteCode: imported.inviteCode };
    const upgraded = await startTestServer({ databaseUrl: other.databaseUrl, games: newer });
    try {
      const steps = await upgraded.api.steps(imported.roomId, imported.matchId, auth);
      expect(steps).toMatchObject({ rulesVersion: urbanSprawl.rulesVersion, reproducible: true });
      expect((await upgraded.api.viewAt(imported.roomId, imported.matchId, 5, auth)).step).toBe(5);
    } finally {
      await upgraded.stop();
    }
    // Now the stored record disagrees with what the rules give at step 12.
    await other.server.db.action.update({
      where: { matchId_seq: { matchId: imported.matchId, seq: 12 } },
      data: { stateHash: '0'.repeat(64) },
    });
    const diverging = await startTestServer({ databaseUrl: other.databaseUrl, games: newer });
    try {
      const steps = await diverging.api.steps(imported.roomId, imported.matchId, auth);
      expect(steps.reproducible).toBe(false);
      expect(steps.steps).toHaveLength(file.actions.length + 1);
      for (const p of [
        diverging.api.viewAt(imported.roomId, imported.matchId, 3, auth),
        diverging.api.exportReplay(imported.roomId, imported.matchId, auth),
        diverging.api.fork(imported.roomId, imported.matchId, imported.hostToken, { step: 3, seats: 'new' }),
      ]) {
        const refused = await refusal(p);
        expect(refused).toMatchObject({ code: 'not_reproducible', status: 409 });
        expect(refused.message).toContain(`rules version ${urbanSprawl.rulesVersion}`);
        expect(refused.message).toMatch(/step 12/);
      }
    } finally {
      await diverging.stop();
    }
    // A move the newer rules refuse is caught too.
    const strict = {
      'urban-sprawl': {
        ...urbanSprawl,
        rulesVersion: '3.0.0',
        apply: (s: UsState, seat: number, a: unknown) =>
          JSON.stringify(a) === JSON.stringify(file.actions[19].payload)
            ? { ok: false as const, code: 'x', message: 'no longer allowed' }
            : urbanSprawl.apply(s, seat, a),
      },
    };
    const refusing = await startTestServer({ databaseUrl: other.databaseUrl, games: strict });
    try {
      const again = await refusing.api.importReplay(file).catch((e: unknown) => e);
      expect(again).toBeInstanceOf(ApiError);
      const clean = await other.api.importReplay(file);
      const steps = await refusing.api.steps(clean.roomId, clean.matchId, { inviteCode: clean.inviteCode });
      expect(steps.reproducible).toBe(false);
    } finally {
      await refusing.stop();
    }
  });
});
