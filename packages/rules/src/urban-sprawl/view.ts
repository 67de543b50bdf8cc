import type { Outcome, Viewer } from '../game';
import type { Ending } from '../ending';
import { usEnding } from './ending';
import type {
  Building,
  ContractDeck,
  MarkerId,
  Office,
  Pending,
  PlayerState,
  Task,
  UsState,
  Variant,
  Vocation,
} from './state';
import { CUBES_PER_PLAYER } from './state';
import { allBlockValues } from './values';
import { buildingsOf } from './queries';

/** What a prompt looks like from the outside: who owes which kind of decision. */
export type PendingView =
  | { kind: 'claimStart'; seats: number[] }
  | { kind: 'mediaTie'; seats: number[]; candidates: number[] }
  | { kind: 'electionTie'; seats: number[]; office: Office; candidates: number[] }
  | { kind: 'contractorTie'; seats: number[]; candidates: number[] }
  | { kind: 'mayorPark'; seats: number[] }
  | { kind: 'vocationSteal'; seats: number[]; vocation: Vocation; candidates: number[] }
  | { kind: 'vocationSplit'; seats: number[]; vocation: Vocation; value: number }
  | { kind: 'chooseRow' | 'chooseOrder' | 'chooseLot' | 'placeMarker' | 'payChoice'; seats: number[] }
  | { kind: 'chooseBuilding' | 'loseOrPay'; seats: number[]; candidates: number[] }
  | { kind: 'keepOrLose'; seats: number[]; building: number }
  | { kind: 'bid'; seats: number[]; building: number; high: number; leader: number | null };

export interface PlayerView extends PlayerState {
  seat: number;
  cubesLeft: number;
}

/**
 * The table as one viewer may see it. Face-down cards appear only as counts;
 * the generator never appears. Everything in Urban Sprawl that is face up is
 * public, so seats and spectators see the same table; `omniscient` adds the decks.
 */
export interface UsView {
  game: 'urban-sprawl';
  variant: Variant;
  viewer: Viewer;
  phase: UsState['phase'];
  turn: UsState['turn'];
  players: PlayerView[];
  buildings: Building[];
  markers: Record<MarkerId, number | null>;
  /** Current value of each of the 36 blocks, row-major. */
  blockValues: number[];
  planning: { deckCount: number; discard: string[]; top: string | null; boxes: (string | null)[] };
  contracts: {
    deckCounts: Record<ContractDeck, number>;
    tops: Record<ContractDeck, string | null>;
    boxes: (string | null)[];
    open: Record<ContractDeck, boolean>;
  };
  removed: string[];
  vocationSupply: Record<Vocation, number>;
  offices: Record<Office, number | null>;
  contractor: number | null;
  politiciansInPlay: boolean;
  contractorInPlay: boolean;
  pawn: number;
  extraFavor: number | null;
  pending: PendingView | null;
  /**
   * While the engine waits inside an effect or a setup step: the decision as
   * the engine holds it and the steps queued behind it. Both follow from
   * public moves and face-up cards only (no task names a face-down card), so
   * every seat may see them; the search bot needs them to rebuild the
   * position (determinize.ts). Absent between decisions, when nothing is queued.
   */
  engine?: { pending: Pending; tasks: Task[] };
  final: Outcome | null;
  /** Why the match ended and how ties were settled; null while it runs. */
  ending: Ending | null;
  /** Only for omniscient viewers: the face-down decks, top card last. */
  decks?: { planning: string[]; town: string[]; city: string[]; metropolis: string[] };
}

/**
 * Views share the state's own arrays and records instead of copying them: a
 * state is never edited once made (clone-state.ts), so neither is a view,
 * and a part of the table that did not change is then the same object in two
 * successive views. The server diffs every viewer's views after every move,
 * and equal references let it skip those parts at once. The parts the view
 * derives (the building list, block values, the pending decision) are
 * remembered per source object for the same reason.
 */
const buildingLists = new WeakMap<UsState['board']['buildings'], Building[]>();
const blockValueLists = new WeakMap<UsState['board']['markers'], number[]>();
const pendingViews = new WeakMap<object, PendingView>();
const playerViews = new WeakMap<PlayerState, PlayerView>();
const playerLists = new WeakMap<PlayerState[], PlayerView[]>();

