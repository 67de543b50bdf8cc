import { NEIGHBOURS, blockOfLot, footprintsInBlock, touchesWater, touchesWilderness } from '../board';
import type { MatchMemo } from '../../game';
import type { ContractCard } from '../content/schema';
import type { Building, UsState } from '../state';
import type { Placement } from './placement';
import { allBlockValues } from '../values';

/** What touches a footprint, as bits: the zones and parks beside it, and the water or wilderness. */
const BIT = { CIV: 1, COM: 2, IND: 4, RES: 8, PARK: 16, WATER: 32, WILDERNESS: 64 } as const;
const ZONE_BITS = BIT.CIV | BIT.COM | BIT.IND | BIT.RES;

/** The lots touching each footprint from outside it, by block, size and footprint (as footprintsInBlock lists them). */
const RIMS: number[][][][] = Array.from({ length: 36 }, (_, block) =>
  [0, 1, 2, 3, 4].map((size) =>
    footprintsInBlock(block, size).map((footprint) => [...new Set(footprint.flatMap((lot) => NEIGHBOURS[lot]))].filter((n) => !footprint.includes(n))),
  ),
);

/** Each footprint as bits of its block's four lots (top-left, top-right, bottom-left, bottom-right). */
const FOOTPRINT_BITS: number[][] = [0, 1, 2, 3, 4].map((size) => {
  const quad = footprintsInBlock(0, 4)[0];
  return footprintsInBlock(0, size).map((footprint) => footprint.reduce((bits, lot) => bits | (1 << quad.indexOf(lot)), 0));
});

/**
 * True when every building under the footprint lies entirely inside it (which
 * also makes it no larger than the new building). `ids` holds the building on
 * each of the block's four lots; a building never leaves its block.
 */
function coversWholeBuildings(ids: (number | null)[], covers: number): boolean {
  for (let i = 0; i < 4; i++) {
    const id = ids[i];
    if (id === null || !(covers & (1 << i))) continue;
    for (let j = 0; j < 4; j++) if (ids[j] === id && !(covers & (1 << j))) return false;
  }
  return true;
}

/** The distinct buildings on `footprint`, in the order of its lots. */
function occupantsOf(lots: readonly (number | null)[], footprint: number[]): number[] {
  const out: number[] = [];
  for (const lot of footprint) {
    const id = lots[lot];
    if (id !== null && !out.includes(id)) out.push(id);
  }
  return out;
}

/** Whether each footprint touches the water or the wilderness, as bits, by block, size and footprint. */
const EDGES: number[][][] = Array.from({ length: 36 }, (_, block) =>
  [0, 1, 2, 3, 4].map((size) =>
    footprintsInBlock(block, size).map((footprint) =>
      (footprint.some(touchesWater) ? BIT.WATER : 0) | (footprint.some(touchesWilderness) ? BIT.WILDERNESS : 0)),
  ),
);

/** A contract's zoning and restrictions, as tests on a site's bits and on its block's value. */
interface SiteRule {
  /** The contract's zone bit, or 0 when it ignores zoning. */
  zone: number;
  /** Bits a site must all have (adjacent to ...), and bits it must not have (not adjacent to ...). */
  all: number;
  none: number;
  minValue: number;
  maxValue: number;
  /** True when zoning is all there is to check. */
  zoningOnly: boolean;
}

const FEATURE_BITS = { water: BIT.WATER, wilderness: BIT.WILDERNESS, park: BIT.PARK } as const;
const rules = new WeakMap<ContractCard, SiteRule>();

function ruleOf(contract: ContractCard): SiteRule {
  let rule = rules.get(contract);
  if (!rule) {
    rule = { zone: BIT[contract.zone], all: 0, none: 0, minValue: 0, maxValue: Infinity, zoningOnly: true };
    for (const r of contract.restrictions) {
      switch (r.op) {
        case 'ignoreZoning': rule.zone = 0; continue;
        case 'adjacentTo': rule.all |= FEATURE_BITS[r.feature]; break;
        case 'notAdjacentTo': rule.none |= FEATURE_BITS[r.feature]; break;
        case 'minBlockValue': rule.minValue = Math.max(rule.minValue, r.value); break;
        case 'maxBlockValue': rule.maxValue = Math.min(rule.maxValue, r.value); break;
      }
      rule.zoningOnly = false;
    }
    rules.set(contract, rule);
  }
  return rule;
}

