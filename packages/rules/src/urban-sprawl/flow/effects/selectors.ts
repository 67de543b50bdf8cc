import { blockCol, blockRow, touchesWater, touchesWilderness } from '../../board';
import type { BuildingFilter, PlayerRef } from '../../content/schema';
import { blockOfBuilding, contractorHolder, officeHolder, touchesPark } from '../../queries';
import type { Building, EffectScope, UsState } from '../../state';
import { allBlockValues } from '../../values';

/** True when building `b` lies in the area named by the filter, relative to the building just built. */
function inArea(s: UsState, b: Building, area: BuildingFilter['area'], scope: EffectScope): boolean {
  if (!area || area === 'anywhere') return true;
  const anchor = scope.anchor === null ? null : s.board.buildings[scope.anchor];
  if (!anchor) return false;
  const home = blockOfBuilding(anchor);
  const block = blockOfBuilding(b);
  const sameRow = blockRow(block) === blockRow(home);
  const sameColumn = blockCol(block) === blockCol(home);
  if (area === 'theseRows') return sameRow || sameColumn;
  const chosen = scope.row ?? 'row';
  const wantRow = area === 'chosenRow' ? chosen === 'row' : chosen === 'column';
  return wantRow ? sameRow : sameColumn;
}

function nearFeature(s: UsState, b: Building, feature: NonNullable<BuildingFilter['adjacentTo']>): boolean {
  if (feature === 'water') return b.lots.some(touchesWater);
  if (feature === 'wilderness') return b.lots.some(touchesWilderness);
  return touchesPark(s, b.lots);
}

/** Does `b` match the filter, seen from `viewer` (the player the effect is about)? */
export function matches(s: UsState, b: Building, f: BuildingFilter, viewer: number, scope: EffectScope): boolean {
  if (f.zones ? !f.zones.includes(b.zone) : b.zone === 'PARK') return false;
  if (f.sizes && !f.sizes.includes(b.lots.length)) return false;
  switch (f.controller ?? 'any') {
    case 'actor':
      if (b.owner !== viewer) return false;
      break;
    case 'opponents':
      if (b.owner === null || b.owner === viewer) return false;
      break;
    case 'controlled':
      if (b.owner === null) return false;
      break;
    case 'uncontrolled':
      if (b.owner !== null) return false;
      break;
    case 'any':
      break;
  }
  if (f.adjacentTo && !nearFeature(s, b, f.adjacentTo)) return false;
  return inArea(s, b, f.area, scope);
}

export function matching(s: UsState, f: BuildingFilter, viewer: number, scope: EffectScope): Building[] {
  const out: Building[] = [];
  for (const b of s.board.buildings) if (b !== null && matches(s, b, f, viewer, scope)) out.push(b);
  return out;
}

/** The seats a player reference names (empty when, say, an office is vacant). */
export function resolvePlayers(s: UsState, ref: PlayerRef, actor: number): number[] {
  const all = s.players.map((_, seat) => seat);
  if (typeof ref === 'object') {
    const holder = officeHolder(s, ref.office);
    return holder === null ? [] : [holder];
  }
  switch (ref) {
    case 'actor':
      return [actor];
    case 'everyone':
    case 'controllers':
      return all;
    case 'opponents':
      return all.filter((seat) => seat !== actor);
    case 'mediaOwner':
      return all.filter((seat) => s.players[seat].vocations.includes('MEDIA'));
    case 'contractor': {
      const c = contractorHolder(s);
      return c === null ? [] : [c];
    }
  }
}

/** The most or least valuable buildings among `candidates` (several when tied). */
export function extremes(s: UsState, candidates: Building[], select: 'mostValuable' | 'leastValuable'): Building[] {
  if (candidates.length === 0) return [];
  const values = allBlockValues(s);
  const value = (b: Building) => values[blockOfBuilding(b)];
  const best = select === 'mostValuable' ? Math.max(...candidates.map(value)) : Math.min(...candidates.map(value));
  return candidates.filter((b) => value(b) === best);
}
