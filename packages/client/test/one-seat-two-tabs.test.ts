import { diff, PROTOCOL_VERSION, type PlatformCode, type ServerMessage } from '@sprawl/protocol';
import { MatchConnection, type SocketLike } from '../src';

/**
 * One seat open in two tabs, against a tiny server that judges move numbers
 * as the real one does (a number at or below the seat's last accepted one is
 * a 'duplicate'; a move made on an old step is 'stale_version', followed by
 * the full view). Each tab sees the other's moves only as patches.
 */

const room = {
  id: 'r',
  inviteCode: 'i'.repeat(22),
  game: 'g',
  options: {},
  seatCount: 2,
  status: 'playing' as const,
  seats: [],
  matchId: 'm',
  version: 0,
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
const fields = { matchId: 'm', prompts: [], legal: [{ type: 'add' }], canUndo: false, log: [] };

class Tab implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(private readonly server: TinyServer) {}
  send(data: string) {
    // Answered later, as over a network: moves sent together all reach the server before any answer comes back.
    queueMicrotask(() => this.server.receive(this, JSON.parse(data)));
  }
  close() {
    this.readyState = 3;
  }
  push(msg: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

class TinyServer {
  version = 0;
  total = 0;
  lastSeq = -1;
  refusals: string[] = [];
  readonly tabs: Tab[] = [];
  full(tab: Tab) {
    tab.push({
      type: 'state',
      ...fields,
      version: this.version,
      view: { total: this.total },
      nextClientSeq: this.lastSeq + 1,
    });
  }
  /** A move by the other seat (a bot): a step that spends no number of this seat. */
  otherSeatMoves() {
    const before = { total: this.total };
    this.total += 100;
    this.version += 1;
    for (const t of this.tabs)
      t.push({
        type: 'patch',
        ...fields,
        from: this.version - 1,
        version: this.version,
        patch: diff(before, { total: this.total }),
      });
  }
  receive(tab: Tab, msg: Record<string, unknown>) {
    if (msg.type === 'hello') {
      tab.push({ type: 'welcome', v: PROTOCOL_VERSION, role: 'seat', seat: 0, room });
      return this.full(tab);
    }
    if (msg.type !== 'action') return;
    const seq = msg.clientSeq as number;
    const refuse = (code: PlatformCode) => {
      this.refusals.push(code);
      tab.push({ type: 'rejected', clientSeq: seq, code, message: code });
      this.full(tab);
    };
    if (seq <= this.lastSeq) return refuse('duplicate');
    if (msg.version !== this.version) return refuse('stale_version');
    this.lastSeq = seq;
    const before = { total: this.total };
    this.total += 1;
    this.version += 1;
    for (const t of this.tabs) {
      t.push({
        type: 'patch',
        ...fields,
        from: this.version - 1,
        version: this.version,
        patch: diff(before, { total: this.total }),
        ...(t === tab ? { ack: seq } : {}),
      });
    }
  }
  open(): MatchConnection {
    return new MatchConnection({
      url: 'ws://x/ws',
      roomId: 'r',
      token: 't'.repeat(43),
      reconnect: false,
      socket: () => {
        const tab = new Tab(this);
        this.tabs.push(tab);
        queueMicrotask(() => {
          tab.readyState = 1;
          tab.onopen?.({});
        });
        return tab;
      },
    });
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('one seat in two tabs', () => {
  test('moves made in turn from either tab are all played; none is refused as already played', async () => {
    const server = new TinyServer();
    const a = server.open();
    const b = server.open();
    await settle();
    const order = [a, b, a, a, b, b, b, a, b, a];
    for (const [i, tab] of order.entries()) {
      if (i % 3 === 2) server.otherSeatMoves();
      const version = await tab.send({ type: 'add' });
      expect(version).toBe(server.version);
    }
    expect(server.refusals).toEqual([]);
    expect(server.total % 100).toBe(order.length);
    expect(a.state.version).toBe(server.version);
    expect(b.state.version).toBe(server.version);
  });

  test("a tab whose number ran ahead (a refused move) does not make the other tab's next move a false duplicate", async () => {
    const server = new TinyServer();
    const a = server.open();
    const b = server.open();
    await settle();
    // Three moves sent at once from A: the first is played, the other two were made on an old step and spend their numbers for nothing.
    const sent = [a.send({ type: 'add' }), a.send({ type: 'add' }), a.send({ type: 'add' })];
    await expect(sent[0]).resolves.toBe(1);
    await expect(sent[1]).rejects.toMatchObject({ code: 'stale_version' });
    await expect(sent[2]).rejects.toMatchObject({ code: 'stale_version' });
    await expect(a.send({ type: 'add' })).resolves.toBe(2);
    // B is far behind A's numbers: its move is refused for its number once, then sent again and played.
    await expect(b.send({ type: 'add' })).resolves.toBe(3);
    expect(server.refusals).toContain('duplicate');
    expect(server.total).toBe(3);
  });

  test('a duplicate whose step was played meanwhile is not sent again', async () => {
    const server = new TinyServer();
    const a = server.open();
    await settle();
    server.lastSeq = 10;
    // The full view after the refusal comes one step later: something was played, so the move is not repeated.
    const orig = server.full.bind(server);
    server.full = (tab) => {
      server.otherSeatMoves();
      orig(tab);
    };
    await expect(a.send({ type: 'add' })).rejects.toMatchObject({ code: 'duplicate' });
    expect(server.total).toBe(100);
  });
});
