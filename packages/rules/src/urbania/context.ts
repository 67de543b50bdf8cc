import type { LogLine } from '../game';
import type { UrState } from './state';
import type { Params } from '../words/message';
import { loggedLine } from '../words/english';
import { UR_VOICE, type UrWordKey } from './messages';

/** What one `apply` call works on: a private copy, its log lines, and whether anything irreversible happened. */
export interface Ctx {
  s: UrState;
  log: LogLine[];
  /** Set when a hidden card was revealed or the turn passed. */
  barrier: boolean;
  /** Card lists of `s` already copied by this call (see `pile`). */
  copied: Partial<Record<PileKey, true>>;
  /** Nobody reads this call's log (GameModule.apply): no lines are written. */
  quiet: boolean;
}

export type PileKey = 'resourcePile' | 'pool' | 'discard' | 'projectPile';

/**
 * A card list of the state that this call may edit. The copy made for a move
 * shares these lists with the previous state (most moves touch none of them),
 * so the first edit in a call copies the list; every edit goes through here.
 */
export function pile(ctx: Ctx, key: PileKey): string[] {
  if (!ctx.copied[key]) {
    ctx.s[key] = ctx.s[key].slice();
    ctx.copied[key] = true;
  }
  return ctx.s[key];
}

/** Replaces a card list with a new one this call owns. */
export function replacePile(ctx: Ctx, key: PileKey, cards: string[]): void {
  ctx.s[key] = cards;
  ctx.copied[key] = true;
}

/** Seats are a value of their own in messages: each client names them (as {sN} in the English text). */
export { seatParam as who } from '../words/message';

/** Adds a log line: a key of the catalogue and its values, with the English sentence beside (put into words when first read). */
export function say(ctx: Ctx, key: UrWordKey, params?: Params, seat?: number): void {
  if (ctx.quiet) return;
  const line = loggedLine({ key, params }, UR_VOICE);
  if (seat !== undefined) line.seat = seat;
  ctx.log.push(line);
}
