import { urbanSprawl } from '../src';
import { lotAt, lotsOfBlock, blockAt } from '../src/urban-sprawl/board';
import { CARDS, card } from '../src/urban-sprawl/catalog';
import type { ContractCard } from '../src/urban-sprawl/content/schema';
import type { Ctx } from '../src/urban-sprawl/context';
import type { BuildingZone, UsState } from '../src/urban-sprawl/state';
import { addBuilding } from '../src/urban-sprawl/queries';

/** A game just past setup with an empty city, no pending decision, seat 0 active with 6 AP. */
export function emptyCity(players = 4, seed = 'fixture'): UsState {
  const s = urbanSprawl.setup({ seed, seats: players, options: { variant: 'standard' } });
  s.board.lots = s.board.lots.map(() => null);
  s.board.buildings = [];
  s.pending = null;
  s.phase = 'play';
  s.turn = { active: 0, number: 1, ap: 6, spentAp: false, contractsBuilt: 0 };
  return s;
}

/** Block (row, col) as printed: 1-based. */
export const block = (row: number, col: number) => blockAt(row - 1, col - 1);
/** The lots of a printed block, by corner. */
export function lotsIn(row: number, col: number) {
  const [tl, tr, bl, br] = lotsOfBlock(block(row, col));
  return { tl, tr, bl, br };
}
export { lotAt };

/** Places a building directly (no rules), returning its id. */
export function put(s: UsState, zone: BuildingZone, lots: number[], owner: number | null): number {
  return addBuilding(s, { zone, lots, owner, card: null });
}

export const ctxOf = (s: UsState): Ctx => ({ s, log: [], barrier: false, quiet: false });

/** The first contract of the set matching the predicate. */
export function findContract(pred: (c: ContractCard) => boolean): ContractCard {
  for (const id of Object.keys(CARDS.byId)) {
    const c = card(id);
    if (c.kind === 'contract' && pred(c)) return c;
  }
  throw new Error('no such contract in the card set');
}

/** Moves a card out of wherever it is, so a test can put it somewhere precise. */
export function detach(s: UsState, id: string): string {
  const drop = (list: (string | null)[]) => {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  };
  drop(s.planning.deck);
  drop(s.planning.discard);
  for (const d of ['town', 'city', 'metropolis'] as const) {
    drop(s.contracts.decks[d]);
    if (s.contracts.tops[d] === id) s.contracts.tops[d] = null;
  }
  s.contracts.boxes = s.contracts.boxes.map((b) => (b === id ? null : b));
  s.planning.boxes = s.planning.boxes.map((b) => (b === id ? null : b));
  if (s.planning.top === id) s.planning.top = null;
  s.removed = s.removed.filter((r) => r !== id);
  for (const p of s.players) {
    drop(p.planning);
    drop(p.favors);
  }
  return id;
}

/** Gives a player Build Permits matching zone and count, taken from the set. */
export function givePermit(s: UsState, seat: number, zone: string, permits: number): string {
  for (const id of CARDS.planning) {
    const c = card(id);
    if (c.kind === 'permit' && c.zones.includes(zone as never) && c.permits === permits) {
      detach(s, id);
      s.players[seat].planning.push(id);
      return id;
    }
  }
  throw new Error(`no ${permits}-permit ${zone} card in the set`);
}
