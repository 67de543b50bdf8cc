import { diff, PROTOCOL_VERSION, type ServerMessage } from '@sprawl/protocol';
import { MatchConnection, RoomsApi, ApiError, socketUrl, type SocketLike } from '../src';

/** A socket the test drives by hand: what the client sends is recorded, what the server says is injected. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(msg: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const room = {
  id: 'r',
  inviteCode: 'i'.repeat(22),
  game: 'urban-sprawl' as const,
  options: { variant: 'standard' },
  seatCount: 2,
  status: 'playing' as const,
  seats: [],
  matchId: 'm',
  version: 1,
  continues: null,
  spectatorChat: true,
  turnClockSeconds: null,
  spectators: [],
  matchesPlayed: 0,
  name: 'Test table',
  pace: { kind: 'live' as const },
  lastMoveAt: null,
  learning: false,
};
const fields = { matchId: 'm', prompts: [], legal: [{ type: 'endTurn' }], canUndo: false, log: [] };

function setup() {
  const sockets: FakeSocket[] = [];
  const conn = new MatchConnection<{ n: number; list: string[] }>({
    url: 'ws://x/ws',
    roomId: 'r',
    token: 't'.repeat(43),
    reconnectDelayMs: 1,
    socket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  sockets[0].open();
  sockets[0].push({ type: 'welcome', v: PROTOCOL_VERSION, role: 'seat', seat: 1, room });
  sockets[0].push({ type: 'state', ...fields, version: 5, view: { n: 1, list: ['a'] }, nextClientSeq: 0 });
  return { conn, sockets };
}

describe('MatchConnection', () => {
  test('chat: the history replaces, new lines append, and a line arriving twice or late is kept once, in order', () => {
    const { conn, sockets } = setup();
    const line = (id: number) => ({
      id,
      seat: 0,
      author: 'Ada',
      text: `line ${id}`,
      matchId: null,
      step: null,
      at: '2026-11-24T00:00:00.000Z',
    });
    sockets[0].push({ type: 'chat', lines: [line(1), line(2)], replace: true });
    sockets[0].push({ type: 'chat', lines: [line(4)], replace: false });
    sockets[0].push({ type: 'chat', lines: [line(3), line(4)], replace: false });
    expect(conn.state.chat.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    sockets[0].push({ type: 'chat', lines: [line(9)], replace: true });
    expect(conn.state.chat.map((l) => l.id)).toEqual([9]);
  });

  test('says hello, then keeps its view up to date by applying patches', () => {
    const { conn, sockets } = setup();
    expect(sockets[0].sent[0]).toEqual({ type: 'hello', v: PROTOCOL_VERSION, roomId: 'r', token: 't'.repeat(43) });
    expect(conn.state).toMatchObject({ connected: true, seat: 1, version: 5, view: { n: 1, list: ['a'] } });
    const next = { n: 2, list: ['b', 'a'] };
    sockets[0].push({
      type: 'patch',
      ...fields,
      version: 6,
      from: 5,
      patch: diff(conn.state.view, next),
      log: [{ text: 'moved' }],
    });
    expect(conn.state).toMatchObject({ version: 6, view: next });
    expect(conn.state.log.toArray()).toEqual([{ text: 'moved' }]);
  });

  test('a patch without prompts, legal moves or undo right leaves them as the previous message said', () => {
    const { conn, sockets } = setup();
    const prompt = { seat: 1, kind: 'bid', text: 'Bid.', options: [{ type: 'bid' }] };
    sockets[0].push({ type: 'patch', ...fields, version: 6, from: 5, patch: [], prompts: [prompt], canUndo: true });
    const { matchId, log } = fields;
    sockets[0].push({ type: 'patch', matchId, log, version: 7, from: 6, patch: [] });
    expect(conn.state).toMatchObject({ version: 7, prompts: [prompt], legal: fields.legal, canUndo: true });
    sockets[0].push({ type: 'patch', matchId, log, version: 8, from: 7, patch: [], prompts: [], legal: [] });
    expect(conn.state).toMatchObject({ version: 8, prompts: [], legal: [], canUndo: true });
  });

  test('a version gap leads to one resync request; patches are ignored until the full view arrives', () => {
    const { conn, sockets } = setup();
    sockets[0].push({
      type: 'patch',
      ...fields,
      version: 8,
      from: 7,
      patch: [{ op: 'replace', path: '/n', value: 9 }],
    });
    sockets[0].push({
      type: 'patch',
      ...fields,
      version: 9,
      from: 8,
      patch: [{ op: 'replace', path: '/n', value: 10 }],
    });
    expect(sockets[0].sent.filter((m) => m.type === 'resync')).toHaveLength(1);
    expect(conn.state.version).toBe(5);
    sockets[0].push({ type: 'state', ...fields, version: 9, view: { n: 10, list: [] }, nextClientSeq: 0 });
    expect(conn.state).toMatchObject({ version: 9, view: { n: 10, list: [] } });
  });

  test('a patch that does not fit the local view also leads to a resync', () => {
    const { sockets } = setup();
    sockets[0].push({
      type: 'patch',
      ...fields,
      version: 6,
      from: 5,
      patch: [{ op: 'replace', path: '/missing/deep', value: 1 }],
    });
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'resync' });
  });

  test('moves carry a sequence number and the version; they resolve on ack and reject on refusal', async () => {
    const { conn, sockets } = setup();
    const a = conn.send({ type: 'endTurn' });
    const b = conn.send({ type: 'endTurn' });
    expect(sockets[0].sent.slice(-2)).toEqual([
      { type: 'action', clientSeq: 0, version: 5, action: { type: 'endTurn' } },
      { type: 'action', clientSeq: 1, version: 5, action: { type: 'endTurn' } },
    ]);
    sockets[0].push({ type: 'ack', clientSeq: 0, version: 6 });
    sockets[0].push({ type: 'rejected', clientSeq: 1, code: 'stale_version', message: 'Old.' });
    await expect(a).resolves.toBe(6);
    await expect(b).rejects.toMatchObject({ code: 'stale_version', message: 'Old.' });
  });

  test('a move also resolves on the patch that acknowledges it, even when that patch leads to a resync', async () => {
    const { conn, sockets } = setup();
    const a = conn.send({ type: 'endTurn' });
    const b = conn.send({ type: 'endTurn' });
    sockets[0].push({
      type: 'patch',
      ...fields,
      version: 6,
      from: 5,
      patch: [{ op: 'replace', path: '/n', value: 2 }],
      ack: 0,
    });
    await expect(a).resolves.toBe(6);
    expect(conn.state.version).toBe(6);
    sockets[0].push({ type: 'patch', ...fields, version: 8, from: 7, patch: [], ack: 1 });
    await expect(b).resolves.toBe(8);
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'resync' });
  });

  test('after a drop it reconnects with its token and last version; pending moves are rejected', async () => {
    const { conn, sockets } = setup();
    const pending = conn.send({ type: 'endTurn' });
    sockets[0].close();
    await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
    expect(conn.state.connected).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    sockets[1].open();
    expect(sockets[1].sent[0]).toMatchObject({ type: 'hello', lastVersion: 5 });
    conn.close();
  });

  test('drop() loses the socket as a network failure would, and the connection comes back; close() does not', async () => {
    const { conn, sockets } = setup();
    conn.drop();
    expect(conn.state.connected).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].sent[0]).toMatchObject({ type: 'hello', lastVersion: 5 });
    conn.close();
    await new Promise((r) => setTimeout(r, 10));
    expect(sockets).toHaveLength(2);
  });

  test('frames that are not server messages are reported, not applied', () => {
    const { conn, sockets } = setup();
    const seen: string[] = [];
    conn.onRejection((r) => seen.push(r.code));
    sockets[0].onmessage?.({ data: 'garbage' });
    // JSON, but not what the schemas allow: words of the wrong kind, a counter below zero, a key no message has.
    const broken = [
      {
        type: 'patch',
        ...fields,
        version: 6,
        from: 5,
        patch: [],
        log: [{ text: 't', params: { who: { seat: 'x' } } }],
      },
      { type: 'patch', ...fields, version: 6, from: 5, patch: [{ op: 'move', path: '/n', from: '/m' }] },
      { type: 'state', ...fields, version: 6, view: {}, nextClientSeq: -1 },
      { type: 'room', room: { ...room, seats: [{ index: 0 }] } },
    ];
    for (const msg of broken) sockets[0].onmessage?.({ data: JSON.stringify(msg) });
    expect(seen).toEqual(Array(5).fill('bad_server_message'));
    expect(conn.state.version).toBe(5);
  });
});

describe('RoomsApi', () => {
  test('sends JSON with the bearer token and turns refusals into ApiError', async () => {
    const calls: [string, RequestInit][] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ code: 'not_host', message: 'Only the host can do that.' }), { status: 403 });
    }) as unknown as typeof fetch;
    const api = new RoomsApi('http://h', fake);
    await expect(api.start('r1', 'tok')).rejects.toEqual(new ApiError('not_host', 'Only the host can do that.', 403));
    expect(calls[0][0]).toBe('http://h/api/rooms/r1/start');
    expect((calls[0][1].headers as Record<string, string>).authorization).toBe('Bearer tok');
  });
});

describe('the socket address names the room', () => {
  test('every socket, the first and each reconnect, is opened on the address with ?room=<id>, for a balancer to route on', async () => {
    const urls: string[] = [];
    const sockets: FakeSocket[] = [];
    const conn = new MatchConnection({
      url: 'ws://x/ws',
      roomId: 'r 1/2',
      reconnectDelayMs: 0,
      socket: (url) => {
        urls.push(url);
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    });
    sockets[0].open();
    sockets[0].close();
    await new Promise((r) => setTimeout(r, 10));
    conn.close();
    expect(urls).toEqual(['ws://x/ws?room=r%201%2F2', 'ws://x/ws?room=r%201%2F2']);
  });

  test('a query already in the address is kept, and a room in it is replaced rather than named twice', () => {
    expect(socketUrl('wss://h/ws?debug=1', 'abc')).toBe('wss://h/ws?debug=1&room=abc');
    expect(socketUrl('ws://h/ws?room=old&x=2#frag', 'new')).toBe('ws://h/ws?x=2&room=new');
    expect(socketUrl('ws://h/ws?', 'a')).toBe('ws://h/ws?room=a');
  });
});
