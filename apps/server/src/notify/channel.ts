import type { Notice } from '@sprawl/protocol';
import type { RoomContext } from './messages';
import type { OutboxRow } from './outbox';

/** One notification to send on one channel; each sender words it in its reader's language. */
export interface Delivery {
  row: OutboxRow;
  message: Notice;
  ctx: RoomContext;
}

/**
 * The sender of one channel: push, email or the room's webhook. `send`
 * resolves once the receiving service took the notification (or there was
 * nobody left to send it to), throws GiveUp when trying again cannot help (a
 * refused address, a 4xx), and throws anything else for a failure worth
 * another try later.
 */
export interface Sender {
  send(delivery: Delivery): Promise<void>;
}

/** Each destination (an endpoint, an address, a URL) may get this many notifications; the channel asks before each. */
export interface AddressLimit {
  allow(key: string): boolean;
}

/** A failure that no retry can mend. */
export class GiveUp extends Error {}

/** A failure to try again, not before `afterMs` when the receiver said so (Retry-After). */
export class TryLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number | null = null,
  ) {
    super(message);
  }
}

/** Retry-After in ms (seconds or an HTTP date), capped at an hour. */
export function retryAfterMs(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 3600_000) : null;
}
