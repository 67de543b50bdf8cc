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
    footprintsInBlock(block, size).map((footprint) =>
      [...new Set(footprint.flatMap((lot) => NEIGHBOURS[lot]))].filter((n) => !footprint.includes(n)),
    ),
  ),
);

/** Each footprint as bits of its block's four lots (top-left, top-right, bottom-left, bottom-right). */
const FOOTPRINT_BITS: number[][] = [0, 1, 2, 3, 4].map((size) => {
  const quad = footprintsInBlock(0, 4)[0];
  return footprintsInBlock(0, size).map((footprint) =>
    footprint.reduce((bits, lot) => bits | (1 << quad.indexOf(lot)), 0),
  );
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

/**
 * Every footprint of the board, numbered block by block and, inside a block,
 * size by size in footprintsInBlock's order, with what never changes about
 * it. A survey then keeps one byte per footprint (about 1.5 KB in all)
 * instead of lists of site objects (about 60 KB per match, kept in its memo):
 * a server's surveys of hundreds of matches stay small enough to share the
 * processor's caches, and a new city leaves little behind for the garbage
 * collector. Sites are listed by walking the blocks, cheapest first.
 */
const FOOTPRINT_LOTS: number[][] = [];
/** Which of its block's four lots the footprint covers (see FOOTPRINT_BITS). */
const FOOTPRINT_COVERS: number[] = [];
/** Whether it touches the water or the wilderness, as BIT bits. */
const FOOTPRINT_EDGE: number[] = [];
/** The lots touching it from outside. */
const FOOTPRINT_RIM: number[][] = [];
/** The footprints of each block and size: indices from FIRST[block][size] up to (not including) FIRST[block][size + 1]. */
const FIRST: number[][] = [];

for (let block = 0; block < 36; block++) {
  FIRST.push([]);
  for (let size = 0; size <= 5; size++) {
    FIRST[block].push(FOOTPRINT_LOTS.length);
    if (size === 5) break;
    footprintsInBlock(block, size).forEach((lots, f) => {
      FOOTPRINT_LOTS.push(lots);
      FOOTPRINT_COVERS.push(FOOTPRINT_BITS[size][f]);
      FOOTPRINT_EDGE.push(
        (lots.some(touchesWater) ? BIT.WATER : 0) | (lots.some(touchesWilderness) ? BIT.WILDERNESS : 0),
      );
      FOOTPRINT_RIM.push(RIMS[block][size][f]);
    });
  }
}
const FOOTPRINTS = FOOTPRINT_LOTS.length;

/** A contract's zoning and restrictions, as tests on a site's bits and on its block's value. */
interface SiteRule {
  /** The contract's zone bit, or 0 when it ignores zoning. */
  zone: number;
  /** Bits a site must all have (adjacent to ...), and bits it must not have (not adjacent to ...). */
  all: number;
  none: number;
  minValue: number;
  maxValue: number;
}

const FEATURE_BITS = { water: BIT.WATER, wilderness: BIT.WILDERNESS, park: BIT.PARK } as const;
const rules = new WeakMap<ContractCard, SiteRule>();

function ruleOf(contract: ContractCard): SiteRule {
  let rule = rules.get(contract);
  if (!rule) {
    rule = { zone: BIT[contract.zone], all: 0, none: 0, minValue: 0, maxValue: Infinity };
    for (const r of contract.restrictions) {
      switch (r.op) {
        case 'ignoreZoning':
          rule.zone = 0;
          break;
        case 'adjacentTo':
          rule.all |= FEATURE_BITS[r.feature];
          break;
        case 'notAdjacentTo':
          rule.none |= FEATURE_BITS[r.feature];
          break;
        case 'minBlockValue':
          rule.minValue = Math.max(rule.minValue, r.value);
          break;
        case 'maxBlockValue':
          rule.maxValue = Math.min(rule.maxValue, r.value);
          break;
      }
    }
    rules.set(contract, rule);
  }
  return rule;
}

/** Zoning: a footprint no zone touches takes anything; otherwise its own zone must touch it. Zone bit 0 ignores zoning. */
const zoningAllows = (zone: number, mask: number): boolean =>
  zone === 0 || (mask & ZONE_BITS) === 0 || (mask & zone) !== 0;

/** Zoning and the contract's other restrictions, for a footprint with these bits in a block of this value. */
const siteAllows = (rule: SiteRule, mask: number, value: number): boolean =>
  zoningAllows(rule.zone, mask) &&
  (mask & rule.all) === rule.all &&
  (mask & rule.none) === 0 &&
  value >= rule.minValue &&
  value <= rule.maxValue;

const BLOCKS = Array.from({ length: 36 }, (_, block) => block);

/**
 * The blocks whose sites a change on `lot` can alter: its own block (what is
 * vacant or covered there) and every block with a lot beside it (the zones
 * touching their footprints).
 */
const AFFECTED_BLOCKS: number[][] = Array.from({ length: 144 }, (_, lot) => [
  ...new Set([lot, ...NEIGHBOURS[lot]].map(blockOfLot)),
]);

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

/** Which of the block's four lots are built on, as bits (see FOOTPRINT_BITS). */
function builtBits(lots: readonly (number | null)[], block: number): number {
  const quad = FOOTPRINT_LOTS[FIRST[block][4]];
  let built = 0;
  for (let i = 0; i < 4; i++) if (lots[quad[i]] !== null) built |= 1 << i;
  return built;
}

/**
 * A quick survey of where contracts may stand, made once per city (see
 * surveyOf): the zone (or park) on each lot, as a bit, and for every
 * footprint the zones and parks touching it from outside, as bits. With it,
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
  /** Blocks from the cheapest up. */
  private readonly order: number[];
  /** What touches each footprint from outside, as bits, and whether that is known yet for each block. */
  private readonly rims: Uint8Array;
  private readonly rimsKnown: Uint8Array;

  /**
   * @param values every block's value now
   * @param base an earlier survey whose untouched blocks may be reused
   */
  constructor(
    s: UsState,
    readonly values: number[],
    base?: SiteSurvey,
  ) {
    this.board = s.board;
    const lots = s.board.lots;
    const zoneAt = new Uint8Array(lots.length);
    for (let lot = 0; lot < lots.length; lot++) {
      const id = lots[lot];
      if (id !== null) zoneAt[lot] = BIT[(s.board.buildings[id] as Building).zone];
    }
    this.zoneAt = zoneAt;
    this.lots = lots;
    this.rims = base ? base.rims.slice() : new Uint8Array(FOOTPRINTS);
    this.rimsKnown = base ? base.rimsStillTrue(zoneAt) : new Uint8Array(36);
    this.order = base && sameNumbers(base.values, values) ? base.order : cheapestFirst(values);
  }

  /** Which blocks' rims this survey knows that still hold for a city with these zones. */
  private rimsStillTrue(zoneAt: Uint8Array): Uint8Array {
    const known = this.rimsKnown.slice();
    for (let lot = 0; lot < zoneAt.length; lot++) {
      if (zoneAt[lot] === this.zoneAt[lot]) continue;
      for (const block of AFFECTED_BLOCKS[lot]) known[block] = 0;
    }
    return known;
  }

  /** What touches footprint `f` (of `block`) from outside, with the water and wilderness, as bits. */
  private maskOf(block: number, f: number): number {
    if (!this.rimsKnown[block]) {
      for (let g = FIRST[block][0]; g < FIRST[block][5]; g++) {
        const rim = FOOTPRINT_RIM[g];
        let mask = 0;
        for (let i = 0; i < rim.length; i++) mask |= this.zoneAt[rim[i]];
        this.rims[g] = mask;
      }
      this.rimsKnown[block] = 1;
    }
    return this.rims[f] | FOOTPRINT_EDGE[f];
  }

  /**
   * Calls `visit` with every footprint on vacant lots where the contract may
   * legally stand, cheapest block first, up to blocks worth `maxValue`.
   */
  eachVacantSite(
    contract: ContractCard,
    maxValue: number,
    visit: (lots: number[], block: number, mask: number) => void,
  ): void {
    const rule = ruleOf(contract);
    const size = contract.size;
    for (const block of this.order) {
      const value = this.values[block];
      if (value > maxValue) return;
      const built = builtBits(this.lots, block);
      if (built === 15) continue;
      for (let f = FIRST[block][size]; f < FIRST[block][size + 1]; f++) {
        if (FOOTPRINT_COVERS[f] & built) continue;
        // The footprint's own lots are vacant, so what touches it is what stands on its rim.
        const mask = this.maskOf(block, f);
        if (siteAllows(rule, mask, value)) visit(FOOTPRINT_LOTS[f], block, mask);
      }
    }
  }

  /**
   * Calls `visit` with every footprint where the contract may stand by
   * demolishing what is there, cheapest block first, up to blocks worth
   * `maxValue` (the caller checks cubes): footprints covering at least one
   * building and only whole buildings no larger than the contract, which
   * the Contractor's protection allows, and zoning and restrictions as they
   * will be once the buildings are gone (what touches from outside).
   */
  eachDemolitionSite(
    contract: ContractCard,
    seat: number,
    demolishBy: NonNullable<Placement['demolishBy']>,
    contractor: number | null,
    maxValue: number,
    visit: (lots: number[], occupants: number[], block: number, mask: number) => void,
  ): void {
    const rule = ruleOf(contract);
    const size = contract.size;
    // Urban Renewal cards cannot touch the Contractor's buildings (the Contractor's own card can).
    const protectedOwner = demolishBy === 'renewal' && contractor !== seat ? contractor : null;
    const {
      lots,
      board: { buildings },
    } = this;
    const ids: (number | null)[] = [null, null, null, null];
    for (const block of this.order) {
      const value = this.values[block];
      if (value > maxValue) return;
      const built = builtBits(lots, block);
      if (built === 0) continue;
      const quad = FOOTPRINT_LOTS[FIRST[block][4]];
      for (let i = 0; i < 4; i++) ids[i] = lots[quad[i]];
      for (let f = FIRST[block][size]; f < FIRST[block][size + 1]; f++) {
        const covers = FOOTPRINT_COVERS[f];
        if ((covers & built) === 0 || !coversWholeBuildings(ids, covers)) continue;
        const mask = this.maskOf(block, f);
        if (!siteAllows(rule, mask, value)) continue;
        const occupants = occupantsOf(lots, FOOTPRINT_LOTS[f]);
        if (protectedOwner !== null && occupants.some((id) => buildings[id]?.owner === protectedOwner)) continue;
        visit(FOOTPRINT_LOTS[f], occupants, block, mask);
      }
    }
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
    for (const id in a.markers)
      if (a.markers[id as keyof typeof a.markers] !== b.markers[id as keyof typeof b.markers]) return false;
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
