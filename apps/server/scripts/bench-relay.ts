/**
 * The relay that bench-floor.ts's transport floor measures: a WebSocket
 * server that does for each move exactly what the game server's transport
 * does and nothing else. Its connections come in tables (`/?table=N`); a
 * frame from any of them is answered by one frame of RELAY_FRAME_BYTES sent
 * to every connection of that table, the sender included, as the server
 * sends every seat its patch after a move. No rules, no database, no JSON:
 * what it costs per move is what node, `ws` and the kernel's loopback
 * sockets cost before the server does any work of its own.
 *
 * It runs as a process of its own, with the server's node flags, so that its
 * CPU time can be read from /proc as the server's is; it prints its port.
 */
import { WebSocketServer, type WebSocket } from 'ws';

const frameBytes = Number(process.env.RELAY_FRAME_BYTES ?? 512);
// A text frame of JSON-like bytes, the same Buffer sent to every connection (as the server shares a frame between seats).
const frame = Buffer.from(`{"type":"patch","pad":"${'x'.repeat(Math.max(0, frameBytes - 25))}"}`);

const tables = new Map<string, Set<WebSocket>>();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });

server.on('connection', (socket, request) => {
  const table = new URL(request.url ?? '/', 'http://relay').searchParams.get('table') ?? '';
  const members = tables.get(table) ?? new Set<WebSocket>();
  tables.set(table, members);
  members.add(socket);
  socket.on('message', () => {
    for (const member of members) member.send(frame, { binary: false });
  });
  socket.on('close', () => members.delete(socket));
});

server.on('listening', () => {
  const address = server.address();
  if (typeof address === 'object' && address !== null) console.log(`listening ${address.port}`);
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
