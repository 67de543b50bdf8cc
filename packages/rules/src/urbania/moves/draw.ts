import type { Ctx } from '../context';
import { pile, replacePile, say, who } from '../context';
import { reject } from '../errors';
import { anySource, canDrawFrom, drawCard, poolWorkers, refillPool, resourcesLeft } from '../piles';
import { POOL_REFRESH_WORKERS, type Source } from '../state';
import { beginAction } from './start';

const EMPTY = {
  pool: 'ur.refuse.emptyPool',
  resources: 'ur.refuse.emptyResources',
  projects: 'ur.refuse.emptyProjects',
} as const satisfies Record<Source, string>;

/** Starts a Draw action when none is under way (a bonus card or a running Draw continues instead). */
function ensureDrawing(ctx: Ctx): void {
  const p = ctx.s.pending;
  if (p && (p.kind === 'draw' || p.kind === 'bonus')) return;
  if (!anySource(ctx.s)) reject('nothing_to_draw', 'ur.refuse.nothingToDraw');
  beginAction(ctx, 'draw');
  ctx.s.pending = { kind: 'draw', left: 2, refreshed: false };
}

export function take(ctx: Ctx, seat: number, from: Source, card: string | undefined): void {
  const s = ctx.s;
  if (from === 'pool') {
    if (card === undefined) reject('pool_card_missing', 'ur.refuse.poolCardMissing');
    if (!s.pool.includes(card)) reject('not_in_pool', 'ur.refuse.notInPool');
  } else if (card !== undefined) {
    reject('face_down', 'ur.refuse.faceDown');
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
  if (p?.kind === 'bonus') reject('not_in_draw', 'ur.refuse.notInDraw');
  if (p?.kind === 'draw' && p.refreshed) reject('already_refreshed', 'ur.refuse.alreadyRefreshed');
  const workers = poolWorkers(s);
  if (workers > POOL_REFRESH_WORKERS)
    reject('pool_has_workers', 'ur.refuse.poolHasWorkers', { workers, most: POOL_REFRESH_WORKERS });
  if (resourcesLeft(s) === 0 || s.pool.length === 0) reject('nothing_to_redeal', 'ur.refuse.nothingToRedeal');
  ensureDrawing(ctx);
  ctx.barrier = true;
  pile(ctx, 'discard').push(...s.pool);
  replacePile(ctx, 'pool', []);
  refillPool(ctx);
  say(ctx, 'ur.log.redealt', { who: who(seat), workers }, seat);
  const d = s.pending;
  if (d?.kind === 'draw') d.refreshed = true;
}

export function decline(ctx: Ctx, seat: number): void {
  if (ctx.s.pending?.kind !== 'bonus') reject('nothing_to_decline', 'ur.refuse.nothingToDecline');
  ctx.s.pending = null;
  say(ctx, 'ur.log.declined', { who: who(seat) }, seat);
}
