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
 * What one delivery came to, for the log (issue 48: a push refused by every
 * device was logged as delivered): of `of` destinations (a seat's devices;
 * the one address or webhook), how many took it, refused it for good, were
 * held back by their own limit, or failed in a way worth another try.
 */
export interface Outcome {
  of: number;
  took: number;
  refused: number;
  limited: number;
  failed: number;
}

/** Nobody to send to (no device, no confirmed address, no webhook any more). */
export const NOBODY: Outcome = { of: 0, took: 0, refused: 0, limited: 0, failed: 0 };
/** The one destination took it. */
export const TOOK_IT: Outcome = { ...NOBODY, of: 1, took: 1 };

/** The log's words for an outcome. */
export function saidOf(outcome: Outcome): string {
  if (outcome.of === 0) return 'notification had nobody to go to';
  if (outcome.took === outcome.of) return 'notification delivered';
  if (outcome.took > 0) return 'notification delivered to some of its destinations';
  if (outcome.refused === outcome.of) return 'notification refused by every destination';
  return 'notification reached none of its destinations';
}

/**
 * The sender of one channel: push, email or the room's webhook. `send`
 * resolves with its outcome once the receiving services took the
 * notification, refused it for good, or there was nobody to send it to;
 * throws GiveUp when trying again cannot help (a refused address, a 4xx),
 * and throws anything else for a failure worth another try later.
 */
export interface Sender {
  send(delivery: Delivery): Promise<Outcome>;
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
