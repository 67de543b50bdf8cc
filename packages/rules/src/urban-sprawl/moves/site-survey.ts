import { NEIGHBOURS, blockOfLot, footprintsInBlock, touchesWater, touchesWilderness } from '../board';
import type { ContractCard, Restriction } from '../content/schema';
import type { Building, UsState } from '../state';
import type { Placement } from './placement';

/** The lots touching each footprint from outside it, by block, size and footprint (as footprintsInBlock lists them). */
const RIMS: number[][][][] = Array.from({ length: 36 }, (_, block) =>
  [0, 1, 2, 3, 4].map((size) =>
    footprintsInBlock(block, size).map((footprint) => [...new Set(footprint.flatMap((lot) => NEIGHBOURS[lot]))].filter((n) => !footprint.includes(n))),
  ),
);

/** A vacant footprint and the zones (and parks) touching it, as bits. */
interface VacantSite {
  lots: number[];
  mask: number;
}

/** A footprint where a contract may replace the buildings standing there. */
export interface DemolitionSite {
  lots: number[];
  occupants: number[];
}

type CoveredSite = DemolitionSite & VacantSite;

const BIT = { CIV: 1, COM: 2, IND: 4, RES: 8, PARK: 16 } as const;
const ZONE_BITS = BIT.CIV | BIT.COM | BIT.IND | BIT.RES;

