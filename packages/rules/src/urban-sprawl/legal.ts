import type { MatchMemo, Prompt } from '../game';
import type { UsAction } from './actions';
import { card } from './catalog';
import { surveyOf } from './moves/site-survey';
import { cheapestPayment } from './moves/permits';
import type { Placement } from './moves/placement';
import { availableContracts, type SourcedContract } from './moves/sources';
import { buildingsOf, contractorHolder, cubesLeft, favorLimit, owingSeats, vacantLots } from './queries';
import type { Pending, UsState, Zone } from './state';
import { PLANNING_BOX_COSTS, PLANNING_TOP_COST } from './state';
import { buildingValue } from './values';
import { officeName } from './flow/reveal';
import { vocationWord } from './words';
import { worded } from '../words/english';
import { amountWords } from './content/text';
import { US_VOICE, usMsg, type UsMessage } from './messages';

/** The legal answers to a pending decision, for one owing seat. */
export function answerOptions(s: UsState, p: Pending, seat: number): UsAction[] {
  switch (p.kind) {
    case 'claimStart':
      return buildingsOf(s)
        .filter((b) => b.starting && b.owner === null && buildingValue(s, b) <= s.players[seat].wealth)
        .map((b) => ({ type: 'claim', building: b.id }));
    case 'mediaTie':
    case 'electionTie':
    case 'contractorTie':
      return p.candidates.map((c) => ({ type: 'chooseSeat', seat: c }));
    case 'mayorPark':
      return vacantLots(s).map((lot) => ({ type: 'placePark', lot }));
    case 'vocationSteal':
      return p.candidates.map((from) => ({ type: 'stealVocation', from }));
    case 'vocationSplit': {
      const owed = p.owing.find((o) => o.seat === seat);
      return owed ? Array.from({ length: owed.markers + 1 }, (_, k) => ({ type: 'splitVocation', prestige: k })) : [];
    }
    case 'chooseRow':
      return [
        { type: 'chooseRow', row: 'row' },
        { type: 'chooseRow', row: 'column' },
      ];
    case 'chooseOrder':
      return permutations(p.seats).map((order) => ({ type: 'chooseOrder', order }));
    case 'chooseBuilding':
      return p.candidates.map((building) => ({ type: 'chooseBuilding', building }));
    case 'chooseLot':
      return p.lots.map((lot) => ({ type: 'chooseLot', lot }));
    case 'placeMarker':
      return p.markers.flatMap((marker) => p.spaces.map((space): UsAction => ({ type: 'placeMarker', marker, space })));
    case 'payChoice':
      return Array.from({ length: p.units + 1 }, (_, k) => ({ type: 'splitPayment', prestige: k }));
    case 'loseOrPay':
      return [
        ...(p.canPay ? [{ type: 'decide', accept: true } as UsAction] : []),
        ...p.candidates.map((building): UsAction => ({ type: 'chooseBuilding', building })),
      ];
    case 'keepOrLose':
      return [...(p.canPay ? [{ type: 'decide', accept: true } as UsAction] : []), { type: 'decide', accept: false }];
    case 'bid': {
      const wealth = s.players[seat].wealth;
      const bids: UsAction[] = [];
      for (let amount = p.high + 1; amount <= wealth; amount++) bids.push({ type: 'bid', amount });
      return [{ type: 'pass' }, ...bids];
    }
  }
}

function permutationsOf(seats: number[]): number[][] {
  if (seats.length <= 1) return [seats];
  return seats.flatMap((first, i) =>
    permutationsOf([...seats.slice(0, i), ...seats.slice(i + 1)]).map((rest) => [first, ...rest]),
  );
}

// At most 4 seats, so few distinct lists: each is worked out once. The lists end
// up in legal actions and, like footprints, are never changed by anyone.
const knownPermutations = new Map<string, number[][]>();
function permutations(seats: number[]): number[][] {
  const key = seats.join();
  let known = knownPermutations.get(key);
  if (!known) {
    known = permutationsOf(seats);
    knownPermutations.set(key, known);
  }
  return known;
}

/** A small index for a contract's zone and size, under which its permit payment is remembered. */
const paymentSlot = (zone: Zone, size: number): number =>
  (zone === 'CIV' ? 0 : zone === 'COM' ? 5 : zone === 'IND' ? 10 : 15) + size;