/** Zoning: a footprint no zone touches takes anything; otherwise its own zone must touch it. Zone bit 0 ignores zoning. */
const zoningAllows = (zone: number, mask: number): boolean => zone === 0 || (mask & ZONE_BITS) === 0 || (mask & zone) !== 0;

const BLOCKS = Array.from({ length: 36 }, (_, block) => block);

/**
 * The blocks whose sites a change on `lot` can alter: its own block (what is
 * vacant or covered there) and every block with a lot beside it (the zones
 * touching their footprints).
 */
const AFFECTED_BLOCKS: number[][] = Array.from({ length: 144 }, (_, lot) =>
  [...new Set([lot, ...NEIGHBOURS[lot]].map(blockOfLot))],
);

/** A footprint and what touches it, as bits (see BIT). */
export interface VacantSite {
  lots: number[];
  mask: number;
  /** Its block, whose value is what building there costs (see SiteSurvey.values). */
  block: number;
}

/** A footprint where a contract may replace the buildings standing there. */
export interface DemolitionSite extends VacantSite {
  occupants: number[];
}

type CoveredSite = DemolitionSite;

/**
 * What one block offers, by size: its vacant footprints and the footprints
 * that cover whole buildings. It depends only on the lots in and around the
 * block, so a survey hands it on to the next while those stay the same.
 */
interface BlockSites {
  vacant: (VacantSite[] | undefined)[];
  covered: (CoveredSite[] | undefined)[];
}


