import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * A text message as the bytes a server puts on the wire for it (RFC 6455,
 * section 5.2): one final frame, opcode text, unmasked, uncompressed.
 *
 * After every move most connections of a match receive the very same
 * message. `ws` frames each send anew (a header allocated per send, written
 * with the message as a corked pair) and goes through the stream machinery
 * twice; a message framed once and written whole to each connection's
 * socket costs one plain write per connection. Framing here is only sound
 * while `ws` writes every frame of its own at once, as it does when no
 * extension (compression) was negotiated: see rawSocketOf.
 */
export function wireTextFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    // A Buffer is far shorter than 2^53 bytes: the high half of the 64-bit length is 0.
    frame.writeUInt32BE(Math.floor(n / 0x1_0000_0000), 2);
    frame.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * The socket under a WebSocket, when framed messages may be written to it
 * directly; null when they may not. With compression negotiated `ws` may
 * hold a frame back while it deflates it, and a message written past it
 * would arrive out of order; without any extension every frame `ws` sends is
 * written at once, so whole frames written beside them stay whole and in order.
 */
export function rawSocketOf(socket: WebSocket, underlying: Duplex): Duplex | null {
  return socket.extensions === '' ? underlying : null;
}
