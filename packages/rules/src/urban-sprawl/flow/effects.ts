import { card } from '../catalog';
import type { Ctx } from '../context';
import { say, who } from '../context';
import type { Effect } from '../content/schema';
import type { Task } from '../state';

/**
 * Runs one effect of a card. Effects are data from the card set; this is the
 * interpreter for the vocabulary in content/schema.ts. `actor` is the player
 * the effect belongs to (the builder, or the active player for events).
 */
export function runEffect(ctx: Ctx, effect: Effect, actor: number): Task[] {
  const s = ctx.s;
  switch (effect.op) {
    case 'milestone':
      if (effect.milestone === 'airport') {
        s.politiciansInPlay = true;
        s.contracts.open.city = true;
        say(ctx, 'The Airport opens: all five politicians are now in play and the City deck is active.');
        return [];
      }
      if (effect.milestone === 'sportsTeam') {
        s.contractorInPlay = true;
        s.contracts.open.metropolis = true;
        say(ctx, 'A Sports Team arrives: the Contractor enters play and the Metropolis deck is active.');
        return [];
      }
      say(ctx, 'The Olympic Games come to the city: the game ends now.');
      s.pending = null;
      s.tasks = [];
      return [{ t: 'finalScoring' }];
    case 'grantExtraFavor':
      s.extraFavor = actor;
      say(ctx, `${who(actor)} takes the Extra Favor tile and may hold two favors.`, actor);
      return [];
  }
}

/** Runs the effect at `index` of an event or contract, top to bottom, and schedules the next one. */
export function effectStep(ctx: Ctx, cardId: string, index: number, actor: number): Task[] {
  const c = card(cardId);
  if ((c.kind !== 'event' && c.kind !== 'contract') || index >= c.effects.length) return [];
  const next: Task[] = index + 1 < c.effects.length ? [{ t: 'effect', card: cardId, index: index + 1, actor }] : [];
  const produced = runEffect(ctx, c.effects[index], actor);
  // The game-ending effect clears every pending step, including the rest of this card.
  if (produced.some((t) => t.t === 'finalScoring')) return produced;
  return [...produced, ...next];
}
