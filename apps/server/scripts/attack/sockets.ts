import WebSocket from 'ws';
import type { Tally } from './tally';

/**
 * The attacker's connections come from loopback addresses other than the
 * normal players' 127.0.0.1 (Linux routes all of 127/8 to the loopback),
 * so that the server's per-address limits treat them as the strangers they
 * are, as they would on the internet.
 */
export const attackerAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;

/** Opens a socket from `address`; counts every frame it receives and how it closes. Null if the server refused it. */
export function openSocket(url: string, address: string, tally: Tally): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress: address });
    ws.on('message', (data) => tally.frame(String(data)));
    ws.once('open', () => resolve(ws));
    ws.on('close', (code) => {
      // Only the server's closes are counted: the attacker ending its own sockets says nothing.
      if (!leaving.has(ws)) tally.add(`closed by server ${code}`);
      resolve(null);
    });
    ws.on('error', () => {
      tally.add('socket error');
      resolve(null);
    });
  });
}

const leaving = new WeakSet<WebSocket>();

/** Ends one of the attacker's own sockets, without counting it as closed by the server. */
export function drop(ws: WebSocket): void {
  // A socket the server has begun to close is the server's close, and is counted as one when it ends.
  if (ws.readyState === WebSocket.OPEN) leaving.add(ws);
  ws.terminate();
}

/** Sends `frame` whenever the socket has room, until `until`; as fast as the connection takes it. */
export async function flood(ws: WebSocket, frame: string, until: number, tally: Tally): Promise<void> {
  while (Date.now() < until && ws.readyState === WebSocket.OPEN) {
    if (ws.bufferedAmount > 1024 * 1024) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    ws.send(frame);
    tally.sent++;
    // Let replies and closes be read between frames.
    if (tally.sent % 20 === 0) await new Promise((r) => setImmediate(r));
  }
}
