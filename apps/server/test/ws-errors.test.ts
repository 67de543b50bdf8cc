import { MAX_FRAME_BYTES, PROTOCOL_VERSION } from '@sprawl/protocol';
import type { UsState } from '@sprawl/rules';
import { startTestServer, waitFor, type TestServer } from './harness';
import { RawClient } from './raw-client';

jest.setTimeout(30_000);

let t: TestServer;
let roomId: string;
let inviteCode: string;
let tokens: string[];
let matchId: string;

beforeAll(async () => {
  // A low message rate, so that the flood test trips it; every other test sends a handful.
  t = await startTestServer({ config: { wsRatePerSecond: 50, wsRateBurst: 60 } });
  const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ana', options: { variant: 'short' } });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
  ({ roomId, inviteCode } = host);
  tokens = [host.token, guest.token];
  matchId = (await t.api.start(roomId, host.token)).matchId;
});
afterAll(async () => t.stop());

async function seated(seat: number): Promise<RawClient> {
  const c = await RawClient.open(t.wsUrl);
  const state = c.next('state');
  c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId, token: tokens[seat] });
  await state;
  return c;
}

/** The match as stored and as held in memory; a refused message must change neither. */
async function snapshot() {
  const rt = await t.server.matches.runtime(matchId);
  const rows = await t.server.db.action.count({ where: { matchId } });
  const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
  return { version: rt.version, state: JSON.stringify(rt.state), rows, stored: match.version };
}

async function activeSeat(): Promise<number> {
  const rt = await t.server.matches.runtime(matchId);
  return (rt.state as UsState).turn.active;
}

