import type { Ctx } from './context';
import { say, who } from './context';
import { writableBoard } from './clone-state';
import { zoneWord } from './words';
import type { Params } from '../words/message';

/** A demolished building leaves the board; its cube goes back to its owner. */
export function demolish(ctx: Ctx, id: number): void {
  const b = ctx.s.board.buildings[id];
  if (!b) return;
  const board = writableBoard(ctx.s);
  for (const lot of b.lots) board.lots[lot] = null;
  board.buildings[id] = null;
  const owner: Params = b.owner === null ? {} : { owner: who(b.owner) };
  if (b.zone === 'PARK') say(ctx, b.owner === null ? 'us.log.demolishedPark' : 'us.log.demolishedParkOwned', owner);
  else
    say(ctx, b.owner === null ? 'us.log.demolished' : 'us.log.demolishedOwned', {
      size: b.lots.length,
      zone: zoneWord(b.zone),
      ...owner,
    });
}