/** The blocks from the cheapest up; ties keep block order, so equal values always list alike. */
function cheapestFirst(values: number[]): number[] {
  const order = BLOCKS.slice();
  // Insertion sort: 36 small integers, and no comparator calls.
  for (let i = 1; i < order.length; i++) {
    const block = order[i];
    const v = values[block];
    let j = i - 1;
    while (j >= 0 && values[order[j]] > v) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = block;
  }
  return order;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A quick survey of where contracts may stand, made once per city (see
 * surveyOf): the zone (or park) on each lot, as a bit. With it,
 * checking zoning and restrictions for every footprint of every contract is a
 * few bit operations, which keeps bots and the simulator fast. A survey
 * derived from the previous one recomputes only the blocks around the lots
 * that changed. It agrees with placementProblem (tests check this over whole
 * games, for fresh and derived surveys alike).
 */
export class SiteSurvey {
  /** The city surveyed. */
  readonly board: UsState['board'];
  /** The zone bit of the building on each lot (0 when vacant). */
  private readonly zoneAt: Uint8Array;
  private readonly lots: readonly (number | null)[];
  private readonly blocks: (BlockSites | undefined)[];
  private readonly order: number[];
  /** Vacant sites by contract id. */
  private readonly cache = new Map<string, VacantSite[]>();
  /** Vacant sites by zone and size (see zonedSites). */
  private readonly zoned: (VacantSite[] | undefined)[] = [];
  private readonly covered: (CoveredSite[] | undefined)[] = [];
  /** Demolition sites by contract id, for each seat, way of demolishing and Contractor asked about. */
  private readonly demolitions = new Map<string, { seat: number; demolishBy: string; contractor: number | null; sites: CoveredSite[] }[]>();

  /**
   * @param values every block's value now
   * @param base an earlier survey whose untouched blocks may be reused
   */
  constructor(s: UsState, readonly values: number[], base?: SiteSurvey) {
    this.board = s.board;
    const lots = s.board.lots;
    const zoneAt = new Uint8Array(lots.length);
    for (let lot = 0; lot < lots.length; lot++) {
      const id = lots[lot];
      if (id !== null) zoneAt[lot] = BIT[(s.board.buildings[id] as Building).zone];
    }
    this.zoneAt = zoneAt;
    this.lots = lots;
    this.blocks = base ? base.blocksStillTrue(lots, zoneAt) : new Array<BlockSites | undefined>(36);
    this.order = base && sameNumbers(base.values, values) ? base.order : cheapestFirst(values);
  }

  /** This survey's block sites that still hold for a city with these lots and zones. */
  private blocksStillTrue(lots: readonly (number | null)[], zoneAt: Uint8Array): (BlockSites | undefined)[] {
    const blocks = this.blocks.slice();
    for (let lot = 0; lot < lots.length; lot++) {
      if (lots[lot] === this.lots[lot] && zoneAt[lot] === this.zoneAt[lot]) continue;
      for (const block of AFFECTED_BLOCKS[lot]) blocks[block] = undefined;
    }
    return blocks;
  }

  private sitesOf(block: number): BlockSites {
    let sites = this.blocks[block];
    if (!sites) {
      sites = { vacant: [], covered: [] };
      this.blocks[block] = sites;
    }
    return sites;
  }

  /**
   * Every footprint on vacant lots where the contract may legally stand,
   * cheapest first (so that callers stop at the first one they cannot afford).
   */
  vacantSites(contract: ContractCard): readonly VacantSite[] {
    let sites = this.cache.get(contract.id);
    if (!sites) {
      const rule = ruleOf(contract);
      const zoned = this.zonedSites(rule.zone, contract.size);
      sites = rule.zoningOnly ? zoned : zoned.filter((site) => this.meetsRestrictions(rule, site));
      this.cache.set(contract.id, sites);
    }
    return sites;
  }

  /**
   * Vacant footprints of `size` where zoning allows the zone bit `zone` (every
   * one for 0: zoning ignored), with the zones and parks around each, cheapest block first.
   */
  private zonedSites(zone: number, size: number): VacantSite[] {
    const slot = zone * 5 + size;
    let sites = this.zoned[slot];
    if (!sites) {
      sites = [];
      for (const block of this.order) {
        const here = this.sitesOf(block);
        const list = here.vacant[size] ?? (here.vacant[size] = this.vacantIn(block, size));
        for (let i = 0; i < list.length; i++) if (zoningAllows(zone, list[i].mask)) sites.push(list[i]);
      }
      this.zoned[slot] = sites;
    }
    return sites;
  }

  /** The vacant footprints of `size` in one block. */
  private vacantIn(block: number, size: number): VacantSite[] {
    const sites: VacantSite[] = [];
    const footprints = footprintsInBlock(block, size);
    if (footprints.length === 0) return sites;
    const quad = footprintsInBlock(block, 4)[0];
    let built = 0;
    for (let i = 0; i < 4; i++) if (this.lots[quad[i]] !== null) built |= 1 << i;
    if (built === 15) return sites;
    for (let f = 0; f < footprints.length; f++) {
      if (FOOTPRINT_BITS[size][f] & built) continue;
      // The footprint's own lots are vacant, so what touches it is what stands on its rim.
      sites.push({ lots: footprints[f], mask: this.outsideMask(block, size, f) | EDGES[block][size][f], block });
    }
    return sites;
  }

  /** The contract's restrictions other than zoning. */
  private meetsRestrictions(rule: SiteRule, site: VacantSite): boolean {
    const mask = site.mask;
    if ((mask & rule.all) !== rule.all || (mask & rule.none) !== 0) return false;
    const value = this.values[site.block];
    return value >= rule.minValue && value <= rule.maxValue;
  }

  /**
   * Every footprint where the contract may stand by demolishing what is there,
   * cheapest first (the caller checks cost and cubes): the three demolition
   * conditions, the Contractor's protection, zoning and restrictions.
   */
  demolitionSites(
    contract: ContractCard, seat: number, demolishBy: NonNullable<Placement['demolishBy']>, contractor: number | null,
  ): readonly CoveredSite[] {
    let known = this.demolitions.get(contract.id);
    if (!known) {
      known = [];
      this.demolitions.set(contract.id, known);
    }
    let entry = known.find((k) => k.seat === seat && k.demolishBy === demolishBy && k.contractor === contractor);
    if (!entry) {
      const sites = this.coveredSites(contract.size).filter(this.mayDemolish(contract, seat, demolishBy, contractor));
      entry = { seat, demolishBy, contractor, sites };
      known.push(entry);
    }
    return entry.sites;
  }

  private mayDemolish(
    contract: ContractCard, seat: number, demolishBy: NonNullable<Placement['demolishBy']>, contractor: number | null,
  ): (site: CoveredSite) => boolean {
    const rule = ruleOf(contract);
    // Urban Renewal cards cannot touch the Contractor's buildings (the Contractor's own card can).
    const protectedOwner = demolishBy === 'renewal' && contractor !== seat ? contractor : null;
    const buildings = this.board.buildings;
    return (site) => {
      if (!zoningAllows(rule.zone, site.mask)) return false;
      if (protectedOwner !== null && site.occupants.some((id) => buildings[id]?.owner === protectedOwner)) return false;
      return rule.zoningOnly || this.meetsRestrictions(rule, site);
    };
  }

  /**
   * Footprints of `size` lots that cover at least one building and only whole
   * buildings no larger than `size`, with the zones and parks touching them
   * from outside (what they cover is demolished, so it no longer counts),
   * cheapest block first.
   */
  private coveredSites(size: number): CoveredSite[] {
    let sites = this.covered[size];
    if (!sites) {
      sites = [];
      for (const block of this.order) {
        const here = this.sitesOf(block);
        const list = here.covered[size] ?? (here.covered[size] = this.coveredIn(block, size));
        for (let i = 0; i < list.length; i++) sites.push(list[i]);
      }
      this.covered[size] = sites;
    }
    return sites;
  }

  /** The footprints of `size` in one block that cover whole buildings. */
  private coveredIn(block: number, size: number): CoveredSite[] {
    const sites: CoveredSite[] = [];
    const lots = this.lots;
    // Which of the block's four lots are built on, and by which building.
    const quad = footprintsInBlock(block, 4)[0];
    const ids: (number | null)[] = [lots[quad[0]], lots[quad[1]], lots[quad[2]], lots[quad[3]]];
    let built = 0;
    for (let i = 0; i < 4; i++) if (ids[i] !== null) built |= 1 << i;
    if (built === 0) return sites;
    const footprints = footprintsInBlock(block, size);
    for (let f = 0; f < footprints.length; f++) {
      const covers = FOOTPRINT_BITS[size][f];
      if ((covers & built) === 0 || !coversWholeBuildings(ids, covers)) continue;
      sites.push({ lots: footprints[f], occupants: occupantsOf(lots, footprints[f]), mask: this.outsideMask(block, size, f) | EDGES[block][size][f], block });
    }
    return sites;
  }

  private outsideMask(block: number, size: number, f: number): number {
    const rim = RIMS[block][size][f];
    let mask = 0;
    for (let i = 0; i < rim.length; i++) mask |= this.zoneAt[rim[i]];
    return mask;
  }

  /** True when this survey still describes `s`: the same buildings on the same lots, and the same markers. */
  describes(s: UsState): boolean {
    const a = this.board;
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
// for one match at a time, and callers that follow a match keep its latest
// survey in the match's memo (see GameModule.legalActions), so a server
// interleaving hundreds of matches finds each one's survey at once, and
// derives a new one from that match's previous city rather than from another
// match's. A miss only costs a fresh survey.
const RECENT = 8;
const recent: SiteSurvey[] = [];

/** A recent survey that still describes `s`, moved to the front of the list. */
function recentSurveyOf(s: UsState): SiteSurvey | undefined {
  for (let i = 0; i < recent.length; i++) {
    const survey = recent[i];
    if (!survey.describes(s)) continue;
    if (i > 0) {
      recent.splice(i, 1);
      recent.unshift(survey);
    }
    return survey;
  }
  return undefined;
}

/** Where a match's memo keeps its latest survey. */
const MEMO_KEY = 'urbanSprawl.siteSurvey';

/** A survey of `s`: the match's latest (from `memo`) or a recent one if the city has not changed since, or a new one. */
export function surveyOf(s: UsState, memo?: MatchMemo): SiteSurvey {
  const kept = memo?.[MEMO_KEY] as SiteSurvey | undefined;
  // Boards are replaced, never edited (see writableBoard): the same board object is the same city.
  if (kept !== undefined && kept.board === s.board) return kept;
  let survey = recentSurveyOf(s);
  if (survey === undefined) {
    survey = new SiteSurvey(s, allBlockValues(s), kept ?? recent[0]);
    recent.unshift(survey);
    if (recent.length > RECENT) recent.pop();
  }
  if (memo) memo[MEMO_KEY] = survey;
  return survey;
}
