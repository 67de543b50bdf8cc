import type { Outcome, Viewer } from '../game';
import type { Building, ContractDeck, MarkerId, Office, PlayerState, UsState, Variant, Vocation } from './state';
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
  final: Outcome | null;
  /** Only for omniscient viewers: the face-down decks, top card last. */
  decks?: { planning: string[]; town: string[]; city: string[]; metropolis: string[] };
}

function pendingView(state: UsState): PendingView | null {
  const p = state.pending;
  if (!p) return null;
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

export function view(state: UsState, viewer: Viewer): UsView {
  const buildings = buildingsOf(state);
  const owned = new Array(state.players.length).fill(0);
  for (const b of buildings) if (b.owner !== null) owned[b.owner]++;
  const out: UsView = {
    game: 'urban-sprawl',
    variant: state.variant,
    viewer,
    phase: state.phase,
    turn: { ...state.turn },
    players: state.players.map((p, seat) => ({
      seat,
      wealth: p.wealth,
      prestige: p.prestige,
      planning: [...p.planning],
      favors: [...p.favors],
      vocations: [...p.vocations],
      cubesLeft: CUBES_PER_PLAYER - owned[seat],
    })),
    buildings: buildings.map((b) => ({ ...b, lots: [...b.lots] })),
    markers: { ...state.board.markers },
    blockValues: allBlockValues(state),
    planning: {
      deckCount: state.planning.deck.length,
      discard: [...state.planning.discard],
      top: state.planning.top,
      boxes: [...state.planning.boxes],
    },
    contracts: {
      deckCounts: {
        town: state.contracts.decks.town.length,
        city: state.contracts.decks.city.length,
        metropolis: state.contracts.decks.metropolis.length,
      },
      tops: { ...state.contracts.tops },
      boxes: [...state.contracts.boxes],
      open: { ...state.contracts.open },
    },
    removed: [...state.removed],
    vocationSupply: { ...state.vocationSupply },
    offices: { ...state.offices },
    contractor: state.contractor,
    politiciansInPlay: state.politiciansInPlay,
    contractorInPlay: state.contractorInPlay,
    pawn: state.pawn,
    extraFavor: state.extraFavor,
    pending: pendingView(state),
    final: state.final,
  };
  if (viewer.kind === 'omniscient') {
    out.decks = {
      planning: [...state.planning.deck],
      town: [...state.contracts.decks.town],
      city: [...state.contracts.decks.city],
      metropolis: [...state.contracts.decks.metropolis],
    };
  }
  return out;
}
