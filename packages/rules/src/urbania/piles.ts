import { shuffle } from '../rng';
import { CONTENT } from './content/catalog';
import { pile, replacePile, say, who, type Ctx } from './context';
import { listParam } from '../words/message';
import { urMsg, type UrMessage } from './messages';
import type { Source, UrState } from './state';
import { POOL_SIZE } from './state';

/** Worker icons (rainbow ones included) showing in the pool. */
export function poolWorkers(s: UrState): number {
  let n = 0;
  for (const id of s.pool) {
    const c = CONTENT.resource[id];
    n += c.workers + c.rainbowWorkers;
  }
  return n;
}

/** Cards the resource pile can still give, counting a reshuffle of the discards. */
export const resourcesLeft = (s: UrState) => s.resourcePile.length + s.discard.length;

/** Whether a card can be drawn from this source at all. */
export function canDrawFrom(s: UrState, from: Source): boolean {
  if (from === 'pool') return s.pool.length > 0;
  if (from === 'resources') return resourcesLeft(s) > 0;
  return s.projectPile.length > 0;
}

export const anySource = (s: UrState) => s.pool.length > 0 || resourcesLeft(s) > 0 || s.projectPile.length > 0;

/** Top card of the resource pile, reshuffling the discards into a new pile when it has run out. */
function popResource(ctx: Ctx): string | null {
  const s = ctx.s;
  if (s.resourcePile.length === 0) {
    if (s.discard.length === 0) return null;
    replacePile(ctx, 'resourcePile', shuffle(s.rng, s.discard.slice()));
    replacePile(ctx, 'discard', []);
    say(ctx, 'ur.log.pileReshuffled');
  }
  return pile(ctx, 'resourcePile').pop() ?? null;
}

/** Fills the pool back to five cards from the resource pile, as far as cards remain. */
export function refillPool(ctx: Ctx): void {
  while (ctx.s.pool.length < POOL_SIZE) {
    const id = popResource(ctx);
    if (id === null) return;
    pile(ctx, 'pool').push(id);
  }
}

/**
 * Puts one card from `from` into the seat's hand. Any draw reveals something
 * hidden (the card itself, or the pool's new card), so it is a barrier.
 * Log lines name only what everyone sees.
 */
export function drawCard(ctx: Ctx, seat: number, from: Source, poolCard: string | undefined): void {
  const s = ctx.s;
  const player = s.players[seat];
  ctx.barrier = true;
  if (from === 'pool') {
    const i = poolCard === undefined ? -1 : s.pool.indexOf(poolCard);
    if (i < 0) throw new Error('pool card checked by the caller');
    pile(ctx, 'pool').splice(i, 1);
    player.hand.push(poolCard as string);
    // Everyone saw which card it was: it stays known to be in this hand until it leaves it.
    (player.shown ??= []).push(poolCard as string);
    say(ctx, 'ur.log.tookFromPool', { who: who(seat), card: describeResource(poolCard as string) }, seat);
    refillPool(ctx);
  } else if (from === 'resources') {
    const id = popResource(ctx);
    if (id === null) throw new Error('resource pile checked by the caller');
    player.hand.push(id);
    say(ctx, 'ur.log.drewResource', { who: who(seat) }, seat);
  } else {
    const id = pile(ctx, 'projectPile').pop();
    if (id === undefined) throw new Error('project pile checked by the caller');
    player.projects.push(id);
    say(ctx, 'ur.log.drewProject', { who: who(seat) }, seat);
  }
}

const described = new Map<string, UrMessage>();

/**
 * A public name for a resource card: suit and icons. Made once per card and
 * shared by every line that names it (messages are never edited), since
 * draws and payments name cards on nearly every move.
 */
export function describeResource(id: string): UrMessage {
  let words = described.get(id);
  if (words === undefined) {
    words = describeAnew(id);
    described.set(id, words);
  }
  return words;
}

function describeAnew(id: string): UrMessage {
  const c = CONTENT.resource[id];
  const parts: UrMessage[] = [];
  if (c.workers) parts.push(urMsg('ur.icon.workers', { n: c.workers }));
  if (c.rainbowWorkers) parts.push(urMsg('ur.icon.rainbowWorkers', { n: c.rainbowWorkers }));
  if (c.coins) parts.push(urMsg('ur.icon.coins', { n: c.coins }));
  if (c.rainbowCoins) parts.push(urMsg('ur.icon.rainbowCoins', { n: c.rainbowCoins }));
  return urMsg('ur.resource', { suit: urMsg(`ur.suit.${c.suit}`), icons: listParam(parts, 'plus') });
}
