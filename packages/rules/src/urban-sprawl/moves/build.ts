import { blockOfLot } from '../board';
import { asContract, card, describeCard } from '../catalog';
import type { Ctx } from '../context';
import { say, who } from '../context';
import { reject } from '../errors';
import { addBuilding, adjacentBuildings, contractorHolder, cubesLeft, officeHolder } from '../queries';
import type { ContractSource, Task } from '../state';
import { allBlockValues } from '../values';
import { matchingPermits } from './permits';
import { placementProblem, type Placement } from './placement';
import { contractAt, spendAp } from './sources';
import { effectTasks } from '../flow/effects';
import { demolish } from '../demolish';
import { zoneName } from '../words';

export interface BuildMove {
  from: ContractSource;
  lots: number[];
  permits: string[];
  renewal?: string;
  demolish?: number[];
}

function demolishBy(ctx: Ctx, seat: number, move: BuildMove): Placement['demolishBy'] {
  if (contractorHolder(ctx.s) === seat) return 'contractor';
  if (move.renewal !== undefined) return 'renewal';
  return null;
}

function checkRenewal(ctx: Ctx, seat: number, move: BuildMove): void {
  if (move.renewal === undefined) return;
  const hand = ctx.s.players[seat].planning;
  if (!hand.includes(move.renewal) || card(move.renewal).kind !== 'renewal') {
    reject('no_renewal_card', 'us.refuse.noRenewalCard');
  }
  if (!move.demolish || move.demolish.length === 0) {
    reject('no_demolition', 'us.refuse.renewalWithoutDemolition');
  }
}

function checkPermits(
  ctx: Ctx,
  seat: number,
  zone: Parameters<typeof matchingPermits>[1],
  size: number,
  permits: string[],
): void {
  const hand = ctx.s.players[seat].planning;
  if (new Set(permits).size !== permits.length || !permits.every((id) => hand.includes(id))) {
    reject('no_such_card', 'us.refuse.permitsNotHeld');
  }
  const matching = matchingPermits(permits, zone);
  if (matching.length !== permits.length) reject('wrong_permits', 'us.refuse.wrongPermits', { zone: zoneName(zone) });
  const total = matching.reduce((sum, m) => sum + m.permits, 0);
  if (total < size) reject('not_enough_permits', 'us.refuse.notEnoughPermits', { size, zone: zoneName(zone) });
  // The rulebook asks for at least as many permits as the contract's size, so paying more is allowed:
  // every card offered is spent and no change is given (content/NOTES.md, "Paying with more permits").
}

/**
 * Builds a contract: pay AP, permits and the block's value in wealth, demolish
 * if allowed, place the building with a control cube, take the neighbourhood
 * bonus, then vocations and effects.
 */
export function build(ctx: Ctx, seat: number, move: BuildMove): void {
  const s = ctx.s;
  const player = s.players[seat];
  const sourced = contractAt(s, seat, move.from);
  const contract = asContract(sourced.id);
  const values = allBlockValues(s);
  checkRenewal(ctx, seat, move);
  // What the contract costs wherever it goes (AP, permits) is checked before where it goes: a player
  // who cannot afford it hears that, not a complaint about the lots (the table asks the rules why a
  // contract cannot be built with lots that are no footprint, and shows this answer).
  if (s.turn.ap < sourced.cost) reject('not_enough_ap', 'us.refuse.notEnoughAp', { cost: sourced.cost, ap: s.turn.ap });
  checkPermits(ctx, seat, contract.zone, contract.size, move.permits);
  const placement: Placement = {
    lots: move.lots,
    demolish: move.demolish ?? [],
    demolishBy: demolishBy(ctx, seat, move),
  };
  const problem = placementProblem(s, seat, contract, placement, values);
  if (problem) reject(problem.code, problem.words.key, problem.words.params);
  const price = values[blockOfLot(move.lots[0])];
  if (player.wealth < price) reject('not_enough_wealth', 'us.refuse.buildCost', { price, wealth: player.wealth });
  const ownDemolished = placement.demolish.filter((id) => s.board.buildings[id]?.owner === seat).length;
  if (cubesLeft(s, seat) + ownDemolished < 1) reject('no_cubes', 'us.refuse.noCubes');
  spendAp(s, sourced.cost);

  // Pay.
  player.wealth -= price;
  const spent = [...move.permits, ...(placement.demolishBy === 'renewal' && move.renewal ? [move.renewal] : [])];
  player.planning = player.planning.filter((id) => !spent.includes(id));
  s.planning.discard = [...s.planning.discard, ...spent];
  takeContract(ctx, seat, move.from, sourced.id);

  for (const id of placement.demolish) demolish(ctx, id);
  const id = addBuilding(s, { zone: contract.zone, lots: [...move.lots], owner: seat, card: sourced.id });
  s.removed = [...s.removed, sourced.id];

  const firstThisTurn = s.turn.contractsBuilt === 0;
  s.turn.contractsBuilt++;
  const neighbours = adjacentBuildings(s, move.lots).filter((b) => b.zone === contract.zone).length;
  const doubled = firstThisTurn && officeHolder(s, 'districtAttorney') === seat;
  const bonus = neighbours * (doubled ? 2 : 1);
  player.prestige += bonus;
  say(
    ctx,
    bonus > 0 ? 'us.log.builtBonus' : 'us.log.built',
    { who: who(seat), card: describeCard(sourced.id), price, bonus },
    seat,
  );

  // Vocations come once everything is paid and the bonus taken; then the card's effects, top to bottom.
  const tasks: Task[] = contract.vocations.map((v): Task => ({
    t: 'acquireVocation',
    vocation: v.name,
    value: v.value,
  }));
  tasks.push(...effectTasks(contract.effects, seat, { card: sourced.id, anchor: id }));
  s.tasks.unshift(...tasks);
}

/** Removes a contract from its box, deck top or the player's favors. */
export function takeContract(ctx: Ctx, seat: number, from: ContractSource, id: string): void {
  const s = ctx.s;
  if ('box' in from) s.contracts.boxes[from.box] = null;
  else if ('top' in from) s.contracts.tops[from.top] = null;
  else s.players[seat].favors = s.players[seat].favors.filter((f) => f !== id);
}
