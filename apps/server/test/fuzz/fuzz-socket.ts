import { serverMessageSchema, PROTOCOL_VERSION, type ServerMessage } from '@sprawl/protocol';
import WebSocket from 'ws';

export type Role = 'seat' | 'spectator' | 'anonymous';

/** What every fuzzing connection tallies; the test adds them up and asserts on the problems. */
export interface Tally {
  sent: number;
  received: number;
  codes: Map<string, number>;
  /** Broken promises of the server, each with enough words to find the cause. */
  problems: string[];
  /** Kinds of problem already recorded. */
  seen: Set<string>;
}

export const newTally = (): Tally => ({ sent: 0, received: 0, codes: new Map(), problems: [], seen: new Set() });

/** A refusal must be a short sentence a player can read, under a stable non-empty code. */
const SENTENCE = /^[A-Z"].*[.?!]$/s;
const MAX_REFUSAL = 300;
/** Problems kept per tally: one example of each is enough, thousands would bury the report. */
const MAX_PROBLEMS = 50;

/**
 * A bare `ws` connection used by the fuzzer: it checks every frame the
 * server sends back as it arrives (valid server message; refusals short
 * sentences with a code; never an acknowledgement, since nothing it sends is
 * a legal move), and follows the match version from the states and patches it
 * receives, so that its garbage is aimed at the current position.
 */
export class FuzzSocket {
  version = -1;
  closedWith: number | null = null;
  private pongs: (() => void)[] = [];
  private readonly closed: Promise<number>;

  private constructor(
    readonly ws: WebSocket,
    readonly role: Role,
    private readonly tally: Tally,
  ) {
    ws.on('message', (data) => this.check(String(data)));
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closedWith = code;
        for (const p of this.pongs.splice(0)) p();
        resolve(code);
      }),
    );
    ws.on('error', () => undefined);
  }

  /** Opens a connection and, for a seat or a spectator, says hello with real credentials first. */
  static async open(
    url: string,
    role: Role,
    tally: Tally,
    hello: { roomId: string; token?: string; inviteCode?: string },
  ): Promise<FuzzSocket> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const s = new FuzzSocket(ws, role, tally);
    if (role !== 'anonymous') {
      const welcomed = new Promise<void>((resolve) => ws.once('message', () => resolve()));
      ws.send(
        JSON.stringify({
          type: 'hello',
          v: PROTOCOL_VERSION,
          roomId: hello.roomId,
          ...(role === 'seat' ? { token: hello.token } : { inviteCode: hello.inviteCode }),
        }),
      );
      await welcomed;
    }
    return s;
  }

  /** Records a problem once per kind (`key`), with its first example. */
  private problem(key: string, example: string): void {
    if (this.tally.seen.has(key) || this.tally.problems.length >= MAX_PROBLEMS) return;
    this.tally.seen.add(key);
    this.tally.problems.push(`${this.role}: ${key}: ${example}`);
  }

  private check(text: string): void {
    this.tally.received++;
    let msg: ServerMessage;
    try {
      const parsed = serverMessageSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return this.problem('a frame that is no server message', text.slice(0, 200));
      msg = parsed.data;
    } catch {
      return this.problem('a frame that is not JSON', text.slice(0, 200));
    }
    if (msg.type === 'state' || msg.type === 'patch') this.version = msg.version;
    if (msg.type === 'ack' || (msg.type === 'patch' && msg.ack !== undefined))
      this.problem('a hostile frame was accepted as a move', text.slice(0, 300));
    if (msg.type === 'pong') this.pongs.shift()?.();
    if (msg.type !== 'rejected') return;
    this.tally.codes.set(msg.code, (this.tally.codes.get(msg.code) ?? 0) + 1);
    if (!msg.code) this.problem('a refusal without a code', text.slice(0, 200));
    if (msg.code === 'server_error') this.problem('a handler failed (server_error)', msg.message);
    if (!SENTENCE.test(msg.message))
      this.problem(`a ${msg.code} refusal that is not a sentence`, JSON.stringify(msg.message.slice(0, 200)));
    if (msg.message.length >= MAX_REFUSAL)
      this.problem(
        `a ${msg.code} refusal of ${MAX_REFUSAL} characters or more`,
        `${msg.message.length} characters: ${JSON.stringify(msg.message.slice(0, 160))}…`,
      );
  }

  send(data: string | Buffer, binary: boolean): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.tally.sent++;
    this.ws.send(data, { binary });
  }

  /**
   * Resolves once the server answered a ping sent after everything before
   * it: the server has read every earlier frame. Keeps the fuzzer from
   * piling up more than a batch in the socket, and finds a jammed connection.
   */
  settle(ms: number): Promise<'answered' | 'closed' | 'silent'> {
    if (this.ws.readyState !== WebSocket.OPEN) return Promise.resolve('closed');
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve('silent'), ms);
      this.pongs.push(() => {
        clearTimeout(timer);
        resolve(this.ws.readyState === WebSocket.OPEN ? 'answered' : 'closed');
      });
      this.send('{"type":"ping"}', false);
    });
  }

  /** The close code the server ends this connection with, or null if it stays open `ms` longer. */
  closeCode(ms: number): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((r) => (timer = setTimeout(() => r(null), ms)));
    // The timer goes with the answer, so that no run ends with timers left behind.
    return Promise.race([this.closed, gaveUp]).finally(() => clearTimeout(timer));
  }

  close(): void {
    this.ws.close();
  }
}
