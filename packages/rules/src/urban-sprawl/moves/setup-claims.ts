import type { Ctx } from '../context';
import { say, who } from '../context';
import { reject } from '../errors';
import { startTurn } from '../flow/end-of-turn';
import { buildingsOf, updateBuilding } from '../queries';
import { buildingValue } from '../values';
import { zoneWord } from '../words';

/** During setup, players claim the twelve starting buildings clockwise, paying each one's value. */
export function claimStartingBuilding(ctx: Ctx, seat: number, buildingId: number): void {
  const s = ctx.s;
  const b = s.board.buildings[buildingId];
  if (!b || !b.starting || b.owner !== null) reject('not_claimable', 'us.refuse.notClaimable');
  const price = buildingValue(s, b);
  if (s.players[seat].wealth < price)
    reject('not_enough_wealth', 'us.refuse.claimCost', { price, wealth: s.players[seat].wealth });
  s.players[seat].wealth -= price;
  updateBuilding(s, b.id, { owner: seat });
  say(ctx, 'us.log.claimed', { who: who(seat), zone: zoneWord(b.zone), price }, seat);
  const unclaimed = buildingsOf(s).some((x) => x.starting && x.owner === null);
  if (unclaimed) {
    s.pending = { kind: 'claimStart', seat: (seat + 1) % s.players.length };
    return;
  }
  s.pending = null;
  giveMedia(ctx);
}

/** Media goes to the richest player; a tie goes to whoever controls the 3-value RES. */
function giveMedia(ctx: Ctx): void {
  const s = ctx.s;
  const richest = Math.max(...s.players.map((p) => p.wealth));
  const tied = s.players.flatMap((p, seat) => (p.wealth === richest ? [seat] : []));
  if (tied.length === 1) return awardMedia(ctx, tied[0]);
  const threeValueRes = buildingsOf(s).find((b) => b.starting && b.zone === 'RES' && buildingValue(s, b) === 3);
  const owner = threeValueRes?.owner ?? null;
  if (owner !== null && tied.includes(owner)) return awardMedia(ctx, owner);
  // The printed tie-break does not settle it: the start player, as active player, decides.
  s.pending = { kind: 'mediaTie', seat: s.turn.active, candidates: tied };
}

export function awardMedia(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  s.vocationSupply = { ...s.vocationSupply, MEDIA: s.vocationSupply.MEDIA - 1 };
  s.players[seat].vocations = [...s.players[seat].vocations, 'MEDIA'];
  s.pending = null;
  say(ctx, 'us.log.media', { who: who(seat) }, seat);
  s.phase = 'play';
  s.turn.number = 0;
  startTurn(ctx);
}
