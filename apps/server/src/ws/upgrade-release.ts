import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * @fastify/websocket routes each upgrade through Fastify with a response
 * object made for it, and keeps what that took for the socket's whole life:
 * the response stays attached to the TCP socket (with the request, its
 * headers and the upgrade's first bytes), and the error listener it adds
 * closes over Fastify's request and reply. A seat's socket lives for hours;
 * these came to about 2.5 KB per socket, a quarter of a live match's weight
 * in bench:starts (docs/benchmarks-history.md). Once the WebSocket is open nothing
 * uses them, so they are let go here, and the socket's errors end it, as the
 * plugin's error handler (app.ts) did.
 */
export function releaseUpgrade(socket: WebSocket, req: FastifyRequest): void {
  const tcp = req.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | null;
  tcp?._httpMessage?.detachSocket(tcp);
  socket.removeAllListeners('error');
  socket.on('error', () => socket.terminate());
}
