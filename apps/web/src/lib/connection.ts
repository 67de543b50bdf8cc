import { MatchConnection, type SocketLike } from '@sprawl/client';
import type { MatchSource } from './source';
import { speakRefusals } from '../i18n/spoken-source';

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

/** A live connection to a room through the client SDK, as a table's MatchSource; the game's wing narrows its types. */
export function connectRoom(roomId: string, auth: { token?: string; inviteCode?: string }): MatchSource {
  const conn = new MatchConnection({
    url: wsUrl(),
    roomId,
    ...auth,
    socket: (url) => new WebSocket(url) as unknown as SocketLike,
  });
  // For the end-to-end tests: drop the socket as a network failure would; the SDK reconnects.
  const source = conn as unknown as MatchSource;
  source.debugDrop = () => conn.drop();
  return speakRefusals(source);
}
