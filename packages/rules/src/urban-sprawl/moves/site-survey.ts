import { NEIGHBOURS, blockOfLot, footprintsInBlock, touchesWater, touchesWilderness } from '../board';
import type { ContractCard } from '../content/schema';
import type { UsState } from '../state';

const BIT = { CIV: 1, COM: 2, IND: 4, RES: 8, PARK: 16 } as const;
const ZONE_BITS = BIT.CIV | BIT.COM | BIT.IND | BIT.RES;

/** Contracts with the same zone, size and restrictions fit the same sites. */
const keys = new Map<string, string>();
function siteKey(contract: ContractCard): string {
  let key = keys.get(contract.id);
  if (key === undefined) {
    key = `${contract.zone}|${contract.size}|${JSON.stringify(contract.restrictions)}`;
    keys.set(contract.id, key);
  }
  return key;
}

/**
 * A quick survey of the vacant lots, made once per `legalActions` call: for
 * each lot, which zones (and parks) touch it. With it, checking zoning and
 * restrictions for every footprint of every contract is a few bit operations,
 * which keeps bots and the simulator fast. It agrees with placementProblem for
 * footprints on vacant lots (a test checks this over whole games).
 */
export class SiteSurvey {
  private readonly touching: Uint8Array;
  private readonly cache = new Map<string, number[][]>();

  constructor(private readonly s: UsState, private readonly values: number[]) {
    // Spread each building's zone onto the lots around it: one pass over the buildings.
    const lots = s.board.lots;
    const touching = new Uint8Array(lots.length);
    const neighbours = NEIGHBOURS;
    for (let lot = 0; lot < lots.length; lot++) {
      const id = lots[lot];
      if (id === null) continue;
      const bit = BIT[(s.board.buildings[id] as { zone: keyof typeof BIT }).zone];
      for (const n of neighbours[lot]) touching[n] |= bit;
    }
    this.touching = touching;
  }

  /** Every footprint on vacant lots where the contract may legally stand (ignoring cost). */
  vacantSites(contract: ContractCard): number[][] {
    const key = siteKey(contract);
    let sites = this.cache.get(key);
    if (!sites) {
      sites = [];
      for (let block = 0; block < 36; block++) {
        for (const lots of footprintsInBlock(block, contract.size)) {
          if (this.fits(contract, lots)) sites.push(lots);
        }
      }
      this.cache.set(key, sites);
    }
    return sites;
  }

  private fits(contract: ContractCard, lots: number[]): boolean {
    let mask = 0;
    for (const lot of lots) {
      if (this.s.board.lots[lot] !== null) return false;
      mask |= this.touching[lot];
    }
    const zoneBit = BIT[contract.zone];
    const ignoreZoning = contract.restrictions.some((r) => r.op === 'ignoreZoning');
    if (!ignoreZoning && mask & ZONE_BITS && !(mask & zoneBit)) return false;
    const value = this.values[blockOfLot(lots[0])];
    const near = (feature: 'water' | 'wilderness' | 'park') =>
      feature === 'water' ? lots.some(touchesWater) : feature === 'wilderness' ? lots.some(touchesWilderness) : (mask & BIT.PARK) !== 0;
    return contract.restrictions.every((r) => {
      switch (r.op) {
        case 'ignoreZoning': return true;
        case 'adjacentTo': return near(r.feature);
        case 'notAdjacentTo': return !near(r.feature);
        case 'minBlockValue': return value >= r.value;
        case 'maxBlockValue': return value <= r.value;
      }
    });
  }
}
