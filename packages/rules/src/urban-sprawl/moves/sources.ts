import { asContract, describeCard } from '../catalog';
import { reject } from '../errors';
import type { ContractSource, UsState } from '../state';
import { CONTRACT_BOX_COSTS, CONTRACT_TOP_COSTS } from '../state';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A contract the active player may pay for: where it lies and its AP cost. */
export interface SourcedContract {
  id: string;
  cost: number;
  source: ContractSource;
}

export function contractAt(s: UsState, seat: number, source: ContractSource): SourcedContract {
  if ('box' in source) {
    const id = s.contracts.boxes[source.box];
    if (!id) reject('empty_box', 'That contract box is empty.');
    asContract(id);
    return { id, cost: CONTRACT_BOX_COSTS[source.box], source };
  }
  if ('top' in source) {
    const id = s.contracts.tops[source.top];
    if (!id) reject('empty_box', `The ${source.top} deck has no face-up card to take.`);
    asContract(id);
    return { id, cost: CONTRACT_TOP_COSTS[source.top], source };
  }
  if (!s.players[seat].favors.includes(source.favor)) {
    // A sentence starts with a capital, whatever id the client sent.
    reject('not_your_favor', `${capitalise(describeCard(source.favor))} is not one of your favors.`);
  }
  if (takenThisTurn(s, source.favor)) {
    reject('favor_taken_this_turn', `You took ${describeCard(source.favor)} as a favor this turn; a favor can only be built on one of your later turns.`);
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
    for (const id of s.players[seat].favors) if (!takenThisTurn(s, id)) out.push({ id, cost: 0, source: { favor: id } });
  }
  return out;
}

export function spendAp(s: UsState, cost: number): void {
  if (s.turn.ap < cost) reject('not_enough_ap', `That costs ${cost} AP and you have ${s.turn.ap} left.`);
  s.turn.ap -= cost;
  s.turn.spentAp = true;
}