describe('bad input gets a stable code and a readable sentence, changes nothing, and the connection stays usable', () => {
  const cases: [string, (c: RawClient) => unknown, string][] = [
    ['malformed JSON', () => '{"type": "action", ', 'malformed_json'],
    ['an unknown message type', () => ({ type: 'teleport' }), 'unknown_type'],
    ['no type at all', () => [1, 2, 3], 'unknown_type'],
    ['a schema violation', () => ({ type: 'action', clientSeq: 'one', version: 0, action: {} }), 'bad_message'],
    ['an extra field', () => ({ type: 'resync', sneaky: true }), 'bad_message'],
    ['a binary frame', () => Buffer.from([1, 2, 3]), 'binary_frame'],
    [
      'an oversized frame',
      () => JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES + 10) }),
      'frame_too_large',
    ],
    // Once enough to end the process: the refusal printed the client's value, recursing once per level.
    ['a type nested 5,000 levels deep', () => `{"type":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'too_deep'],
    [
      'an action nested 3,000 levels deep',
      () => `{"type":"action","clientSeq":0,"version":0,"action":${'[{"a":'.repeat(1500)}1${'}]'.repeat(1500)}}`,
      'too_deep',
    ],
    ['a long unknown type', () => ({ type: 'x'.repeat(10_000) }), 'unknown_type'],
    [
      'a move number past 2^31',
      () => ({ type: 'action', clientSeq: 2 ** 31, version: 0, action: { type: 'endTurn' } }),
      'bad_message',
    ],
    // The largest number the wire allows would leave the seat no higher number to move with.
    [
      "a move number far ahead of the seat's last",
      () => ({ type: 'action', clientSeq: 2 ** 31 - 1, version: 0, action: { type: 'endTurn' } }),
      'bad_sequence',
    ],
    ['a version past 2^53', () => ({ type: 'undo', clientSeq: 1, version: 2 ** 60 }), 'bad_message'],
    [
      'a NUL character',
      () => '{"type":"action","clientSeq":0,"version":0,"action":{"type":"end\\u0000Turn"}}',
      'nul_character',
    ],
    ['a prototype key', () => '{"type":"resync","__proto__":{"admin":true}}', 'bad_message'],
  ];
  test.each(cases)('%s', async (_name, frame, code) => {
    const c = await seated(0);
    const before = await snapshot();
    const r = await c.rejection(frame(c));
    expect(r.code).toBe(code);
    expect(r.message).toMatch(/^[A-Z"].+\.$/);
    // A refusal never grows with what the client sent.
    expect(r.message.length).toBeLessThan(300);
    expect(await snapshot()).toEqual(before);
    await c.ping();
    c.close();
  });

  test('moves before hello, a wrong token, a missing token, another protocol version', async () => {
    const c = await RawClient.open(t.wsUrl);
    expect((await c.rejection({ type: 'action', clientSeq: 0, version: 0, action: { type: 'endTurn' } })).code).toBe(
      'not_authenticated',
    );
    expect((await c.rejection({ type: 'hello', v: PROTOCOL_VERSION, roomId, token: 'x'.repeat(43) })).code).toBe(
      'bad_token',
    );
    expect((await c.rejection({ type: 'hello', v: PROTOCOL_VERSION, roomId })).code).toBe('no_token');
    expect((await c.rejection({ type: 'hello', v: PROTOCOL_VERSION, roomId, inviteCode: 'y'.repeat(22) })).code).toBe(
      'bad_invite',
    );
    expect((await c.rejection({ type: 'hello', v: 99, roomId, token: tokens[0] })).code).toBe('unsupported_protocol');
    expect((await c.rejection({ type: 'hello', v: PROTOCOL_VERSION, roomId: 'nope', token: tokens[0] })).code).toBe(
      'bad_token',
    );
    // After all that, the right token still works on the same connection.
    const state = c.next('state');
    c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId, token: tokens[1] });
    expect((await state).version).toBe((await snapshot()).version);
    c.close();
  });

  test('a seat acting out of turn, an illegal move, a malformed move, a stale version, a duplicate sequence number', async () => {
    const active = await activeSeat();
    const me = await seated(active);
    const other = await seated(1 - active);
    const before = await snapshot();
    const v = before.version;

    const outOfTurn = await other.rejection({ type: 'action', clientSeq: 0, version: v, action: { type: 'endTurn' } });
    expect(outOfTurn).toMatchObject({ clientSeq: 0, code: 'not_your_turn' });

    const illegal = await me.rejection({
      type: 'action',
      clientSeq: 1,
      version: v,
      action: { type: 'invest', card: 'no-such-card' },
    });
    expect(illegal.clientSeq).toBe(1);
    expect(illegal.code).not.toMatch(/server_error|bad_message/);

    const malformed = await me.rejection({
      type: 'action',
      clientSeq: 2,
      version: v,
      action: { type: 'build', nonsense: true },
    });
    expect(malformed).toMatchObject({ clientSeq: 2, code: 'malformed_action' });

    const fresh = me.next('state');
    const stale = await me.rejection({ type: 'action', clientSeq: 3, version: v + 5, action: { type: 'endTurn' } });
    expect(stale).toMatchObject({ clientSeq: 3, code: 'stale_version' });
    expect(stale.message).toBe(
      `Your table showed step ${v + 5}, but the game is only at step ${v}; nothing was played. Your table has been refreshed.`,
    );
    expect((await fresh).version).toBe(v); // the stale client gets its table back
    expect(await snapshot()).toEqual(before);

    // A legal move is accepted; then the same sequence number again.
    const legal = (me.received.filter((m) => m.type === 'state').pop() as { legal: { type: string }[] }).legal;
    const move = legal.find((a) => a.type === 'endTurn') ?? legal[0];
    // The mover's patch carries the acknowledgement; the other seat's patch does not.
    const ack = me.next('patch');
    const seen = other.next('patch');
    me.send({ type: 'action', clientSeq: 10, version: v, action: move });
    expect(await ack).toMatchObject({ ack: 10, version: v + 1 });
    expect(await seen).not.toHaveProperty('ack');
    await me.ping();
    expect(me.received.filter((m) => m.type === 'ack')).toHaveLength(0);
    const after = await snapshot();
    const statesBefore = me.received.filter((m) => m.type === 'state').length;
    const dup = await me.rejection({ type: 'action', clientSeq: 10, version: v + 1, action: move });
    expect(dup).toMatchObject({ clientSeq: 10, code: 'duplicate' });
    // Said as a move from another tab or an older page, and the current table follows, as for a stale move.
    expect(dup.message).toContain('perhaps in another tab or an older page');
    await waitFor(
      () => me.received.filter((m) => m.type === 'state').length > statesBefore,
      'the current table after the duplicate',
    );
    expect(await snapshot()).toEqual(after);
    // A move made on the table before that one: refused in words a player understands, nothing changes.
    const behind = await me.rejection({ type: 'action', clientSeq: 11, version: v, action: move });
    expect(behind).toMatchObject({ clientSeq: 11, code: 'stale_version' });
    expect(behind.message).toBe(
      `Another move was played just before yours (your table showed step ${v}, the game is at step ${v + 1}), so yours was not. Your table has been refreshed: look again and retry.`,
    );
    expect(await snapshot()).toEqual(after);
    await me.ping();
    await other.ping();
    me.close();
    other.close();
  });

  test('spectators see the match but cannot move', async () => {
    const c = await RawClient.open(t.wsUrl);
    const welcome = c.next('welcome');
    const state = c.next('state');
    c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId, inviteCode });
    expect((await welcome).role).toBe('spectator');
    expect((await state).legal).toEqual([]);
    expect((await c.rejection({ type: 'action', clientSeq: 0, version: 0, action: { type: 'endTurn' } })).code).toBe(
      'spectator',
    );
    c.close();
  });

  test('a flood is throttled: frames over the rate are dropped unread, said once a second, and the connection works again', async () => {
    const c = await seated(0);
    const before = await snapshot();
    for (let i = 0; i < 200; i++) c.send({ type: 'ping' });
    await new Promise((r) => setTimeout(r, 300));
    const limited = c.received.filter((m) => m.type === 'rejected' && m.code === 'rate_limited');
    const pongs = c.received.filter((m) => m.type === 'pong');
    // Answering every dropped frame would let a flood make the server write as much as it reads.
    expect(limited.length).toBe(1);
    expect((limited[0] as { message: string }).message).toMatch(/slow down/);
    expect(pongs.length).toBeGreaterThanOrEqual(50);
    expect(pongs.length).toBeLessThan(200);
    await new Promise((r) => setTimeout(r, 1000));
    await c.ping();
    expect(c.closed).toBe(false);
    expect(await snapshot()).toEqual(before);
    c.close();
  });

  test('a flood that goes on is disconnected; other connections are untouched', async () => {
    const c = await seated(0);
    const other = await seated(1);
    for (let i = 0; i < 2000 && !c.closed; i++) c.send({ type: 'ping' });
    for (let i = 0; i < 100 && !c.closed; i++) await new Promise((r) => setTimeout(r, 10));
    expect(c.closed).toBe(true);
    await other.ping();
    other.close();
  });

  test('a frame far beyond the limit closes that connection only; the server stays up', async () => {
    const c = await RawClient.open(t.wsUrl);
    c.send('x'.repeat(MAX_FRAME_BYTES * 20));
    for (let i = 0; i < 100 && !c.closed; i++) await new Promise((r) => setTimeout(r, 10));
    expect(c.closed).toBe(true);
    const d = await seated(1);
    await d.ping();
    d.close();
  });
});
