import { PROTOCOL_VERSION } from '@sprawl/protocol';
import type { MatchConnection } from '@sprawl/client';
import WebSocket from 'ws';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

const open: MatchConnection[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
function join(roomId: string, auth: { token?: string; inviteCode?: string }): MatchConnection {
  const c = connect(t, roomId, auth);
  open.push(c);
  return c;
}

/** The next refusal a connection hears that belongs to no move (chat refusals are such). */
function nextRejection(c: MatchConnection): Promise<{ code: string; message: string }> {
  return new Promise((resolve) => {
    const off = c.onRejection((r) => {
      off();
      resolve({ code: r.code, message: r.message });
    });
  });
}

/** Plays every seat's first legal move until the match is over. */
async function playToEnd(conns: MatchConnection[]): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const s = conns[0].state;
    if (s.room?.status === 'finished') return;
    const mover = conns.find(
      (c) =>
        c.state.prompts.some((p) => p.seat === c.state.seat) &&
        c.state.legal.length > 0 &&
        c.state.version === s.version,
    );
    if (!mover) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    await mover.send(mover.state.legal[0]).catch(() => undefined);
  }
  throw new Error('the match did not end');
}

async function twoPlayerRoom(game = 'hush-auction') {
  const host = await t.api.createRoom({ game, seats: 2, name: 'Ada' });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  return { host, guest };
}

/** A two-player match under way, both players connected and shown the table. */
async function startedMatch(game = 'hush-auction') {
  const { host, guest } = await twoPlayerRoom(game);
  const a = join(host.roomId, { token: host.token });
  const g = join(host.roomId, { token: guest.token });
  await waitFor(() => a.state.connected && g.state.connected, 'connections');
  const { matchId } = await t.api.start(host.roomId, host.token);
  await waitFor(
    () => a.state.matchId === matchId && g.state.matchId === matchId && a.state.view !== null && g.state.view !== null,
    'the match',
  );
  return { host, guest, a, g, matchId };
}

