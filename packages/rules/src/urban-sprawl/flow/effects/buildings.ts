import { NEIGHBOURS } from '../../board';
import type { Effect } from '../../content/schema';
import type { Ctx } from '../../context';
import { say, who } from '../../context';
import { demolish } from '../../demolish';
import { addBuilding, cubesLeft, updateBuilding, vacantLots } from '../../queries';
import type { Building, EffectTask } from '../../state';
import { writableBoard } from '../../clone-state';
import { pickBuilding, pickLot, WAITING } from './choose';
import { inOrderOf } from './order';
import { extremes, matching, resolvePlayers } from './selectors';
import { words } from './money';
import { zoneWord } from '../../words';
import { usMsg } from '../../messages';

const label = (b: Building) =>
  b.zone === 'PARK' ? usMsg('us.building.park') : usMsg('us.building', { size: b.lots.length, zone: zoneWord(b.zone) });

/** Places a new 1-lot building (or park) by card effect: zoning is ignored and no bonus is earned. */
export function placeBuilding(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'placeBuilding' }>): void {
  const s = ctx.s;
  const anchor = task.scope.anchor === null ? null : s.board.buildings[task.scope.anchor];
  const lots =
    effect.near === 'self' && anchor
      ? [...new Set(anchor.lots.flatMap((l) => NEIGHBOURS[l]))]
          .filter((l) => s.board.lots[l] === null)
          .sort((a, b) => a - b)
      : vacantLots(s);
  const lot = pickLot(ctx, task, lots, task.actor);
  if (lot === null || lot === WAITING) return;
  const owner = effect.controlled && cubesLeft(s, task.actor) > 0 ? task.actor : null;
  addBuilding(s, { zone: effect.zone, lots: [lot], owner, card: null });
  say(
    ctx,
    'us.log.placedBuilding',
    {
      who: who(task.actor),
      park: effect.zone === 'PARK' ? 'yes' : 'no',
      zone: effect.zone === 'PARK' ? '' : zoneWord(effect.zone),
    },
    task.actor,
  );
}

/** Moves a 1-lot building to a vacant lot (zoning ignored): first which building, then where. */
export function moveBuilding(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'moveBuilding' }>): void {
  const s = ctx.s;
  const candidates = matching(s, { ...effect.filter, sizes: [1] }, task.actor, task.scope);
  const b = pickBuilding(ctx, task, candidates, task.actor);
  if (b === null || b === WAITING) return;
  const lot = pickLot(ctx, { ...task, building: b.id }, vacantLots(s), task.actor);
  if (lot === null || lot === WAITING) return;
  const board = writableBoard(s);
  board.lots[b.lots[0]] = null;
  updateBuilding(s, b.id, { lots: [lot] });
  board.lots[lot] = b.id;
  say(ctx, 'us.log.movedBuilding', { who: who(task.actor), building: label(b) }, task.actor);
}

export function removeBuilding(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'removeBuilding' }>): void {
  const [chooser] = resolvePlayers(ctx.s, effect.chooser, task.actor);
  if (chooser === undefined) return;
  let candidates = matching(ctx.s, effect.filter, chooser, task.scope);
  if (effect.select !== 'choice') candidates = extremes(ctx.s, candidates, effect.select);
  // Ties in value are broken by the active player; a free choice belongs to the chooser.
  const b = pickBuilding(ctx, task, candidates, effect.select === 'choice' ? chooser : ctx.s.turn.active);
  if (b === null || b === WAITING) return;
  demolish(ctx, b.id);
}

/** The chooser removes the control cube from one matching building; the cube goes home, the building stays. */
export function removeCube(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'removeCube' }>): void {
  const [chooser] = resolvePlayers(ctx.s, effect.chooser, task.actor);
  if (chooser === undefined) return;
  const candidates = matching(ctx.s, { ...effect.filter, controller: 'controlled' }, chooser, task.scope);
  const b = pickBuilding(ctx, task, candidates, chooser);
  if (b === null || b === WAITING) return;
  say(ctx, 'us.log.removedCube', { who: who(chooser), owner: who(b.owner as number), building: label(b) }, chooser);
  updateBuilding(ctx.s, b.id, { owner: null });
}

/** Each player with a matching building pays in full (if they can and want to) or loses one of those buildings. */
export function loseBuildingOrPay(
  ctx: Ctx,
  task: EffectTask,
  effect: Extract<Effect, { op: 'loseBuildingOrPay' }>,
): EffectTask[] {
  const s = ctx.s;
  if (task.seat === undefined) {
    // Everyone controlling a matching building decides, in seat order unless the active player orders them.
    const owners = matching(s, { ...effect.filter, controller: 'controlled' }, task.actor, task.scope).map(
      (b) => b.owner as number,
    );
    const affected = s.players.flatMap((_, seat) => (owners.includes(seat) ? [seat] : []));
    return inOrderOf(ctx, affected, task);
  }
  const candidates = matching(s, { ...effect.filter, controller: 'actor' }, task.seat, task.scope);
  if (candidates.length === 0) return [];
  const p = s.players[task.seat];
  const wealth = effect.wealth ?? 0;
  const prestige = effect.prestige ?? 0;
  s.pending = {
    kind: 'loseOrPay',
    seat: task.seat,
    candidates: candidates.map((b) => b.id),
    wealth,
    prestige,
    canPay: p.wealth >= wealth && p.prestige >= prestige,
  };
  return [];
}

