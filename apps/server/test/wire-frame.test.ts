import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROTOCOL_VERSION } from '@sprawl/protocol';
import WebSocket, { WebSocketServer } from 'ws';
import { rawSocketOf, wireTextFrame } from '../src/ws/wire-frame';
import { startTestServer } from './harness';
import { RawClient } from './raw-client';

jest.setTimeout(30_000);

/** The frame reader `ws` itself uses, which it exports at run time though @types/ws leaves it out. */
interface FrameReader {
  on(event: 'message', listener: (data: Buffer, binary: boolean) => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
  write(bytes: Buffer): void;
}
const { Receiver } = WebSocket as unknown as { Receiver: new (options: { isServer: boolean; maxPayload: number }) => FrameReader };

/** What a client's frame reader makes of some bytes: the messages, as text, and whether each came as binary. */
function readAsClient(bytes: Buffer): { text: string; binary: boolean }[] {
  const messages: { text: string; binary: boolean }[] = [];
  const receiver = new Receiver({ isServer: false, maxPayload: 0 });
  receiver.on('message', (data: Buffer, binary: boolean) => messages.push({ text: data.toString('utf8'), binary }));
  receiver.on('error', (err) => {
    throw err;
  });
  receiver.write(bytes);
  return messages;
}

describe('a text message framed for the wire', () => {
  // Every boundary of the three length forms: 7 bits, 16 bits and 64 bits.
  test.each([0, 1, 125, 126, 127, 65_535, 65_536, 200_000])('%d bytes read back as that one text message', (n) => {
    const payload = Buffer.alloc(n, 'a');
    // A two-byte character inside, so that the length in bytes is not the length in characters.
    if (n >= 4) payload.write('é', n >> 1);
    const text = payload.toString('utf8');
    expect(readAsClient(wireTextFrame(payload))).toEqual([{ text, binary: false }]);
  });

  test('frames written back to back stay whole and in order', () => {
    const parts = ['{"a":1}', 'x'.repeat(300), 'y'.repeat(70_000)].map((s) => Buffer.from(s));
    expect(readAsClient(Buffer.concat(parts.map(wireTextFrame))).map((m) => m.text)).toEqual(parts.map((p) => p.toString()));
  });
});

describe('which sockets take framed messages directly', () => {
  async function negotiated(perMessageDeflate: boolean): Promise<{ extensions: string; direct: boolean }> {
    const server = http.createServer();
    const wss = new WebSocketServer({ server, perMessageDeflate });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const accepted = new Promise<{ extensions: string; direct: boolean }>((resolve) => {
      wss.on('connection', (socket, req) => resolve({ extensions: socket.extensions, direct: rawSocketOf(socket, req.socket) !== null }));
    });
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { perMessageDeflate });
    const [result] = await Promise.all([accepted, new Promise((resolve) => client.once('open', resolve))]);
    client.close();
    wss.close();
    server.close();
    return result;
  }

  test('without extensions: yes', async () => {
    expect(await negotiated(false)).toEqual({ extensions: '', direct: true });
  });

  test('with compression negotiated: no (ws may hold a frame back while it deflates it)', async () => {
    const got = await negotiated(true);
    expect(got.extensions).toContain('permessage-deflate');
    expect(got.direct).toBe(false);
  });

  test('the server writes to the very socket ws reads and writes', async () => {
    const t = await startTestServer();
    try {
      const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ana' });
      const c = await RawClient.open(t.wsUrl);
      const welcome = c.next('welcome');
      c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId: host.roomId, token: host.token });
      await welcome;
      // The hub's connections are private; this test looks inside on purpose.
      const conns = [...(t.server.hub as unknown as { all: Set<{ socket: { _socket: unknown }; raw: unknown }> }).all];
      expect(conns).toHaveLength(1);
      expect(conns[0].raw).not.toBeNull();
      expect(conns[0].raw).toBe(conns[0].socket._socket);
      c.close();
    } finally {
      await t.stop();
    }
  });
});