function memo<K extends object, V>(cache: WeakMap<K, V>, key: K, make: () => V): V {
  let v = cache.get(key);
  if (v === undefined) {
    v = make();
    cache.set(key, v);
  }
  return v;
}

function pendingView(state: UsState): PendingView | null {
  const p = state.pending;
  return p ? memo(pendingViews, p, () => describePending(p)) : null;
}

function describePending(p: NonNullable<UsState['pending']>): PendingView {
  switch (p.kind) {
    case 'vocationSplit':
      return { kind: p.kind, seats: p.owing.map((o) => o.seat), vocation: p.vocation, value: p.value };
    case 'electionTie':
      return { kind: p.kind, seats: [p.seat], office: p.office, candidates: [...p.candidates] };
    case 'contractorTie':
    case 'mediaTie':
      return { kind: p.kind, seats: [p.seat], candidates: [...p.candidates] };
    case 'vocationSteal':
      return { kind: p.kind, seats: [p.seat], vocation: p.vocation, candidates: [...p.candidates] };
    case 'claimStart':
    case 'mayorPark':
    case 'chooseRow':
    case 'chooseOrder':
    case 'chooseLot':
    case 'placeMarker':
    case 'payChoice':
      return { kind: p.kind, seats: [p.seat] };
    case 'chooseBuilding':
    case 'loseOrPay':
      return { kind: p.kind, seats: [p.seat], candidates: [...p.candidates] };
    case 'keepOrLose':
      return { kind: p.kind, seats: [p.seat], building: p.building };
    case 'bid':
      return { kind: p.kind, seats: [p.seat], building: p.building, high: p.high, leader: p.leader };
  }
}

/** A player as the table shows them, the same object as last time while neither they nor their cube count changed. */
function playerView(p: PlayerState, seat: number, cubesLeft: number): PlayerView {
  const known = playerViews.get(p);
  if (known !== undefined && known.seat === seat && known.cubesLeft === cubesLeft) return known;
  const v = {
    seat,
    wealth: p.wealth,
    prestige: p.prestige,
    planning: p.planning,
    favors: p.favors,
    vocations: p.vocations,
    cubesLeft,
  };
  playerViews.set(p, v);
  return v;
}

/** The players as the table shows them: the same list as last time when every one of them is. */
function playersView(players: PlayerState[], owned: number[]): PlayerView[] {
  const list = players.map((p, seat) => playerView(p, seat, CUBES_PER_PLAYER - owned[seat]));
  const known = playerLists.get(players);
  if (known !== undefined && known.length === list.length && known.every((v, i) => v === list[i])) return known;
  playerLists.set(players, list);
  return list;
}

export function view(state: UsState, viewer: Viewer): UsView {
  const { board, planning, contracts } = state;
  const buildings = memo(buildingLists, board.buildings, () => buildingsOf(state));
  const owned = new Array<number>(state.players.length).fill(0);
  for (const b of buildings) if (b.owner !== null) owned[b.owner]++;
  const out: UsView = {
    game: 'urban-sprawl',
    variant: state.variant,
    viewer,
    phase: state.phase,
    turn: state.turn,
    players: playersView(state.players, owned),
    buildings,
    markers: board.markers,
    blockValues: memo(blockValueLists, board.markers, () => allBlockValues(state)),
    planning: { deckCount: planning.deck.length, discard: planning.discard, top: planning.top, boxes: planning.boxes },
    contracts: {
      deckCounts: {
        town: contracts.decks.town.length,
        city: contracts.decks.city.length,
        metropolis: contracts.decks.metropolis.length,
      },
      tops: contracts.tops,
      boxes: contracts.boxes,
      open: contracts.open,
    },
    removed: state.removed,
    vocationSupply: state.vocationSupply,
    offices: state.offices,
    contractor: state.contractor,
    politiciansInPlay: state.politiciansInPlay,
    contractorInPlay: state.contractorInPlay,
    pawn: state.pawn,
    extraFavor: state.extraFavor,
    pending: pendingView(state),
    final: state.final,
    ending: usEnding(state),
  };
  if (state.pending !== null) out.engine = { pending: state.pending, tasks: state.tasks };
  // Only an omniscient viewer (a finished match's replay) sees the face-down decks.
  if (viewer.kind === 'omniscient') {
    out.decks = {
      planning: planning.deck,
      town: contracts.decks.town,
      city: contracts.decks.city,
      metropolis: contracts.decks.metropolis,
    };
  }
  return out;
}