/** An optional payment: only possible with the full amount. */
export function payInFull(ctx: Ctx, seat: number, wealth: number, prestige: number): void {
  const p = ctx.s.players[seat];
  p.wealth -= wealth;
  p.prestige -= prestige;
  say(ctx, 'us.log.paid', { who: who(seat), amount: words({ wealth, prestige }) ?? '' }, seat);
}

/** The controller of the most or least valuable matching building may pay to keep it; otherwise it is lost. */
export function keepOrLose(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'keepOrLose' }>): EffectTask[] {
  const s = ctx.s;
  const candidates = extremes(s, matching(s, effect.filter, task.actor, task.scope), effect.select);
  const b = pickBuilding(ctx, task, candidates, s.turn.active);
  if (b === null || b === WAITING) return [];
  const wealth = effect.wealth ?? 0;
  const prestige = effect.prestige ?? 0;
  if (b.owner === null) {
    loseIt(ctx, b, effect.otherwise);
    return [];
  }
  const p = s.players[b.owner];
  s.pending = {
    kind: 'keepOrLose',
    seat: b.owner,
    building: b.id,
    wealth,
    prestige,
    canPay: p.wealth >= wealth && p.prestige >= prestige,
    otherwise: effect.otherwise,
  };
  return [];
}

/** What happens to a building nobody paid to keep. */
export function loseIt(ctx: Ctx, b: Building, otherwise: 'demolish' | 'auction'): void {
  if (otherwise === 'demolish') return demolish(ctx, b.id);
  if (b.owner !== null) say(ctx, 'us.log.toAuction', { who: who(b.owner), building: label(b) }, b.owner);
  updateBuilding(ctx.s, b.id, { owner: null });
  startAuction(ctx, b.id);
}

/** An open auction: from the active player clockwise, each bids higher or passes until one bidder is left. */
export function startAuction(ctx: Ctx, building: number): void {
  const s = ctx.s;
  const n = s.players.length;
  const bidders = Array.from({ length: n }, (_, i) => (s.turn.active + i) % n).filter(
    (seat) => cubesLeft(s, seat) > 0 && s.players[seat].wealth > 0,
  );
  if (bidders.length === 0) {
    say(ctx, 'us.log.nobodyCanBid');
    return;
  }
  s.pending = { kind: 'bid', seat: bidders[0], building, high: 0, leader: null, bidders };
}

export function answerBid(ctx: Ctx, seat: number, amount: number | null): void {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'bid') return;
  const circle = p.bidders;
  let { high, leader } = p;
  if (amount === null) {
    say(ctx, 'us.log.passed', { who: who(seat) }, seat);
  } else {
    high = amount;
    leader = seat;
    say(ctx, 'us.log.bid', { who: who(seat), amount }, seat);
  }
  const remaining = amount === null ? circle.filter((b) => b !== seat) : circle;
  const challengers = remaining.filter((b) => b !== leader);
  if (challengers.length > 0) {
    const at = circle.indexOf(seat);
    let next = challengers[0];
    for (let k = 1; k <= circle.length; k++) {
      const candidate = circle[(at + k) % circle.length];
      if (challengers.includes(candidate)) {
        next = candidate;
        break;
      }
    }
    s.pending = { ...p, seat: next, high, leader, bidders: remaining };
    return;
  }
  s.pending = null;
  const b = s.board.buildings[p.building];
  if (leader === null || !b) {
    say(ctx, 'us.log.allPassed');
    return;
  }
  s.players[leader].wealth -= high;
  updateBuilding(s, b.id, { owner: leader });
  say(ctx, 'us.log.wonAuction', { who: who(leader), amount: high, building: label(b) }, leader);
}

/** The controller of the most (or least) valuable matching building gains. */
export function spotlight(ctx: Ctx, task: EffectTask, effect: Extract<Effect, { op: 'spotlight' }>): void {
  const s = ctx.s;
  const candidates = extremes(
    s,
    matching(s, { ...effect.filter, controller: 'controlled' }, task.actor, task.scope),
    effect.select,
  );
  const b = pickBuilding(ctx, task, candidates, s.turn.active);
  if (b === null || b === WAITING || b.owner === null) return;
  const p = s.players[b.owner];
  p.wealth += effect.wealth ?? 0;
  p.prestige += effect.prestige ?? 0;
  say(ctx, 'us.log.gained', { who: who(b.owner), amount: words(effect) ?? '' }, b.owner);
}