/** Contracts with the same zone, size and restrictions fit the same sites. */
const keys = new Map<string, string>();
export function siteKey(contract: ContractCard): string {
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
  private readonly zoned = new Map<string, VacantSite[]>();
  private readonly vacant: (VacantSite[] | undefined)[] = [];
  private readonly covered: (CoveredSite[] | undefined)[] = [];

  /** The zone bit of the building on each lot (0 when vacant). */
  private readonly zoneAt: Uint8Array;

  constructor(private readonly s: UsState, private readonly values: number[]) {
    // Spread each building's zone onto the lots around it: one pass over the lots.
    const lots = s.board.lots;
    const touching = new Uint8Array(lots.length);
    const zoneAt = new Uint8Array(lots.length);
    for (let lot = 0; lot < lots.length; lot++) {
      const id = lots[lot];
      if (id === null) continue;
      const bit = BIT[(s.board.buildings[id] as Building).zone];
      zoneAt[lot] = bit;
      const around = NEIGHBOURS[lot];
      for (let i = 0; i < around.length; i++) touching[around[i]] |= bit;
    }
    this.touching = touching;
    this.zoneAt = zoneAt;
  }

  /** Every footprint on vacant lots where the contract may legally stand (ignoring cost). */
  vacantSites(contract: ContractCard): number[][] {
    const key = siteKey(contract);
    let sites = this.cache.get(key);
    if (!sites) {
      const ignoreZoning = contract.restrictions.some((r) => r.op === 'ignoreZoning');
      const zoned = this.zonedSites(contract.zone, contract.size, ignoreZoning);
      const others = contract.restrictions.filter((r) => r.op !== 'ignoreZoning');
      sites = others.length === 0
        ? zoned.map((site) => site.lots)
        : zoned.filter((site) => others.every((r) => this.meets(r, site))).map((site) => site.lots);
      this.cache.set(key, sites);
    }
    return sites;
  }

  /** Vacant footprints of `size` that zoning allows for `zone`, with the zones and parks around each. */
  private zonedSites(zone: ContractCard['zone'], size: number, ignoreZoning: boolean): VacantSite[] {
    const all = this.vacantFootprints(size);
    if (ignoreZoning) return all;
    const key = `${zone}|${size}`;
    let sites = this.zoned.get(key);
    if (!sites) {
      const zoneBit = BIT[zone];
      sites = all.filter((site) => !(site.mask & ZONE_BITS) || (site.mask & zoneBit) !== 0);
      this.zoned.set(key, sites);
    }
    return sites;
  }

  /** Every vacant footprint of `size`, whatever may stand there. */
  private vacantFootprints(size: number): VacantSite[] {
    let sites = this.vacant[size];
    if (!sites) {
      sites = [];
      const lots = this.s.board.lots;
      for (let block = 0; block < 36; block++) {
        const footprints = footprintsInBlock(block, size);
        for (let f = 0; f < footprints.length; f++) {
          const footprint = footprints[f];
          let mask = 0;
          let vacant = true;
          for (let i = 0; i < footprint.length; i++) {
            const lot = footprint[i];
            if (lots[lot] !== null) {
              vacant = false;
              break;
            }
            mask |= this.touching[lot];
          }
          if (vacant) sites.push({ lots: footprint, mask });
        }
      }
      this.vacant[size] = sites;
    }
    return sites;
  }

  private meets(r: Restriction, site: VacantSite): boolean {
    const near = (feature: 'water' | 'wilderness' | 'park') =>
      feature === 'water' ? site.lots.some(touchesWater) : feature === 'wilderness' ? site.lots.some(touchesWilderness) : (site.mask & BIT.PARK) !== 0;
    const value = this.values[blockOfLot(site.lots[0])];
    switch (r.op) {
      case 'ignoreZoning': return true;
      case 'adjacentTo': return near(r.feature);
      case 'notAdjacentTo': return !near(r.feature);
      case 'minBlockValue': return value >= r.value;
      case 'maxBlockValue': return value <= r.value;
    }
  }

  /**
   * Every footprint the seat can afford where the contract may stand by
   * demolishing what is there (the caller checks cubes): the three demolition
   * conditions, the Contractor's protection, zoning and restrictions.
   */
  demolitionSites(
    contract: ContractCard, seat: number, demolishBy: NonNullable<Placement['demolishBy']>, wealth: number, contractor: number | null,
  ): DemolitionSite[] {
    const zoneBit = BIT[contract.zone];
    const ignoreZoning = contract.restrictions.some((r) => r.op === 'ignoreZoning');
    const others = contract.restrictions.filter((r) => r.op !== 'ignoreZoning');
    // Urban Renewal cards cannot touch the Contractor's buildings (the Contractor's own card can).
    const protectedOwner = demolishBy === 'renewal' && contractor !== seat ? contractor : null;
    const out: DemolitionSite[] = [];
    for (const site of this.coveredSites(contract.size)) {
      if (this.values[blockOfLot(site.lots[0])] > wealth) continue;
      if (!ignoreZoning && site.mask & ZONE_BITS && !(site.mask & zoneBit)) continue;
      if (protectedOwner !== null && site.occupants.some((id) => this.s.board.buildings[id]?.owner === protectedOwner)) continue;
      if (others.length > 0 && !others.every((r) => this.meets(r, site))) continue;
      out.push({ lots: site.lots, occupants: site.occupants });
    }
    return out;
  }

  /**
   * Footprints of `size` lots that cover at least one building and only whole
   * buildings no larger than `size`, with the zones and parks touching them
   * from outside (what they cover is demolished, so it no longer counts).
   */
  private coveredSites(size: number): CoveredSite[] {
    let sites = this.covered[size];
    if (!sites) {
      sites = [];
      for (let block = 0; block < 36; block++) {
        if (!this.builtOn(block)) continue;
        const footprints = footprintsInBlock(block, size);
        for (let f = 0; f < footprints.length; f++) {
          const footprint = footprints[f];
          const occupants = this.coveredOccupants(footprint, size);
          if (occupants !== null && occupants.length > 0) sites.push({ lots: footprint, occupants, mask: this.outsideMask(block, size, f) });
        }
      }
      this.covered[size] = sites;
    }
    return sites;
  }

  private builtOn(block: number): boolean {
    const lots = this.s.board.lots;
    const first = footprintsInBlock(block, 4)[0];
    return lots[first[0]] !== null || lots[first[1]] !== null || lots[first[2]] !== null || lots[first[3]] !== null;
  }

  private outsideMask(block: number, size: number, f: number): number {
    const rim = RIMS[block][size][f];
    let mask = 0;
    for (let i = 0; i < rim.length; i++) mask |= this.zoneAt[rim[i]];
    return mask;
  }

  /** The buildings on `lots`, or null when one of them is not entirely covered by a building of `size` lots. */
  private coveredOccupants(lots: number[], size: number): number[] | null {
    const occupants: number[] = [];
    for (let i = 0; i < lots.length; i++) {
      const id = this.s.board.lots[lots[i]];
      if (id === null || occupants.includes(id)) continue;
      const b = this.s.board.buildings[id] as Building;
      if (b.lots.length > size) return null;
      for (let j = 0; j < b.lots.length; j++) if (!lots.includes(b.lots[j])) return null;
      occupants.push(id);
    }
    return occupants;
  }

  /** True when this survey still describes `s`: the same buildings on the same lots, and the same markers. */
  describes(s: UsState): boolean {
    const a = this.s.board;
    const b = s.board;
    if (a === b) return true;
    if (a.buildings.length !== b.buildings.length) return false;
    // Buildings are replaced, never edited, so equal references mean equal buildings.
    for (let i = 0; i < a.buildings.length; i++) if (a.buildings[i] !== b.buildings[i]) return false;
    for (let i = 0; i < a.lots.length; i++) if (a.lots[i] !== b.lots[i]) return false;
    for (const id in a.markers) if (a.markers[id as keyof typeof a.markers] !== b.markers[id as keyof typeof b.markers]) return false;
    return true;
  }


}

// Bots and players ask for their legal moves after every action, and most
// actions (taking cards, answering prompts) leave the city as it was; the
// last few surveys are kept so those calls skip the work. A handful is enough
// for a server interleaving matches: a miss only costs a fresh survey.
const RECENT = 8;
const recent: SiteSurvey[] = [];

/** A survey of `s`: a recent one if the city has not changed since, or a new one. */
export function surveyOf(s: UsState, values: number[]): SiteSurvey {
  for (let i = 0; i < recent.length; i++) {
    const survey = recent[i];
    if (!survey.describes(s)) continue;
    if (i > 0) {
      recent.splice(i, 1);
      recent.unshift(survey);
    }
    return survey;
  }
  const survey = new SiteSurvey(s, values);
  recent.unshift(survey);
  if (recent.length > RECENT) recent.pop();
  return survey;
}
