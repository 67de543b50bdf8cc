import { blockOfLot, isFootprint, touchesWater, touchesWilderness } from '../board';
import type { ContractCard, Restriction } from '../content/schema';
import { adjacentBuildings, contractorHolder, touchesPark } from '../queries';
import type { Building, UsState } from '../state';
import { allBlockValues } from '../values';
import type { Params } from '../../words/message';
import { cardName } from '../catalog';
import { usMsg, type UsMessage, type UsWordKey } from '../messages';
import type { UsRefusal } from '../errors';

/** Why a placement is illegal, as a code and words for the player; null when it is legal. */
export type Problem = { code: UsRefusal; words: UsMessage } | null;

const problem = (code: UsRefusal, key: UsWordKey, params?: Params): Problem => ({ code, words: usMsg(key, params) });

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
    case 'ignoreZoning':
      return null;
    case 'adjacentTo':
      return touches(s, lots, r.feature)
        ? null
        : problem('restriction', 'us.refuse.mustBeNextTo', { feature: usMsg(`us.feature.${r.feature}`) });
    case 'notAdjacentTo':
      return touches(s, lots, r.feature)
        ? problem('restriction', 'us.refuse.mustNotBeNextTo', { feature: usMsg(`us.feature.${r.feature}`) })
        : null;
    case 'minBlockValue':
      return value >= r.value ? null : problem('restriction', 'us.refuse.minBlock', { value: r.value });
    case 'maxBlockValue':
      return value <= r.value ? null : problem('restriction', 'us.refuse.maxBlock', { value: r.value });
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
  return other ? problem('zoning', 'us.refuse.zoning') : null;
}

/** The three demolition conditions, and the Contractor's protection from Urban Renewal cards. */
function demolitionProblem(s: UsState, seat: number, size: number, p: Placement): Problem {
  const covered = new Set(p.lots);
  for (const id of p.demolish) {
    const b: Building | null | undefined = s.board.buildings[id];
    if (!b) return problem('bad_demolition', 'us.refuse.demolishMissing');
    if (b.lots.length > size) return problem('bad_demolition', 'us.refuse.demolishLarger');
    if (!b.lots.every((l) => covered.has(l))) return problem('bad_demolition', 'us.refuse.demolishUncovered');
    const contractor = contractorHolder(s);
    if (p.demolishBy === 'renewal' && b.owner !== null && b.owner === contractor && contractor !== seat) {
      return problem('contractor_protected', 'us.refuse.contractorProtected');
    }
  }
  return null;
}

/** Checks where a contract may go; the caller checks AP, permits and wealth. */
export function placementProblem(
  s: UsState,
  seat: number,
  contract: ContractCard,
  p: Placement,
  values = allBlockValues(s),
): Problem {
  if (p.lots.length !== contract.size || !isFootprint(p.lots)) {
    return problem('bad_footprint', 'us.refuse.footprint', { name: cardName(contract.id), size: contract.size });
  }
  if (p.demolish.length > 0 && p.demolishBy === null) {
    return problem('no_demolition', 'us.refuse.noDemolition');
  }
  const demolished = new Set(p.demolish);
  for (const lot of p.lots) {
    const id = s.board.lots[lot];
    if (id !== null && !demolished.has(id)) return problem('lot_taken', 'us.refuse.lotTaken');
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
