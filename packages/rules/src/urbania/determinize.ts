import { shuffle, type RngState } from '../rng';
import { CONTENT } from './content/catalog';
import type { Pending, PlayerState, UrState } from './state';
import type { PendingView, UrView } from './view';

const RESOURCES = CONTENT.resources.map((c) => c.id);
const PROJECTS = CONTENT.projects.map((p) => p.id);

/**
 * A full Urbania table that `seat` could not tell from the one it sees,
 * public history included. A rival keeps in hand the cards everyone saw it
 * take from the pool and not yet play (`shown`, which the view carries); the
 * resource cards the seat has not seen (not in the pool, the discard, any
 * front or any shown hand) are shuffled and fill the rest of rivals' hands
 * by their counts, the remainder forming the pile; the project cards it has
 * not seen likewise go to rivals' projects and face-down submissions, then
 * the project pile.
 *
 * Not yet used: after the discard is reshuffled into the pile, the pile holds
 * only cards that were then face up in the discard, so a card a rival held
 * before cannot be in it; a sample may put one there.
 * Null when the position shows a payment the seat cannot see (a rival's turn).
 */
export function determinize(view: UrView, seat: number, rng: RngState): UrState | null {
  const me = view.players[seat];
  const pending = pendingOf(view.pending);
  if (
    me?.hand === undefined ||
    me.projects === undefined ||
    me.submitted === undefined ||
    pending === undefined ||
    view.phase !== 'play'
  )
    return null;
  const seenResources = new Set([
    ...view.pool,
    ...view.discard,
    ...me.hand,
    ...view.players.flatMap((p) => [...p.front, ...(p.shown ?? [])]),
  ]);
  const seenProjects = new Set([...me.projects, ...me.submitted]);
  const resources = shuffle(
    rng,
    RESOURCES.filter((id) => !seenResources.has(id)),
  );
  const projects = shuffle(
    rng,
    PROJECTS.filter((id) => !seenProjects.has(id)),
  );
  const players = view.players.map((p, i): PlayerState => {
    const own = i === seat;
    const shown = p.shown ?? [];
    const player: PlayerState = {
      score: p.score,
      hand: own
        ? (me.hand as string[])
        : [...shown, ...resources.splice(resources.length - (p.handCount - shown.length))],
      projects: own ? (me.projects as string[]) : projects.splice(projects.length - p.projectCount),
      front: p.front,
      submitted: own ? (me.submitted as string[]) : projects.splice(projects.length - p.submittedCount),
      ledger: p.ledger,
    };
    if (p.shown) player.shown = p.shown;
    return player;
  });
  if (resources.length !== view.resourcePileCount || projects.length !== view.projectPileCount) return null;
  const state: UrState = {
    game: 'urbania',
    step: 0,
    // The true generator is hidden (it orders every later reshuffle): a sampled one stands in.
    rng: [rng[0], rng[1], rng[2], rng[3]],
    board: view.board,
    buildingValue: view.buildingValue,
    specialistValue: view.specialistValue,
    specialistOwner: view.specialistOwner,
    resourcePile: resources,
    pool: view.pool,
    discard: view.discard,
    projectPile: projects,
    players,
    startPlayer: view.startPlayer,
    turn: view.turn,
    pending,
    endRound: view.endRound,
    phase: view.phase,
    final: view.final,
  };
  // The figures kept for the ending's explanation only; a playout does not need the true ones.
  if (view.endRound !== null) state.endTrigger = { step: 0, districts: [], specialists: [] };
  return state;
}

/** The step in progress as the state holds it; undefined when the view does not show enough of it. */
function pendingOf(p: PendingView | null): Pending | null | undefined {
  if (p === null || p.kind === 'draw' || p.kind === 'bonus') return p;
  if (p.payment === undefined || p.picked === undefined) return undefined;
  return p.kind === 'renew'
    ? { kind: 'renew', square: p.square, colour: p.payment.colour, picked: p.picked, paid: p.payment.paid }
    : { kind: 'hire', specialist: p.specialist, picked: p.picked, paid: p.payment.paid };
}
