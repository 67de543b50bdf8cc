import { MatchConnection, type SocketLike } from '@sprawl/client';
import type { MatchSource } from './source';
import type { UsView } from './types';

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

/**
 * WORKAROUND (to remove once the SDK/server handle it): the server refuses a
 * move whose sequence number is not above every number this seat used before
 * in the match ("Move number 0 was already received"), but each new
 * MatchConnection counts from 0, so after a reload (or on a second device)
 * the seat could not move any more. Until the server tells the client where
 * to continue, the first number is the larger of the last one this browser
 * used (+1) and the tenths of seconds since 2025 (which also covers a second
 * device: nobody makes ten moves a second). Both fit the server's 32-bit column.
 */
function firstSeq(key: string): number {
  const stored = Number(localStorage.getItem(key) ?? -1);
  const tenths = Math.floor((Date.now() - Date.UTC(2025, 0, 1)) / 100);
  return Math.max(Number.isFinite(stored) ? stored + 1 : 0, tenths);
}

/** A live connection to a room through the client SDK, as the table's MatchSource. */
export function connectRoom(roomId: string, auth: { token?: string; inviteCode?: string }): MatchSource {
  const conn = new MatchConnection<UsView>({
    url: wsUrl(),
    roomId,
    ...auth,
    socket: (url) => new WebSocket(url) as unknown as SocketLike,
  });
  if (auth.token) {
    const key = `sprawl.seq.${roomId}`;
    const internals = conn as unknown as { seq: number };
    internals.seq = firstSeq(key);
    const send = conn.send.bind(conn);
    const undo = conn.undo.bind(conn);
    const remember = () => localStorage.setItem(key, String(internals.seq - 1));
    conn.send = (action: unknown) => {
      const p = send(action);
      remember();
      return p;
    };
    conn.undo = () => {
      const p = undo();
      remember();
      return p;
    };
  }
  // For the end-to-end tests: drop the socket as a network failure would; the SDK reconnects.
  const source = conn as unknown as MatchSource;
  source.debugDrop = () => (conn as unknown as { socket: { close: () => void } | null }).socket?.close();
  return source;
}
