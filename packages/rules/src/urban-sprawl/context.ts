import type { LogLine } from '../game';
import type { Params } from '../words/message';
import { loggedLine } from '../words/english';
import { US_VOICE, type UsWordKey } from './messages';
import type { UsState } from './state';

/**
 * What one `apply` call works on: a private copy of the state, the log lines
 * it produces and whether anything irreversible happened.
 */
export interface Ctx {
  s: UsState;
  log: LogLine[];
  /** Set when hidden cards were revealed or another seat decided something. */
  barrier: boolean;
  /** Nobody reads this call's log (GameModule.apply): no lines are written. */
  quiet: boolean;
}

/** Seats are a value of their own in messages: each client names them (as {sN} in the English text). */
export { seatParam as who } from '../words/message';

/** Adds a log line: a key of the catalogue and its values, with the English sentence beside (put into words when first read). */
export function say(ctx: Ctx, key: UsWordKey, params?: Params, seat?: number): void {
  if (ctx.quiet) return;
  const line = loggedLine({ key, params }, US_VOICE);
  if (seat !== undefined) line.seat = seat;
  ctx.log.push(line);
}

/** Replaces {sN} tokens with names; used by the simulator and clients. */
export function renderLogText(text: string, names: string[]): string {
  return text.replace(/\{s(\d)\}/g, (_, n: string) => names[Number(n)] ?? `Player ${Number(n) + 1}`);
}
