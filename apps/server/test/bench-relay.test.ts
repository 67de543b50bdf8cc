import { WebSocket } from 'ws';
import { measureTransportCpu, startRelay } from '../scripts/bench-floor';

/** Opens a socket to the relay at `table` and collects what it is sent. */
async function seat(port: number, table: number): Promise<{ socket: WebSocket; got: Buffer[] }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?table=${table}`);
  const got: Buffer[] = [];
  socket.on('message', (data) => got.push(data as Buffer));
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
  return { socket, got };
}

const settle = () => new Promise((r) => setTimeout(r, 200));

describe("bench:server's transport floor", () => {
  test('the relay answers a move with one frame of the asked size to every seat of its table, and to no other table', async () => {
    const { child, port } = await startRelay({ frameBytes: 300, nodeFlags: [] });
    try {
      const [a0, a1, b0] = [await seat(port, 0), await seat(port, 0), await seat(port, 1)];
      a0.socket.send('{"type":"action"}');
      await settle();
      expect(a0.got).toHaveLength(1);
      expect(a1.got).toHaveLength(1);
      expect(b0.got).toHaveLength(0);
      expect(a0.got[0].length).toBe(300);
      // A text frame of JSON, as the server's patches are.
      expect(JSON.parse(a0.got[0].toString())).toMatchObject({ type: 'patch' });
      for (const s of [a0, a1, b0]) s.socket.terminate();
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('a short measurement relays moves and reads the CPU they cost (no figure is asserted: it depends on the machine)', async () => {
    const floor = await measureTransportCpu({
      tables: 3,
      seats: 4,
      thinkMs: 5,
      seconds: 1,
      frameBytes: 512,
      nodeFlags: [],
    });
    expect(floor.rate).toBeGreaterThan(0);
    expect(Number.isFinite(floor.cpuPerMoveUs)).toBe(true);
    expect(floor.kernelShare).toBeGreaterThanOrEqual(0);
    expect(floor.kernelShare).toBeLessThanOrEqual(1);
  }, 30_000);
});
