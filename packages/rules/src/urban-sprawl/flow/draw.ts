import { shuffle } from '../../rng';
import { card, cardName, describeCard } from '../catalog';
import type { UsMessage } from '../messages';
import type { Ctx } from '../context';
import { say } from '../context';
import type { ContractDeck, Task } from '../state';
import { effectTasks } from './effects';

/** A card taken off a deck: either the already face-up top card, or a newly revealed one. */
export interface Drawn {
  id: string;
  fresh: boolean;
}

/** Draws from the Planning deck, reshuffling the discard pile into a new deck when it runs out. */
export function drawPlanning(ctx: Ctx): Drawn | null {
  const p = ctx.s.planning;
  if (p.top !== null) {
    const id = p.top;
    p.top = null;
    return { id, fresh: false };
  }
  // A discard pile of nothing but events would only cycle events forever: leave it until a card joins them.
  if (p.deck.length === 0 && p.discard.some((id) => card(id).kind !== 'event')) {
    p.deck = shuffle(ctx.s.rng, p.discard.slice());
    p.discard = [];
    say(ctx, 'us.log.planningReshuffled');
  }
  if (p.deck.length === 0) return null;
  const id = p.deck[p.deck.length - 1];
  p.deck = p.deck.slice(0, -1);
  ctx.barrier = true;
  return { id, fresh: true };
}

export function drawContract(ctx: Ctx, deck: ContractDeck): Drawn | null {
  const c = ctx.s.contracts;
  if (c.tops[deck] !== null) {
    const id = c.tops[deck] as string;
    c.tops[deck] = null;
    return { id, fresh: false };
  }
  const cards = c.decks[deck];
  if (cards.length === 0) return null;
  const id = cards[cards.length - 1];
  c.decks = { ...c.decks, [deck]: cards.slice(0, -1) };
  ctx.barrier = true;
  return { id, fresh: true };
}

export const hasCards = (ctx: Ctx, deck: ContractDeck) =>
  ctx.s.contracts.tops[deck] !== null || ctx.s.contracts.decks[deck].length > 0;

/**
 * Handles an event just revealed: planning events go to the discard pile and
 * come back after a reshuffle; contract events leave the game. Returns the
 * tasks that execute it.
 */
export function executeEvent(ctx: Ctx, id: string): Task[] {
  const c = card(id);
  if (c.kind !== 'event') return [];
  if (c.deck === 'planning') ctx.s.planning.discard = [...ctx.s.planning.discard, id];
  else ctx.s.removed = [...ctx.s.removed, id];
  say(ctx, 'us.log.event', { name: cardName(id) });
  return effectTasks(c.effects, ctx.s.turn.active, { card: id, anchor: null });
}

/** Says that a card was turned up, and where (a message of the `us.where.` family). */
export function announce(ctx: Ctx, id: string, where: UsMessage): void {
  say(ctx, 'us.log.revealed', { card: describeCard(id), where });
}
