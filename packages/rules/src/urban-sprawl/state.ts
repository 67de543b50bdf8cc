import type { RngState } from '../rng';
import type { ContractDeck, Effect, Vocation, Zone } from './content/schema';
import type { Outcome } from '../game';

export type { Zone, Vocation, ContractDeck };
export type BuildingZone = Zone | 'PARK';

/** The election track, clockwise from the Mayor; also the chain of tie-breakers. */
export const OFFICES = ['mayor', 'districtAttorney', 'treasurer', 'policeChief', 'unionBoss'] as const;
export type Office = (typeof OFFICES)[number];

export const MARKER_IDS = ['W7', 'W8', 'W9', 'W10', 'W11', 'W12', 'P4', 'P5', 'P6'] as const;
export type MarkerId = (typeof MARKER_IDS)[number];

export const CONTRACT_DECKS: ContractDeck[] = ['town', 'city', 'metropolis'];

/** AP costs printed next to each box. */
export const PLANNING_TOP_COST = 5;
export const PLANNING_BOX_COSTS = [4, 3, 2, 1] as const;
export const CONTRACT_TOP_COSTS: Record<ContractDeck, number> = { town: 6, city: 5, metropolis: 4 };
export const CONTRACT_BOX_COSTS = [5, 4, 3, 2, 1] as const;

export const CUBES_PER_PLAYER = 36;
export const STARTING_WEALTH: Record<number, number> = { 2: 39, 3: 27, 4: 21 };

export type Variant = 'standard' | 'long' | 'short';

export interface Building {
  id: number;
  zone: BuildingZone;
  lots: number[];
  owner: number | null;
  /** The contract it was built from; null for starting buildings and parks. */
  card: string | null;
  /** True for the twelve printed starting buildings. */
  starting: boolean;
}

export interface PlayerState {
  wealth: number;
  prestige: number;
  /** Planning cards in front of the player (always public). */
  planning: string[];
  favors: string[];
  vocations: Vocation[];
}

export type ContractSource = { box: number } | { top: ContractDeck } | { favor: string };

/** Where an effect happens: its card, the building just built (if any) and, once chosen, which of its rows is "one of these rows". */
export interface EffectScope {
  card: string;
  anchor: number | null;
  row?: 'row' | 'column';
}

/**
 * One effect waiting to run. Decisions inside it are answered by running it
 * again with the answer filled in (`seat`, `building`, `lot`).
 */
export interface EffectTask {
  t: 'do';
  effect: Effect;
  actor: number;
  scope: EffectScope;
  seat?: number;
  building?: number;
  lot?: number;
}

/** Engine steps waiting to run. Each is plain JSON so a paused engine is just state. */
export type Task =
  | { t: 'slidePlanning' }
  | { t: 'refillPlanning' }
  | { t: 'flipPlanningTop' }
  | { t: 'slideContracts' }
  | { t: 'refillContracts' }
  | { t: 'flipContractTop'; deck: ContractDeck }
  | { t: 'nextTurn' }
  | { t: 'revealed'; card: string }
  | EffectTask
  | { t: 'election'; office?: Office }
  | { t: 'contractor' }
  | { t: 'payout'; kind: 'wealth' | 'prestige'; value: number }
  | { t: 'acquireVocation'; vocation: Vocation; value: number }
  | { t: 'scoreVocation'; vocation: Vocation; value: number }
  | { t: 'finalScoring' };

/** A decision the engine is waiting for; the view shows it without its options. */
export type Pending =
  | { kind: 'claimStart'; seat: number }
  | { kind: 'mediaTie'; seat: number; candidates: number[] }
  | { kind: 'electionTie'; seat: number; office: Office; candidates: number[] }
  | { kind: 'contractorTie'; seat: number; candidates: number[] }
  | { kind: 'mayorPark'; seat: number }
  | { kind: 'vocationSteal'; seat: number; vocation: Vocation; candidates: number[] }
  | { kind: 'vocationSplit'; vocation: Vocation; value: number; owing: { seat: number; markers: number }[] }
  // Decisions inside card effects; each resumes `resume` with the answer filled in.
  | { kind: 'chooseRow'; seat: number; resume: EffectTask }
  | { kind: 'chooseOrder'; seat: number; seats: number[]; resume: EffectTask }
  | { kind: 'chooseBuilding'; seat: number; candidates: number[]; resume: EffectTask }
  | { kind: 'chooseLot'; seat: number; lots: number[]; resume: EffectTask }
  | { kind: 'placeMarker'; seat: number; markers: MarkerId[]; spaces: number[] }
  | { kind: 'payChoice'; seat: number; to: number; units: number; amount: number }
  | { kind: 'loseOrPay'; seat: number; candidates: number[]; wealth: number; prestige: number; canPay: boolean }
  | {
      kind: 'keepOrLose';
      seat: number;
      building: number;
      wealth: number;
      prestige: number;
      canPay: boolean;
      otherwise: 'demolish' | 'auction';
    }
  | { kind: 'bid'; seat: number; building: number; high: number; leader: number | null; bidders: number[] };

export interface TurnState {
  active: number;
  number: number;
  ap: number;
  /** Once the player spends AP, the investment window is closed. */
  spentAp: boolean;
  contractsBuilt: number;
  /**
   * The Favors the active player took during this turn (turn `number`): a
   * Favor can be built from its holder's next turn on, so these cannot be
   * built yet. The record ends with the turn. Absent when none was taken,
   * and in every state written by rules 1.0.0, which did not keep it: an
   * absent record means every Favor held may be built.
   */
  favorsTaken?: string[];
}

export interface UsState {
  game: 'urban-sprawl';
  variant: Variant;
  rng: RngState;
  players: PlayerState[];
  board: {
    /** Building id on each lot, or null. */
    lots: (number | null)[];
    /** Buildings by id; a demolished building leaves null behind so ids stay stable. */
    buildings: (Building | null)[];
    /** The gray space holding each marker, or null while it is in the holding box. */
    markers: Record<MarkerId, number | null>;
  };
  planning: {
    /** Face-down deck; the last element is the top. */
    deck: string[];
    discard: string[];
    top: string | null;
    /** Face-up boxes costing 4, 3, 2, 1 AP. */
    boxes: (string | null)[];
  };
  contracts: {
    decks: Record<ContractDeck, string[]>;
    tops: Record<ContractDeck, string | null>;
    /** Face-up boxes costing 5, 4, 3, 2, 1 AP. */
    boxes: (string | null)[];
    open: Record<ContractDeck, boolean>;
  };
  /** Cards out of play: built contracts and executed contract events. */
  removed: string[];
  vocationSupply: Record<Vocation, number>;
  offices: Record<Office, number | null>;
  contractor: number | null;
  politiciansInPlay: boolean;
  contractorInPlay: boolean;
  /** Index into OFFICES of the election pawn. */
  pawn: number;
  /** Seat holding the Extra Favor tile, if any. */
  extraFavor: number | null;
  phase: 'setup' | 'play' | 'over';
  turn: TurnState;
  tasks: Task[];
  pending: Pending | null;
  final: Outcome | null;
  /** Number of actions applied so far. */
  step: number;
}
