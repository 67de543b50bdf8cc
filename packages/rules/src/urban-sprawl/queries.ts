import { NEIGHBOURS, blockOfLot } from './board';
import { writableBoard } from './clone-state';
import type { Building, Office, Pending, UsState, Zone } from './state';
import { CUBES_PER_PLAYER } from './state';

/**
 * Building objects are shared between successive states (cloneState copies
 * only the array), so a change replaces the building instead of editing it.
 */
export function updateBuilding(s: UsState, id: number, change: Partial<Omit<Building, 'id'>>): Building {
  const old = s.board.buildings[id];
  if (!old) throw new Error(`no building ${id}`);
  const next = building({ ...old, ...change });
  writableBoard(s).buildings[id] = next;
  return next;
}

/** Puts a new building on the board (the caller has checked the lots are free) and returns its id. */
export function addBuilding(s: UsState, fields: Omit<Building, 'id' | 'starting'>): number {
  const board = writableBoard(s);
  const id = board.buildings.length;
  board.buildings.push(
    building({ id, zone: fields.zone, lots: fields.lots, owner: fields.owner, card: fields.card, starting: false }),
  );
  for (const lot of fields.lots) board.lots[lot] = id;
  return id;
}

/**
 * Every building object is made here, with its fields always in one order:
 * the engine reads buildings in its hottest loops, and objects of one shape
 * keep those reads fast.
 */
export const building = (b: Building): Building => ({
  id: b.id,
  zone: b.zone,
  lots: b.lots,
  owner: b.owner,
  card: b.card,
  starting: b.starting,
});

export const buildingsOf = (s: UsState): Building[] => s.board.buildings.filter((b): b is Building => b !== null);

export function cubesLeft(s: UsState, seat: number): number {
  let used = 0;
  for (const b of s.board.buildings) if (b !== null && b.owner === seat) used++;
  return CUBES_PER_PLAYER - used;
}

/** Who holds an office, counting the four zone offices only once the Airport put them in play. */
export function officeHolder(s: UsState, office: Office): number | null {
  if (office !== 'mayor' && !s.politiciansInPlay) return null;
  return s.offices[office];
}

export const contractorHolder = (s: UsState): number | null => (s.contractorInPlay ? s.contractor : null);

export const favorLimit = (s: UsState, seat: number): number => (s.extraFavor === seat ? 2 : 1);

/** Distinct buildings touching any of `lots` (orthogonally or diagonally), other than those in `ignore`. */
export function adjacentBuildings(s: UsState, lots: readonly number[], ignore?: ReadonlySet<number>): Building[] {
  // Footprints have at most four lots and few neighbours, so plain arrays beat sets here.
  const boardLots = s.board.lots;
  const seen: number[] = [];
  const out: Building[] = [];
  for (const lot of lots) {
    for (const n of NEIGHBOURS[lot]) {
      const id = boardLots[n];
      if (id === null || lots.includes(n) || seen.includes(id) || ignore?.has(id)) continue;
      seen.push(id);
      out.push(s.board.buildings[id] as Building);
    }
  }
  return out;
}

/** True when a park touches any of `lots` (orthogonally or diagonally) from outside them. */
export function touchesPark(s: UsState, lots: readonly number[]): boolean {
  const boardLots = s.board.lots;
  for (const lot of lots) {
    for (const n of NEIGHBOURS[lot]) {
      const id = boardLots[n];
      if (id !== null && !lots.includes(n) && s.board.buildings[id]?.zone === 'PARK') return true;
    }
  }
  return false;
}

export const blockOfBuilding = (b: Building): number => blockOfLot(b.lots[0]);

export function countZone(s: UsState, zone: Zone): number {
  let n = 0;
  for (const b of buildingsOf(s)) if (b.zone === zone) n++;
  return n;
}

export function vacantLots(s: UsState): number[] {
  const out: number[] = [];
  const lots = s.board.lots;
  for (let lot = 0; lot < lots.length; lot++) if (lots[lot] === null) out.push(lot);
  return out;
}

/** The seats that owe an answer to a pending decision (a vocation split may wait on several at once). */
export const owingSeats = (p: Pending): number[] =>
  p.kind === 'vocationSplit' ? p.owing.map((o) => o.seat) : [p.seat];