describe('chat', () => {
  test('seats and spectators chat; lines keep their step, replay with the match, and come back on hello', async () => {
    const { host, guest } = await twoPlayerRoom();
    const a = join(host.roomId, { token: host.token });
    const g = join(host.roomId, { token: guest.token });
    const spec = join(host.roomId, { inviteCode: host.inviteCode });
    await waitFor(() => a.state.connected && g.state.connected && spec.state.connected, 'connections');
    a.say('  hello <b>table</b>  ');
    await waitFor(() => g.state.chat.length === 1 && spec.state.chat.length === 1, 'the lobby line');
    expect(g.state.chat[0]).toMatchObject({
      seat: 0,
      author: 'Ada',
      text: 'hello <b>table</b>',
      matchId: null,
      step: null,
    });

    const { matchId } = await t.api.start(host.roomId, host.token);
    await waitFor(() => a.state.matchId === matchId && a.state.view !== null, 'the match');
    await a.send(a.state.legal[0]).catch(async () => g.send(g.state.legal[0]));
    await waitFor(() => spec.state.version >= 1, 'the first move');
    spec.say('nice move');
    await waitFor(() => a.state.chat.length === 2, 'the spectator line');
    expect(a.state.chat[1]).toMatchObject({
      seat: null,
      author: expect.stringMatching(/^Spectator \d+$/),
      matchId,
      step: spec.state.version,
    });

    // A newcomer gets the room's lines at once.
    const late = join(host.roomId, { inviteCode: host.inviteCode });
    await waitFor(() => late.state.chat.length === 2, 'history on hello');
    expect(late.state.chat.map((l) => l.text)).toEqual(['hello <b>table</b>', 'nice move']);
    // Read back on hello, every line is what its speakers were sent when it was said, to the millisecond.
    expect(late.state.chat).toEqual(a.state.chat);

    const steps = await t.api.steps(host.roomId, matchId, { token: host.token });
    expect(steps.chat.map((l) => [l.text, l.step])).toEqual([['nice move', 1]]);
  });

  test('refusals: empty, too long, control characters, NUL, too fast, and spectators muted by the host', async () => {
    const { host, guest } = await twoPlayerRoom();
    const a = join(host.roomId, { token: host.token });
    const spec = join(host.roomId, { inviteCode: host.inviteCode });
    await waitFor(() => a.state.connected && spec.state.connected, 'connections');

    let r = nextRejection(a);
    a.say('   ');
    expect(await r).toMatchObject({ code: 'bad_chat', message: 'Type something to say first.' });
    r = nextRejection(a);
    a.say('x'.repeat(301));
    expect(await r).toMatchObject({ code: 'bad_chat', message: 'Chat lines are at most 300 characters.' });
    r = nextRejection(a);
    a.say('two\nlines');
    expect((await r).code).toBe('bad_chat');
    r = nextRejection(a);
    a.say('nul \u0000 here');
    expect((await r).code).toBe('nul_character');
    r = nextRejection(a);
    a.raw(`{"type":"chat","text":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect((await r).code).toBe('too_deep');

    // Five lines at once are fine; the sixth is too fast and is not stored.
    for (let i = 0; i < 5; i++) a.say(`line ${i}`);
    r = nextRejection(a);
    a.say('line 5');
    expect((await r).code).toBe('chat_too_fast');
    await waitFor(() => a.state.chat.length === 5, 'five lines');

    expect(await refusal(t.api.spectatorChat(host.roomId, guest.token, false))).toMatchObject({ code: 'not_host' });
    const muted = await t.api.spectatorChat(host.roomId, host.token, false);
    expect(muted.spectatorChat).toBe(false);
    await waitFor(() => spec.state.room?.spectatorChat === false, 'the mute reaches the spectator');
    r = nextRejection(spec);
    spec.say('can you hear me');
    expect(await r).toMatchObject({ code: 'chat_muted', message: 'The host has turned off chat for spectators.' });
    const stored = await t.server.db.chatMessage.count({ where: { roomId: host.roomId } });
    expect(stored).toBe(5);
  });
});

describe("chat: the room's own limit", () => {
  test('several connections together cannot outpace the room: the line over its limit is refused and not stored', async () => {
    const host = await t.api.createRoom({ game: 'urbania', seats: 3, name: 'Ada' });
    const others = [
      await t.api.join({ inviteCode: host.inviteCode, name: 'Bea' }),
      await t.api.join({ inviteCode: host.inviteCode, name: 'Cy' }),
    ];
    const conns = [host, ...others].map((g) => join(host.roomId, { token: g.token }));
    await waitFor(() => conns.every((c) => c.state.connected), 'connections');
    const refusals: string[] = [];
    for (const c of conns) c.onRejection((r) => refusals.push(`${r.code}: ${r.message}`));
    for (let i = 0; i < 4; i++) for (const c of conns) c.say(`line ${i}`);
    await waitFor(() => refusals.length > 0, 'a refusal');
    expect(refusals[0]).toBe('chat_too_fast: This table is chatting faster than anyone can read; wait a moment.');
    // Every line said is answered (stored and sent back, or refused) before counting what was stored.
    await waitFor(() => conns.every((c) => c.state.chat.length + refusals.length >= 12), 'every line answered');
    expect(await t.server.db.chatMessage.count({ where: { roomId: host.roomId } })).toBe(12 - refusals.length);
  });
});

describe('seats in the lobby', () => {
  test('a name already at the table is refused (letter case aside); rename; leave hands the host role on', async () => {
    const host = await t.api.createRoom({ game: 'urbania', seats: 3, name: 'Ada' });
    expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name: 'ada' }))).toMatchObject({
      status: 409,
      code: 'name_taken',
      message: 'Someone at this table is already called "Ada"; pick another name.',
    });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    expect(await refusal(t.api.rename(host.roomId, guest.token, 'ADA'))).toMatchObject({ code: 'name_taken' });
    const renamed = await t.api.rename(host.roomId, guest.token, 'Hopper');
    expect(renamed.seats[1].name).toBe('Hopper');
    // Keeping one's own name (another case) is no clash.
    expect((await t.api.rename(host.roomId, guest.token, 'hopper')).seats[1].name).toBe('hopper');

    await t.api.leave(host.roomId, host.token);
    const after = await t.api.status(host.roomId, { token: guest.token });
    expect(after.seats.map((s) => [s.name, s.isHost])).toEqual([
      [null, false],
      ['hopper', true],
      [null, false],
    ]);
    expect(await refusal(t.api.status(host.roomId, { token: host.token }))).toMatchObject({ code: 'bad_token' });
    expect(await refusal(t.api.leave(host.roomId, guest.token))).toMatchObject({ code: 'host_alone' });
  });

  test('the host frees a seat (its player is told and its token stops working) and sends a spectator away', async () => {
    const host = await t.api.createRoom({ game: 'urbania', seats: 3, name: 'Ada' });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    await t.api.addBot(host.roomId, host.token, 2);
    const g = join(host.roomId, { token: guest.token });
    const spec = join(host.roomId, { inviteCode: host.inviteCode });
    await waitFor(() => g.state.connected && spec.state.connected, 'connections');
    await waitFor(() => (g.state.room?.spectators.length ?? 0) === 1, 'the spectator listed');

    expect(await refusal(t.api.removeSeat(host.roomId, guest.token, 0))).toMatchObject({ code: 'not_host' });
    expect(await refusal(t.api.removeSeat(host.roomId, host.token, 0))).toMatchObject({ code: 'own_seat' });
    const told = nextRejection(g);
    const freed = await t.api.removeSeat(host.roomId, host.token, 1);
    expect(freed.seats[1]).toMatchObject({ name: null, taken: false });
    expect(await told).toMatchObject({ code: 'removed' });
    expect(await refusal(t.api.status(host.roomId, { token: guest.token }))).toMatchObject({ code: 'bad_token' });
    expect((await t.api.removeSeat(host.roomId, host.token, 2)).seats[2]).toMatchObject({ isBot: false, taken: false });

    const id = (await t.api.status(host.roomId, { token: host.token })).spectators[0].id;
    const away = nextRejection(spec);
    await t.api.removeSpectator(host.roomId, host.token, id);
    expect(await away).toMatchObject({ code: 'removed', message: 'The host asked you to stop watching this room.' });
    expect(await refusal(t.api.removeSpectator(host.roomId, host.token, id))).toMatchObject({ code: 'no_spectator' });
    // The same address cannot come straight back as a spectator.
    const again = new WebSocket(t.wsUrl);
    const answer = await new Promise<{ code?: string }>((resolve) => {
      again.on('open', () =>
        again.send(
          JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, roomId: host.roomId, inviteCode: host.inviteCode }),
        ),
      );
      again.on('message', (d) => resolve(JSON.parse(d.toString()) as { code?: string }));
    });
    again.close();
    expect(answer.code).toBe('removed');
  });
});

describe('absent players and the rematch', () => {
  test('any player (not only the host) hands an absent seat to a bot, and the seat returns with its player', async () => {
    const { host, guest } = await twoPlayerRoom('urbania');
    const a = join(host.roomId, { token: host.token });
    await waitFor(() => a.state.connected, 'host');
    await t.api.start(host.roomId, host.token);
    await waitFor(
      () => a.state.room?.status === 'playing' && a.state.room.seats[1].handOverIn !== null,
      'the guest counted absent',
    );
    expect(a.state.room?.seats[1]).toMatchObject({ connected: false, handOverIn: 0, standIn: false });
    // The guest, absent, cannot hand themselves over; the host can; then the guest comes back.
    expect(await refusal(t.api.standIn(host.roomId, guest.token, 1))).toMatchObject({ code: 'own_seat' });
    a.close();
    const g = join(host.roomId, { token: guest.token });
    await waitFor(() => g.state.room?.seats[0].handOverIn === 0, 'the host counted absent');
    const handed = await t.api.standIn(host.roomId, guest.token, 0);
    expect(handed.seats[0]).toMatchObject({ standIn: true, isBot: true });
    // The bot plays the host's turns while the guest plays theirs: the game moves on without the host.
    const matchId = handed.matchId as string;
    const before = await t.server.db.action.count({ where: { matchId, seat: 0 } });
    for (let i = 0; i < 400 && (await t.server.db.action.count({ where: { matchId, seat: 0 } })) === before; i++) {
      if (g.state.prompts.some((p) => p.seat === 1) && g.state.legal.length > 0)
        await g.send(g.state.legal[0]).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 10));
    }
    expect(await t.server.db.action.count({ where: { matchId, seat: 0 } })).toBeGreaterThan(before);
    const back = join(host.roomId, { token: host.token });
    await waitFor(() => back.state.room?.seats[0].standIn === false, 'the seat returned');
  });

  test('after the final scores every player accepts the rematch: a new match starts with the same seats and no new link', async () => {
    const { host, guest, a, g, matchId } = await startedMatch();
    expect(await refusal(t.api.rematch(host.roomId, host.token, true))).toMatchObject({ code: 'no_rematch' });
    await playToEnd([a, g]);
    await waitFor(() => g.state.room?.status === 'finished', 'the end reaches both');

    const first = await t.api.rematch(host.roomId, host.token, true);
    expect(first.seats.map((s) => s.rematch)).toEqual([true, false]);
    expect(first.status).toBe('finished');
    const second = await t.api.rematch(host.roomId, guest.token, true);
    expect(second.status).toBe('playing');
    expect(second.matchId).not.toBe(matchId);
    expect(second.matchesPlayed).toBe(1);
    await waitFor(
      () => a.state.matchId === second.matchId && g.state.matchId === second.matchId && g.state.version === 0,
      'the new match on the open connections',
    );
    expect(g.state.log.length).toBeLessThan(5);
    const matches = await t.server.db.match.findMany({ where: { roomId: host.roomId } });
    expect(new Set(matches.map((m) => m.seed)).size).toBe(2);
  });

  test('answers arriving together start exactly one rematch: both players at once, or one player clicking twice', async () => {
    const { host, guest, a, g } = await startedMatch();
    await playToEnd([a, g]);
    await Promise.all([t.api.rematch(host.roomId, host.token, true), t.api.rematch(host.roomId, guest.token, true)]);
    const matches = () => t.server.db.match.count({ where: { roomId: host.roomId } });
    expect(await matches()).toBe(2);
    expect((await t.api.status(host.roomId, { token: host.token })).seats.map((s) => s.rematch)).toEqual([
      false,
      false,
    ]);

    const solo = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Solo' });
    await t.api.addBot(solo.roomId, solo.token, 1);
    const s = join(solo.roomId, { token: solo.token });
    await waitFor(() => s.state.connected, 'solo');
    await t.api.start(solo.roomId, solo.token);
    await waitFor(() => s.state.view !== null, 'the solo match');
    await playToEnd([s]);
    const clicks = await Promise.allSettled([
      t.api.rematch(solo.roomId, solo.token, true),
      t.api.rematch(solo.roomId, solo.token, true),
    ]);
    expect(clicks.some((c) => c.status === 'fulfilled')).toBe(true);
    expect(await t.server.db.match.count({ where: { roomId: solo.roomId } })).toBe(2);
  });

  test('declining the rematch leaves the seat; the room goes back to the lobby for the others', async () => {
    const { host, guest, a, g } = await startedMatch();
    await playToEnd([a, g]);
    await t.api.rematch(host.roomId, host.token, true);
    await t.api.rematch(host.roomId, guest.token, false);
    await waitFor(
      () => a.state.room?.status === 'lobby' && a.state.view === null && a.state.matchId === null,
      'the lobby again',
    );
    expect(a.state.room?.seats.map((s) => [s.name, s.rematch])).toEqual([
      ['Ada', false],
      [null, false],
    ]);
    // The same invitation seats someone new.
    const next = await t.api.join({ inviteCode: host.inviteCode, name: 'Linus' });
    expect(next.seat).toBe(1);
  });
});

describe('move numbers', () => {
  test('a move numbered 2^31-1 is refused, and the seat goes on moving with its own numbers', async () => {
    const { a, g } = await startedMatch('urbania');
    const mover = [a, g].find((c) => c.state.prompts.some((p) => p.seat === c.state.seat)) as MatchConnection;
    const refused = nextRejection(mover);
    mover.raw({ type: 'action', clientSeq: 2 ** 31 - 1, version: mover.state.version, action: mover.state.legal[0] });
    expect(await refused).toMatchObject({ code: 'bad_sequence' });
    expect(await mover.send(mover.state.legal[0])).toBe(1);
  });
});

describe('turn clock', () => {
  test("a room with a clock shows each player's bank, running only for the seat the game waits for", async () => {
    expect(
      await refusal(t.api.createRoom({ game: 'urbania', seats: 2, name: 'Ada', turnClockSeconds: 5 })),
    ).toMatchObject({ code: 'bad_request' });
    expect(
      await refusal(t.api.createRoom({ game: 'urbania', seats: 2, name: 'Ada', turnClockSeconds: 2 ** 31 })),
    ).toMatchObject({ code: 'bad_request' });
    const host = await t.api.createRoom({ game: 'urbania', seats: 2, name: 'Ada', turnClockSeconds: 120 });
    await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    const a = join(host.roomId, { token: host.token });
    await waitFor(() => a.state.connected, 'host');
    expect(a.state.room?.turnClockSeconds).toBe(120);
    const { matchId } = await t.api.start(host.roomId, host.token);
    await waitFor(() => a.state.room?.status === 'playing' && a.state.view !== null, 'the match');
    const rt = await t.server.matches.runtime(matchId);
    const waiting = rt.game.seatsToAct(rt.state);
    await waitFor(() => (a.state.room?.seats.filter((s) => s.clockRunning).length ?? 0) > 0, 'a running clock');
    const seats = a.state.room?.seats ?? [];
    expect(seats.filter((s) => s.clockRunning).map((s) => s.index)).toEqual(waiting);
    for (const s of seats) expect(s.clock).toBeGreaterThan(100);
  });

  test('a restarted server goes on with the time each player had left after their last turn', async () => {
    const first = await startTestServer();
    const host = await first.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', turnClockSeconds: 120 });
    const guest = await first.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    const a = connect(first, host.roomId, { token: host.token });
    try {
      await waitFor(() => a.state.connected, 'host');
      await first.api.start(host.roomId, host.token);
      await waitFor(() => a.state.view !== null && a.state.legal.length > 0, 'the first bid');
      await new Promise((r) => setTimeout(r, 1200));
      // Ada bids: the game no longer waits for her, so her clock stops and her bank is kept.
      await a.send(a.state.legal[0]);
      await waitFor(() => a.state.room?.seats[0].clockRunning === false, 'her clock stopped');
      const left = a.state.room?.seats[0].clock as number;
      expect(left).toBeLessThan(119);
    } finally {
      a.close();
      await first.stop();
    }
    const second = await startTestServer({ databaseUrl: first.databaseUrl });
    try {
      const status = await second.api.status(host.roomId, { token: guest.token });
      expect(status.seats[0].clock).toBeLessThan(119);
      expect(status.seats[0].clock).toBeGreaterThan(100);
      expect(status.seats[1]).toMatchObject({ clockRunning: true });
    } finally {
      await second.stop();
    }
  });
});
