import type { Ctx } from '../context';
import { say, who } from '../context';
import { officeHolder } from '../queries';
import type { Task, Vocation } from '../state';
import { vocationWord } from '../words';

const label = (v: Vocation) => vocationWord(v);

/**
 * The builder takes one marker of the vocation from the supply, or, only when
 * the supply has none, from an opponent of their choice.
 */
export function acquireVocation(ctx: Ctx, vocation: Vocation, value: number): Task[] {
  const s = ctx.s;
  const seat = s.turn.active;
  const score: Task = { t: 'scoreVocation', vocation, value };
  if (s.vocationSupply[vocation] > 0) {
    s.vocationSupply = { ...s.vocationSupply, [vocation]: s.vocationSupply[vocation] - 1 };
    s.players[seat].vocations = [...s.players[seat].vocations, vocation];
    say(ctx, 'us.log.tookVocation', { who: who(seat), vocation: label(vocation), kind: vocation }, seat);
    return [score];
  }
  const holders = s.players.flatMap((p, i) => (i !== seat && p.vocations.includes(vocation) ? [i] : []));
  if (holders.length === 1) {
    stealVocation(ctx, vocation, holders[0]);
  } else if (holders.length > 1) {
    s.pending = { kind: 'vocationSteal', seat, vocation, candidates: holders };
  } else {
    say(ctx, 'us.log.noVocationLeft', { vocation: label(vocation) });
  }
  return [score];
}

export function stealVocation(ctx: Ctx, vocation: Vocation, from: number): void {
  const s = ctx.s;
  const seat = s.turn.active;
  const list = s.players[from].vocations;
  const at = list.indexOf(vocation);
  s.players[from].vocations = [...list.slice(0, at), ...list.slice(at + 1)];
  s.players[seat].vocations = [...s.players[seat].vocations, vocation];
  s.pending = null;
  say(
    ctx,
    'us.log.tookVocationFrom',
    { who: who(seat), vocation: label(vocation), kind: vocation, from: who(from) },
    seat,
  );
}

/**
 * Every owner of the vocation scores X per marker, choosing wealth or prestige
 * marker by marker; the Police Chief takes both without choosing.
 */
export function scoreVocation(ctx: Ctx, vocation: Vocation, value: number): void {
  const s = ctx.s;
  const owing: { seat: number; markers: number }[] = [];
  s.players.forEach((p, seat) => {
    const markers = p.vocations.filter((v) => v === vocation).length;
    if (markers === 0) return;
    if (officeHolder(s, 'policeChief') === seat) {
      p.wealth += markers * value;
      p.prestige += markers * value;
      say(ctx, 'us.log.policeChief', { who: who(seat), amount: markers * value, vocation: label(vocation) }, seat);
    } else {
      owing.push({ seat, markers });
    }
  });
  if (owing.length > 0) s.pending = { kind: 'vocationSplit', vocation, value, owing };
}

export function splitVocation(ctx: Ctx, seat: number, prestigeMarkers: number): void {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'vocationSplit') return;
  const entry = p.owing.find((o) => o.seat === seat);
  if (!entry) return;
  const prestige = prestigeMarkers * p.value;
  const wealth = (entry.markers - prestigeMarkers) * p.value;
  s.players[seat].prestige += prestige;
  s.players[seat].wealth += wealth;
  say(ctx, 'us.log.scoredVocation', { who: who(seat), vocation: label(p.vocation), wealth, prestige }, seat);
  const owing = p.owing.filter((o) => o.seat !== seat);
  s.pending = owing.length === 0 ? null : { ...p, owing };
}
