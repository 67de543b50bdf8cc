import WebSocket from 'ws';
import { serverMessageSchema, type ServerMessage } from '@sprawl/protocol';

/**
 * A bare `ws` client for tests that must send what the SDK never would
 * (broken JSON, binary frames, oversized frames). Every frame it receives must
 * still be a valid server message.
 */
export class RawClient {
  readonly received: ServerMessage[] = [];
  private readonly waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = serverMessageSchema.parse(JSON.parse(data.toString()));
      this.received.push(msg);
      for (const w of [...this.waiters]) {
        if (w.pred(msg)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(msg);
        }
      }
    });
    ws.on('close', () => (this.closed = true));
  }

  static open(url: string): Promise<RawClient> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawClient(ws)));
      ws.once('error', reject);
    });
  }

  send(data: unknown): void {
    this.ws.send(typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data));
  }

  /** The next message (from now on) that satisfies `pred`. */
  next<T extends ServerMessage['type']>(
    type: T,
    pred: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ms = 5000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message within ${ms} ms`)), ms);
      this.waiters.push({
        pred: (m) => m.type === type && pred(m as Extract<ServerMessage, { type: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<ServerMessage, { type: T }>);
        },
      });
    });
  }

  /** Sends `data` and returns the rejection it causes. */
  async rejection(data: unknown): Promise<Extract<ServerMessage, { type: 'rejected' }>> {
    const r = this.next('rejected');
    this.send(data);
    return r;
  }

  /** The connection still answers. */
  async ping(): Promise<void> {
    const p = this.next('pong');
    this.send({ type: 'ping' });
    await p;
  }

  close(): void {
    this.ws.close();
  }
}
