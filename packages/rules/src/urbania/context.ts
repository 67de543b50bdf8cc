import type { LogLine } from '../game';
import type { UrState } from './state';

/** What one `apply` call works on: a private copy, its log lines, and whether anything irreversible happened. */
export interface Ctx {
  s: UrState;
  log: LogLine[];
  /** Set when a hidden card was revealed or the turn passed. */
  barrier: boolean;
}

/** Seats appear in log text as {sN}, as in Urban Sprawl, so clients can show names. */
export const who = (seat: number) => `{s${seat}}`;

export function say(ctx: Ctx, text: string, seat?: number): void {
  ctx.log.push(seat === undefined ? { text } : { text, seat });
}
