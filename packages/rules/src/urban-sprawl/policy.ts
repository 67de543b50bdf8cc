import { nextInt, type RngState } from '../rng';
import { randomMove } from '../testing/random-play';
import type { UsAction } from './actions';
import { apply } from './apply';
import { blockOfLot } from './board';
import { asPermit, card } from './catalog';
import { contractAt } from './moves/sources';
import { adjacentBuildings, officeHolder } from './queries';
import type { Pending, UsState } from './state';
import { allBlockValues } from './values';

/** One turn move in this many is picked at random: the easy level stays beatable and playouts do not all run alike. */
const WANDER = 8;

/**
 * What a seat's holdings are worth in prestige beside its points, per piece,
 * as the bench's greedy player counts them (scripts/greedy/urban-sprawl.ts):
 * a player's guesses. Wealth counts as it does at the end ($10 = 1 prestige).
 */
const PLANNING_CARD = 1;
const FAVOR = 1.5;
const LOT = 1;
const VOCATION = 2;
/** Between moves worth the same, the one that leaves more AP for the rest of the turn. */
const PER_AP = 0.05;
/** Answers with more options than this are picked at random: trying each would cost a playout too much. */
const MOST_TRIED = 16;

/** Prestige plus wealth at the final rate plus weighted holdings: public parts of the state only. */
function worth(s: UsState, seat: number): number {
  const p = s.players[seat];
  let lots = 0;
  for (const b of s.board.buildings) if (b && b.owner === seat) lots += b.lots.length;
  return (
    p.prestige +
    p.wealth / 10 +
    PLANNING_CARD * p.planning.length +
    FAVOR * p.favors.length +
    LOT * lots +
    VOCATION * p.vocations.length
  );
}

/** What a build would add to the seat's worth, read from the card and the board without playing it. */
function buildGain(s: UsState, seat: number, a: Extract<UsAction, { type: 'build' }>, values: number[]): number {
  const sourced = contractAt(s, seat, a.from);
  const contract = card(sourced.id);
  if (contract.kind !== 'contract') return -Infinity;
  const gone = new Set(a.demolish ?? []);
  let neighbours = 0;
  for (const b of adjacentBuildings(s, a.lots, gone)) if (b.zone === contract.zone) neighbours++;
  const doubled = s.turn.contractsBuilt === 0 && officeHolder(s, 'districtAttorney') === seat;
  let lost = 0;
  for (const id of gone) {
    const b = s.board.buildings[id];
    if (b && b.owner === seat) lost += b.lots.length;
  }
  let vocations = 0;
  const mine = s.players[seat].vocations;
  // A claimed marker pays its value once more for each marker of its kind the seat already holds.
  for (const v of contract.vocations) vocations += VOCATION + v.value * (1 + mine.filter((m) => m === v.name).length);
  return (
    LOT * (a.lots.length - lost) +
    neighbours * (doubled ? 2 : 1) +
    vocations -
    values[blockOfLot(a.lots[0])] / 10 -
    PLANNING_CARD * (a.permits.length + (a.renewal ? 1 : 0)) -
    ('favor' in a.from ? FAVOR : 0) -
    PER_AP * sourced.cost
  );
}

/** What a turn move would add to the seat's worth; 0 for ending the turn. */
function turnGain(s: UsState, seat: number, a: UsAction, values: number[]): number {
  switch (a.type) {
    case 'build':
      return buildGain(s, seat, a, values);
    case 'takePlanning':
      return PLANNING_CARD - PER_AP * (a.from === 'top' ? 5 : 4 - a.from);
    case 'takeFavor':
      return FAVOR - PER_AP * contractAt(s, seat, a.from).cost;
    case 'invest':
      return (asPermit(a.card)?.wealth ?? 0) / 10 - PLANNING_CARD;
    default:
      return 0;
  }
}

/** The turn move that adds most, ending the turn when none adds anything. */
function bestTurnMove(s: UsState, seat: number, legal: UsAction[]): UsAction {
  const values = allBlockValues(s);
  let best = legal.find((a) => a.type === 'endTurn') ?? legal[0];
  let bestGain = best.type === 'endTurn' ? 0 : -Infinity;
  for (const a of legal) {
    const gain = turnGain(s, seat, a, values);
    if (gain > bestGain) {
      bestGain = gain;
      best = a;
    }
  }
  return best;
}

/**
 * The answer that leaves the seat worth most right after it, each tried on
 * the table with nothing queued behind the decision: what the queue would
 * go on to do draws face-down cards, which the seat cannot see.
 */
function bestAnswer(s: UsState, seat: number, legal: UsAction[]): UsAction {
  const alone: UsState = { ...s, tasks: [] };
  let best = legal[0];
  let bestWorth = -Infinity;
  for (const a of legal) {
    const result = apply(alone, seat, a, true);
    if (!result.ok) continue;
    const w = worth(result.state, seat);
    if (w > bestWorth) {
      bestWorth = w;
      best = a;
    }
  }
  return best;
}

/** An answer that the worth cannot tell apart now, from what the seat sees. */
function answerByRule(s: UsState, seat: number, p: Pending, legal: UsAction[], rng: RngState): UsAction | null {
  switch (p.kind) {
    case 'mediaTie':
    case 'electionTie':
    case 'contractorTie':
      // The vocation, office or Contractor to itself.
      return legal.find((a) => a.type === 'chooseSeat' && a.seat === seat) ?? legal[0];
    case 'vocationSteal': {
      // From the seat ahead in prestige.
      let best = legal[0];
      for (const a of legal)
        if (
          a.type === 'stealVocation' &&
          best.type === 'stealVocation' &&
          s.players[a.from].prestige > s.players[best.from].prestige
        )
          best = a;
      return best;
    }
    case 'bid':
      return legal.find((a) => a.type === 'pass') ?? legal[0];
    case 'mayorPark':
    case 'chooseOrder':
    case 'chooseRow':
    case 'chooseLot':
    case 'placeMarker':
      return legal[nextInt(rng, legal.length)];
    default:
      return legal.length > MOST_TRIED ? legal[nextInt(rng, legal.length)] : null;
  }
}

/**
 * Urban Sprawl's simple bot (the easy level, and every seat in a search's
 * playouts), greedy and quick, from what the seat sees (everything but the
 * decks' order, which it never reads): on its turn the move that adds most
 * to its prestige, wealth at the final rate and weighted holdings (cards,
 * favors, lots built, vocations), builds judged from the card and the board
 * without playing them, the cheaper in AP between equals; it ends the turn
 * when nothing adds. Answers owed are tried one by one, or follow a rule
 * where trying tells nothing (ties to itself, steal from the leader, no
 * bids). One turn move in WANDER is random. It replaced a uniform random
 * mover, which won 5% of games against the bench's greedy player (issue 53).
 */
export function simpleAction(s: UsState, seat: number, legal: UsAction[], rng: RngState): UsAction {
  if (legal.length === 1) return legal[0];
  const p = s.pending;
  if (p) return answerByRule(s, seat, p, legal, rng) ?? bestAnswer(s, seat, legal);
  if (nextInt(rng, WANDER) === 0) return randomMove(rng, legal);
  return bestTurnMove(s, seat, legal);
}
