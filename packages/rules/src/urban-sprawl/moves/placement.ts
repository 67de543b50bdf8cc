import { blockOfLot, isFootprint, touchesWater, touchesWilderness } from '../board';
import type { ContractCard, Restriction } from '../content/schema';
import { adjacentBuildings, contractorHolder, touchesPark } from '../queries';
import type { Building, UsState } from '../state';
import { allBlockValues } from '../values';

/** Why a placement is illegal, as a code and a sentence; null when it is legal. */
export type Problem = { code: string; message: string } | null;

export interface Placement {
  lots: number[];
  /** Buildings the new one replaces (must all be covered by it). */
  demolish: number[];
  /** How demolition is allowed: as Contractor, with an Urban Renewal card, or not at all. */
  demolishBy: 'contractor' | 'renewal' | null;
}

function touches(s: UsState, lots: number[], feature: 'water' | 'wilderness' | 'park'): boolean {
  if (feature === 'water') return lots.some(touchesWater);
  if (feature === 'wilderness') return lots.some(touchesWilderness);
  return touchesPark(s, lots);
}

function restrictionProblem(s: UsState, r: Restriction, lots: number[], value: number): Problem {
  switch (r.op) {
    case 'ignoreZoning': return null;
    case 'adjacentTo':
      return touches(s, lots, r.feature) ? null : { code: 'restriction', message: `This building must be built next to ${r.feature === 'park' ? 'a park' : r.feature}.` };
    case 'notAdjacentTo':
      return touches(s, lots, r.feature) ? { code: 'restriction', message: `This building may not be built next to ${r.feature === 'park' ? 'a park' : r.feature}.` } : null;
    case 'minBlockValue':
      return value >= r.value ? null : { code: 'restriction', message: `This building needs a block worth at least ${r.value}.` };
    case 'maxBlockValue':
      return value <= r.value ? null : { code: 'restriction', message: `This building needs a block worth at most ${r.value}.` };
  }
}

/**
 * Zoning: next to buildings of another zone only if also next to one of its
 * own zone. Parks have no zone; buildings about to be demolished do not count.
 */
export function zoningProblem(s: UsState, zone: string, lots: number[], ignore: Set<number>): Problem {
  let other = false;
  for (const b of adjacentBuildings(s, lots, ignore)) {
    if (b.zone === 'PARK') continue;
    if (b.zone === zone) return null;
    other = true;
  }
  return other
    ? { code: 'zoning', message: 'Zoning: this spot touches a building of another zone and none of the same zone.' }
    : null;
}

/** The three demolition conditions, and the Contractor's protection from Urban Renewal cards. */
function demolitionProblem(s: UsState, seat: number, size: number, p: Placement): Problem {
  const covered = new Set(p.lots);
  for (const id of p.demolish) {
    const b: Building | null | undefined = s.board.buildings[id];
    if (!b) return { code: 'bad_demolition', message: 'One of the buildings to demolish does not exist.' };
    if (b.lots.length > size) return { code: 'bad_demolition', message: 'A new building can only demolish buildings no larger than itself.' };
    if (!b.lots.every((l) => covered.has(l))) return { code: 'bad_demolition', message: 'The new building must cover every lot of each building it demolishes.' };
    const contractor = contractorHolder(s);
    if (p.demolishBy === 'renewal' && b.owner !== null && b.owner === contractor && contractor !== seat) {
      return { code: 'contractor_protected', message: "The Contractor's buildings cannot be demolished with an Urban Renewal card." };
    }
  }
  return null;
}

/** Checks where a contract may go; the caller checks AP, permits and wealth. */
export function placementProblem(s: UsState, seat: number, contract: ContractCard, p: Placement, values = allBlockValues(s)): Problem {
  if (p.lots.length !== contract.size || !isFootprint(p.lots)) {
    return { code: 'bad_footprint', message: `The ${contract.name} needs ${contract.size} lot${contract.size > 1 ? 's' : ''} inside one block${contract.size === 2 ? ', side by side' : ''}.` };
  }
  if (p.demolish.length > 0 && p.demolishBy === null) {
    return { code: 'no_demolition', message: 'Only the Contractor or a player discarding an Urban Renewal card may demolish buildings.' };
  }
  const demolished = new Set(p.demolish);
  for (const lot of p.lots) {
    const id = s.board.lots[lot];
    if (id !== null && !demolished.has(id)) return { code: 'lot_taken', message: 'One of those lots is already built on.' };
  }
  const demolition = demolitionProblem(s, seat, contract.size, p);
  if (demolition) return demolition;
  if (!contract.restrictions.some((r) => r.op === 'ignoreZoning')) {
    const zoning = zoningProblem(s, contract.zone, p.lots, demolished);
    if (zoning) return zoning;
  }
  const value = values[blockOfLot(p.lots[0])];
  for (const r of contract.restrictions) {
    const problem = restrictionProblem(s, r, p.lots, value);
    if (problem) return problem;
  }
  return null;
}
