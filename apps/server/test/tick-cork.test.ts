import net from 'node:net';
import { once } from 'node:events';
import { TickCork } from '../src/ws/tick-cork';

/** A connected pair of loopback sockets, and everything the far end reads, chunk by chunk. */
async function socketPair(): Promise<{ near: net.Socket; chunks: Buffer[]; close: () => void }> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const near = net.connect(port, '127.0.0.1');
  const [far] = (await once(server, 'connection')) as [net.Socket];
  await once(near, 'connect');
  const chunks: Buffer[] = [];
  far.on('data', (c: Buffer) => chunks.push(c));
  return {
    near,
    chunks,
    close: () => {
      near.destroy();
      far.destroy();
      server.close();
    },
  };
}

describe('TickCork', () => {
  it("holds every write of a tick and lets them go together once the tick's work is done", async () => {
    const { near, chunks, close } = await socketPair();
    try {
      const cork = new TickCork(near);
      for (const frame of ['one ', 'two ', 'three']) {
        cork.hold();
        near.write(frame);
      }
      // Corked once however many frames: nothing has left yet.
      expect(near.writableCorked).toBe(1);
      expect(near.writableLength).toBe('one two three'.length);
      await new Promise((resolve) => process.nextTick(resolve));
      expect(near.writableCorked).toBe(0);
      // The far end reads what was written (in however many chunks TCP makes of it).
      for (let i = 0; i < 200 && Buffer.concat(chunks).length < 13; i++) await new Promise((r) => setTimeout(r, 5));
      expect(Buffer.concat(chunks).toString()).toBe('one two three');
    } finally {
      close();
    }
  });

  it('corks again in the next tick', async () => {
    const { near, close } = await socketPair();
    try {
      const cork = new TickCork(near);
      cork.hold();
      await new Promise((resolve) => process.nextTick(resolve));
      expect(near.writableCorked).toBe(0);
      cork.hold();
      expect(near.writableCorked).toBe(1);
      await new Promise((resolve) => process.nextTick(resolve));
      expect(near.writableCorked).toBe(0);
    } finally {
      close();
    }
  });
});
