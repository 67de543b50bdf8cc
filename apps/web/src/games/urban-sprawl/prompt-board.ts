import type { BoardInteraction } from './Board';
import type { UsAction } from './types';

type Pick = (a: UsAction | null) => void;

/**
 * The board part of a prompt: which lots, buildings or gray spaces the
 * player may click, taken from the legal answers the server listed.
 * A click only selects; the dialog confirms. With `explain`, a click on
 * another lot or building asks the rules why it is not one of them.
 */
export function promptInteraction(
  options: UsAction[],
  pick: UsAction | null,
  setPick: Pick,
  marker: string | null,
  explain?: (a: UsAction) => void,
): BoardInteraction | undefined {
  const lots = new Map<number, UsAction>();
  const buildings = new Map<number, UsAction>();
  const spaces = new Map<number, UsAction>();
  for (const a of options) {
    if (a.type === 'placePark' || a.type === 'chooseLot') lots.set(a.lot, a);
    else if (a.type === 'claim' || a.type === 'chooseBuilding') buildings.set(a.building, a);
    else if (a.type === 'placeMarker' && a.marker === marker) spaces.set(a.space, a);
  }
  if (lots.size === 0 && buildings.size === 0 && spaces.size === 0) return undefined;
  const picked =
    pick && (pick.type === 'placePark' || pick.type === 'chooseLot') ? new Set([pick.lot]) : new Set<number>();
  const out: BoardInteraction = {};
  if (lots.size)
    out.lots = { selectable: new Set(lots.keys()), selected: picked, onClick: (l) => setPick(lots.get(l) ?? null) };
  const pickedBuilding = pick && (pick.type === 'claim' || pick.type === 'chooseBuilding') ? pick.building : null;
  if (buildings.size)
    out.buildings = {
      selectable: new Set(buildings.keys()),
      selected: pickedBuilding,
      onClick: (b) => setPick(buildings.get(b) ?? null),
    };
  if (spaces.size) out.spaces = { selectable: new Set(spaces.keys()), onClick: (s) => setPick(spaces.get(s) ?? null) };
  // Another lot or building than those listed: the same answer there, for the rules to say why it is not one.
  const lotType = [...lots.values()][0]?.type;
  if (explain && (lotType === 'placePark' || lotType === 'chooseLot'))
    out.explainLot = (lot) => explain({ type: lotType, lot });
  const buildingType = [...buildings.values()][0]?.type;
  if (explain && (buildingType === 'claim' || buildingType === 'chooseBuilding'))
    out.explainBuilding = (building) => explain({ type: buildingType, building });
  return out;
}
