import type { LogLine } from '../game';
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
}

/** Seats appear in log text as {sN} so clients can show player names. */
export const who = (seat: number) => `{s${seat}}`;

export function say(ctx: Ctx, text: string, seat?: number): void {
  ctx.log.push(seat === undefined ? { text } : { text, seat });
}

/** Replaces {sN} tokens with names; used by the simulator and clients. */
export function renderLogText(text: string, names: string[]): string {
  return text.replace(/\{s(\d)\}/g, (_, n: string) => names[Number(n)] ?? `Player ${Number(n) + 1}`);
}
