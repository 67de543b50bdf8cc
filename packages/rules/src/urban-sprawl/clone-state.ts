import type { PlayerState, TurnState, UsState } from './state';

/**
 * The board changes in few moves (builds, demolitions, markers), yet it is the
 * largest part of the state, so states share it until one of them writes:
 * every write goes through writableBoard. Sharing also lets the legal-move
 * survey recognise an unchanged city at a glance. A deep-freeze test proves
 * no write bypasses this. (A WeakMap of owners was tried first; it cost more
 * in garbage collection than the copies it saved.)
 */
let fresh: UsState['board'] | null = null;

/**
 * The board of `s`, ready to be written. Moves are applied one at a time to
 * a state just made by cloneState, so the only board that may be written in
 * place is the one copied since that clone.
 */
export function writableBoard(s: UsState): UsState['board'] {
  if (s.board !== fresh) {
    const board = s.board;
    s.board = { lots: board.lots.slice(), buildings: board.buildings.slice(), markers: { ...board.markers } };
    fresh = s.board;
  }
  return s.board;
}

/**
 * Copies a state for `apply` to work on. Written out by hand because it runs
 * once per move and is several times faster than a generic deep copy; a test
 * applies moves to deep-frozen states to prove nothing shared is ever mutated.
 */
export function cloneState(s: UsState): UsState {
  const { board, planning, contracts } = s;
  fresh = null;
  return {
    game: s.game,
    variant: s.variant,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map(clonePlayer),
    // Shared until written (see writableBoard); buildings themselves are never edited in place.
    board,
    // Decks, the discard pile and the removed cards are replaced when they change, never edited, so they are shared.
    planning: { deck: planning.deck, discard: planning.discard, top: planning.top, boxes: planning.boxes.slice() },
    contracts: {
      // The decks, the vocation supply and the offices are replaced when they change, never edited.
      decks: contracts.decks,
      tops: { town: contracts.tops.town, city: contracts.tops.city, metropolis: contracts.tops.metropolis },
      boxes: contracts.boxes.slice(),
      open: { town: contracts.open.town, city: contracts.open.city, metropolis: contracts.open.metropolis },
    },
    removed: s.removed,
    vocationSupply: s.vocationSupply,
    offices: s.offices,
    contractor: s.contractor,
    politiciansInPlay: s.politiciansInPlay,
    contractorInPlay: s.contractorInPlay,
    pawn: s.pawn,
    extraFavor: s.extraFavor,
    phase: s.phase,
    turn: cloneTurn(s.turn),
    // Tasks, the pending decision and the final result are replaced, never edited, so they are shared.
    tasks: s.tasks.slice(),
    pending: s.pending,
    final: s.final,
    step: s.step,
  };
}

// The list of Favors taken this turn is replaced when it changes, never edited, so it is shared. It is
// left out, not set to undefined, when there is none, so that such a state has exactly the keys rules 1.0.0 wrote.
const cloneTurn = (t: TurnState): TurnState => {
  const turn: TurnState = {
    active: t.active,
    number: t.number,
    ap: t.ap,
    spentAp: t.spentAp,
    contractsBuilt: t.contractsBuilt,
  };
  if (t.favorsTaken !== undefined) turn.favorsTaken = t.favorsTaken;
  return turn;
};

// A player's cards and vocations are replaced when they change, never edited, so they are shared.
const clonePlayer = (p: PlayerState): PlayerState => ({
  wealth: p.wealth,
  prestige: p.prestige,
  planning: p.planning,
  favors: p.favors,
  vocations: p.vocations,
});

/** Whether two lists hold the same items (by identity), in order. */
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Deep equality of two small plain JSON values. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka)
    if (!Object.hasOwn(b, k) || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  return true;
}

function sameMarkers(a: UsState['board']['markers'], b: UsState['board']['markers']): boolean {
  for (const key in a) if (a[key as keyof typeof a] !== b[key as keyof typeof b]) return false;
  for (const key in b) if (!(key in a)) return false;
  return true;
}

const samePlayer = (a: PlayerState, b: PlayerState): boolean =>
  a.wealth === b.wealth &&
  a.prestige === b.prestige &&
  a.planning === b.planning &&
  a.favors === b.favors &&
  a.vocations === b.vocations;

const sameTurn = (a: TurnState, b: TurnState): boolean =>
  a.active === b.active &&
  a.number === b.number &&
  a.ap === b.ap &&
  a.spentAp === b.spentAp &&
  a.contractsBuilt === b.contractsBuilt &&
  a.favorsTaken === b.favorsTaken &&
  'favorsTaken' in a === 'favorsTaken' in b;

/**
 * Puts back into `after` (a state `apply` just made from `before`) every part
 * that cloneState copied and the move left as it was: most moves touch one
 * player, one row of cards or nothing but the turn. States then share those
 * parts as they share the board, and whoever compares successive states by
 * identity (the server's state hash and view patches, the views' own memos)
 * skips them at once instead of reading them again. Only `after` is changed,
 * before anyone else has seen it; `before` is never written.
 */
export function reshare(before: UsState, after: UsState): void {
  if (sameItems(after.rng, before.rng)) after.rng = before.rng;
  if (after.board !== before.board) {
    // Written this move (writableBoard copied all three parts): keep the parts that did not change.
    const b = after.board;
    const a = before.board;
    if (sameItems(b.lots, a.lots)) b.lots = a.lots;
    if (sameItems(b.buildings, a.buildings)) b.buildings = a.buildings;
    if (sameMarkers(b.markers, a.markers)) b.markers = a.markers;
    if (b.lots === a.lots && b.buildings === a.buildings && b.markers === a.markers) after.board = a;
  }
  if (after.players.length === before.players.length) {
    let all = true;
    for (let i = 0; i < after.players.length; i++) {
      if (samePlayer(after.players[i], before.players[i])) after.players[i] = before.players[i];
      else all = false;
    }
    if (all) after.players = before.players;
  }
  const p = after.planning;
  const q = before.planning;
  if (sameItems(p.boxes, q.boxes)) p.boxes = q.boxes;
  if (p.deck === q.deck && p.discard === q.discard && p.top === q.top && p.boxes === q.boxes) after.planning = q;
  const c = after.contracts;
  const d = before.contracts;
  if (sameItems(c.boxes, d.boxes)) c.boxes = d.boxes;
  if (c.tops.town === d.tops.town && c.tops.city === d.tops.city && c.tops.metropolis === d.tops.metropolis)
    c.tops = d.tops;
  if (c.open.town === d.open.town && c.open.city === d.open.city && c.open.metropolis === d.open.metropolis)
    c.open = d.open;
  if (c.decks === d.decks && c.boxes === d.boxes && c.tops === d.tops && c.open === d.open) after.contracts = d;
  if (sameTurn(after.turn, before.turn)) after.turn = before.turn;
  // Tasks are small records often made anew with the same content (the next turn, a refill), so they are compared whole.
  if (sameJson(after.tasks, before.tasks)) after.tasks = before.tasks;
}
