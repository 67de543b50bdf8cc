import { NEIGHBOURS, blockOfLot } from './board';
import type { Building, Office, UsState, Zone } from './state';
import { CUBES_PER_PLAYER } from './state';

export const buildingsOf = (s: UsState): Building[] => s.board.buildings.filter((b): b is Building => b !== null);

export function cubesLeft(s: UsState, seat: number): number {
  let used = 0;
  for (const b of buildingsOf(s)) if (b.owner === seat) used++;
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
export function adjacentBuildings(s: UsState, lots: number[], ignore: Set<number> = new Set()): Building[] {
  const own = new Set(lots);
  const seen = new Set<number>();
  const out: Building[] = [];
  for (const lot of lots) {
    for (const n of NEIGHBOURS[lot]) {
      if (own.has(n)) continue;
      const id = s.board.lots[n];
      if (id === null || seen.has(id) || ignore.has(id)) continue;
      seen.add(id);
      out.push(s.board.buildings[id] as Building);
    }
  }
  return out;
}

export const blockOfBuilding = (b: Building): number => blockOfLot(b.lots[0]);

export function countZone(s: UsState, zone: Zone): number {
  let n = 0;
  for (const b of buildingsOf(s)) if (b.zone === zone) n++;
  return n;
}

export const vacantLots = (s: UsState): number[] =>
  s.board.lots.flatMap((id, lot) => (id === null ? [lot] : []));