/** What the owing player is asked, as words. */
function promptWords(p: Pending): UsMessage {
  switch (p.kind) {
    case 'electionTie':
      return usMsg('us.prompt.electionTie', { office: officeName(p.office) });
    case 'vocationSteal':
      return usMsg('us.prompt.vocationSteal', { vocation: vocationWord(p.vocation) });
    case 'vocationSplit':
      return usMsg('us.prompt.vocationSplit', { vocation: vocationWord(p.vocation), value: p.value });
    case 'payChoice':
      return usMsg('us.prompt.payChoice', { units: p.units, amount: p.amount });
    case 'loseOrPay':
      return usMsg('us.prompt.loseOrPay', { amount: amountWords(p) });
    case 'keepOrLose':
      return usMsg('us.prompt.keepOrLose', { amount: amountWords(p) });
    case 'bid':
      return usMsg('us.prompt.bid', { high: p.high });
    default:
      return usMsg(`us.prompt.${p.kind}`);
  }
}

export function prompts(s: UsState): Prompt<UsAction>[] {
  const p = s.pending;
  if (!p || s.phase === 'over') return [];
  const words = worded(promptWords(p), US_VOICE);
  return owingSeats(p).map((seat) => ({ seat, kind: p.kind, ...words, options: answerOptions(s, p, seat) }));
}

/** Every legal build for the player: each contract they can afford, on every legal footprint. */
function buildActions(
  s: UsState,
  seat: number,
  contracts: SourcedContract[],
  out: UsAction[],
  memo: MatchMemo | undefined,
): void {
  const player = s.players[seat];
  const survey = surveyOf(s, memo);
  const renewal = player.planning.find((id) => card(id).kind === 'renewal');
  const demolishBy: Placement['demolishBy'] = contractorHolder(s) === seat ? 'contractor' : renewal ? 'renewal' : null;
  const cubes = cubesLeft(s, seat);
  // Contracts of one zone and size are paid for alike.
  const payments: (string[] | null | undefined)[] = [];
  for (const sourced of contracts) {
    if (sourced.cost > s.turn.ap) continue;
    const contract = card(sourced.id);
    if (contract.kind !== 'contract') continue;
    const slot = paymentSlot(contract.zone, contract.size);
    let permits = payments[slot];
    if (permits === undefined) {
      permits = cheapestPayment(player.planning, contract.zone, contract.size);
      payments[slot] = permits;
    }
    if (!permits) continue;
    const from = sourced.source;
    if (cubes > 0)
      survey.eachVacantSite(contract, player.wealth, (lots) => out.push({ type: 'build', from, lots, permits }));
    if (!demolishBy) continue;
    survey.eachDemolitionSite(contract, seat, demolishBy, contractorHolder(s), player.wealth, (lots, occupants) => {
      if (cubes + ownedAmong(s, seat, occupants) < 1) return;
      const action: UsAction = { type: 'build', from, lots, permits, demolish: occupants };
      if (demolishBy === 'renewal' && renewal) action.renewal = renewal;
      out.push(action);
    });
  }
}

/** How many of these buildings the seat controls (their cubes come back when they are demolished). */
function ownedAmong(s: UsState, seat: number, ids: number[]): number {
  let n = 0;
  for (const id of ids) if (s.board.buildings[id]?.owner === seat) n++;
  return n;
}

/**
 * Everything `seat` may do now. Builds are listed once per contract and
 * footprint with the cheapest permit payment; `apply` accepts any other
 * sufficient payment too (see permitPayments). A Favor taken this turn is
 * not listed as a build: it can be built from the player's next turn on.
 */
export function legalActions(s: UsState, seat: number, memo?: MatchMemo): UsAction[] {
  if (s.phase === 'over') return [];
  if (s.pending) return owingSeats(s.pending).includes(seat) ? answerOptions(s, s.pending, seat) : [];
  if (seat !== s.turn.active) return [];
  const player = s.players[seat];
  const out: UsAction[] = [];
  if (!s.turn.spentAp) {
    for (const id of player.planning) if (card(id).kind === 'permit') out.push({ type: 'invest', card: id });
  }
  if (s.planning.top && PLANNING_TOP_COST <= s.turn.ap) out.push({ type: 'takePlanning', from: 'top' });
  for (let box = 0; box < s.planning.boxes.length; box++) {
    if (s.planning.boxes[box] && PLANNING_BOX_COSTS[box] <= s.turn.ap) out.push({ type: 'takePlanning', from: box });
  }
  const contracts = availableContracts(s, seat, true);
  if (player.favors.length < favorLimit(s, seat)) {
    for (const sourced of contracts) {
      if (sourced.cost <= s.turn.ap && !('favor' in sourced.source))
        out.push({ type: 'takeFavor', from: sourced.source });
    }
  }
  buildActions(s, seat, contracts, out, memo);
  out.push({ type: 'endTurn' });
  return out;
}
