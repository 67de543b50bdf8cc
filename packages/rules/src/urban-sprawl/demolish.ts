import type { Ctx } from './context';
import { say, who } from './context';
import { writableBoard } from './clone-state';
import { zoneWord } from './words';

/** A demolished building leaves the board; its cube goes back to its owner. */
export function demolish(ctx: Ctx, id: number): void {
  const b = ctx.s.board.buildings[id];
  if (!b) return;
  const board = writableBoard(ctx.s);
  for (const lot of b.lots) board.lots[lot] = null;
  board.buildings[id] = null;
  say(ctx, `A ${b.zone === 'PARK' ? 'park' : `${b.lots.length}-lot ${zoneWord(b.zone)}`} building was demolished${b.owner !== null ? ` and ${who(b.owner)} took back the cube` : ''}.`);
}
