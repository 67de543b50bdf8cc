import { PlainReplayTable, PlainTable } from './plain/PlainTable';
import { urbanSprawlWing } from './urban-sprawl';
import { urbaniaWing } from './urbania/wing';
import { hushAuctionWing } from './hush-auction';
import type { GameWing } from '../lib/wing';

/** The games with a table of their own, by id; any other game the server runs gets the plain table. */
const wings: Record<string, GameWing> = {
  'urban-sprawl': urbanSprawlWing,
  urbania: urbaniaWing,
  'hush-auction': hushAuctionWing,
};

const plain: GameWing = { Table: PlainTable, ReplayTable: PlainReplayTable };

export function wingFor(gameId: string): GameWing {
  return Object.prototype.hasOwnProperty.call(wings, gameId) ? wings[gameId] : plain;
}
