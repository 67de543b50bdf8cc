import { asContract, describeCard } from '../catalog';
import { usMsg } from '../messages';
import { reject } from '../errors';
import type { ContractSource, UsState } from '../state';
import { CONTRACT_BOX_COSTS, CONTRACT_TOP_COSTS } from '../state';

/** A contract the active player may pay for: where it lies and its AP cost. */
export interface SourcedContract {
  id: string;
  cost: number;
  source: ContractSource;
}

export function contractAt(s: UsState, seat: number, source: ContractSource): SourcedContract {
  if ('box' in source) {
    const id = s.contracts.boxes[source.box];
    if (!id) reject('empty_box', 'us.refuse.emptyContractBox');
    asContract(id);
    return { id, cost: CONTRACT_BOX_COSTS[source.box], source };
  }
  if ('top' in source) {
    const id = s.contracts.tops[source.top];
    if (!id) reject('empty_box', 'us.refuse.emptyDeckTop', { deck: usMsg(`us.deck.${source.top}`) });
    asContract(id);
    return { id, cost: CONTRACT_TOP_COSTS[source.top], source };
  }
  if (!s.players[seat].favors.includes(source.favor)) {
    // A sentence starts with a capital, whatever id the client sent.
    reject('not_your_favor', 'us.refuse.notYourFavor', { card: describeCard(source.favor) });
  }
  if (takenThisTurn(s, source.favor)) {
    reject('favor_taken_this_turn', 'us.refuse.favorThisTurn', { card: describeCard(source.favor) });
  }
  return { id: source.favor, cost: 0, source };
}

/** True for a Favor the active player took during this turn: it can be built from their next turn on. */
export const takenThisTurn = (s: UsState, favor: string): boolean => s.turn.favorsTaken?.includes(favor) ?? false;

/** Every contract the player could take this turn, with its cost; favors only once they may be built. */
export function availableContracts(s: UsState, seat: number, includeFavors: boolean): SourcedContract[] {
  const out: SourcedContract[] = [];
  s.contracts.boxes.forEach((id, box) => {
    if (id) out.push({ id, cost: CONTRACT_BOX_COSTS[box], source: { box } });
  });
  for (const deck of ['town', 'city', 'metropolis'] as const) {
    const id = s.contracts.tops[deck];
    if (id) out.push({ id, cost: CONTRACT_TOP_COSTS[deck], source: { top: deck } });
  }
  if (includeFavors) {
    for (const id of s.players[seat].favors)
      if (!takenThisTurn(s, id)) out.push({ id, cost: 0, source: { favor: id } });
  }
  return out;
}

export function spendAp(s: UsState, cost: number): void {
  if (s.turn.ap < cost) reject('not_enough_ap', 'us.refuse.notEnoughAp', { cost, ap: s.turn.ap });
  s.turn.ap -= cost;
  s.turn.spentAp = true;
}
