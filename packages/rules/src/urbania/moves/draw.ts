import type { Ctx } from '../context';
import { pile, replacePile, say } from '../context';
import { reject } from '../errors';
import { anySource, canDrawFrom, drawCard, poolWorkers, refillPool, resourcesLeft } from '../piles';
import { POOL_REFRESH_WORKERS, type Source } from '../state';
import { beginAction } from './start';

const EMPTY: Record<Source, string> = {
  pool: 'The resource pool is empty.',
  resources: 'The resource pile and its discards are empty.',
  projects: 'The project pile is empty.',
};

/** Starts a Draw action when none is under way (a bonus card or a running Draw continues instead). */
function ensureDrawing(ctx: Ctx): void {
  const p = ctx.s.pending;
  if (p && (p.kind === 'draw' || p.kind === 'bonus')) return;
  if (!anySource(ctx.s)) reject('nothing_to_draw', 'There is no card left to draw anywhere.');
  beginAction(ctx, 'draw');
  ctx.s.pending = { kind: 'draw', left: 2, refreshed: false };
}

export function take(ctx: Ctx, seat: number, from: Source, card: string | undefined): void {
  const s = ctx.s;
  if (from === 'pool') {
    if (card === undefined) reject('pool_card_missing', 'Say which card of the pool you take.');
    if (!s.pool.includes(card)) reject('not_in_pool', 'That card is not in the resource pool.');
  } else if (card !== undefined) {
    reject('face_down', 'Cards from a pile are drawn blind; only a pool card can be named.');
  }
  if (!canDrawFrom(s, from)) reject('empty_source', EMPTY[from]);
  ensureDrawing(ctx);
  drawCard(ctx, seat, from, card);
  const p = s.pending;
  if (p?.kind === 'draw' && p.left > 1 && anySource(s)) {
    s.pending = { kind: 'draw', left: p.left - 1, refreshed: false };
  } else {
    // The Draw (or the bonus card) is over; with nothing left to draw a Draw simply ends short.
    s.pending = null;
  }
}

/** The rulebook lets a pool with 3 or fewer workers be redealt before either card of a Draw. */
export function refreshPool(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const p = s.pending;
  if (p?.kind === 'bonus') reject('not_in_draw', 'The pool can only be redealt during a Draw action, not for a card-icon card.');
  if (p?.kind === 'draw' && p.refreshed) reject('already_refreshed', 'The pool was just redealt; take a card first.');
  const workers = poolWorkers(s);
  if (workers > POOL_REFRESH_WORKERS) reject('pool_has_workers', `The pool shows ${workers} workers; it can only be redealt with ${POOL_REFRESH_WORKERS} or fewer.`);
  if (resourcesLeft(s) === 0 || s.pool.length === 0) reject('nothing_to_redeal', 'There are no other resource cards to redeal the pool with.');
  ensureDrawing(ctx);
  ctx.barrier = true;
  pile(ctx, 'discard').push(...s.pool);
  replacePile(ctx, 'pool', []);
  refillPool(ctx);
  say(ctx, `{s${seat}} discarded the resource pool (${workers} workers) and dealt a new one.`, seat);
  const d = s.pending;
  if (d?.kind === 'draw') d.refreshed = true;
}

export function decline(ctx: Ctx, seat: number): void {
  if (ctx.s.pending?.kind !== 'bonus') reject('nothing_to_decline', 'There is no optional card to decline right now.');
  ctx.s.pending = null;
  say(ctx, `{s${seat}} did not take the card of the card icon.`, seat);
}
