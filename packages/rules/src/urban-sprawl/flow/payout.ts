import type { Ctx } from '../context';
import { say, who } from '../context';
import { sharePayout } from '../payouts';
import { blockOfBuilding } from '../queries';
import { payoutRow } from '../values';
import { listParam } from '../../words/message';
import { usMsg, type UsMessage } from '../messages';

/** Counts each seat's buildings on the row worth `value` and pays out by the chart. */
export function payout(ctx: Ctx, kind: 'wealth' | 'prestige', value: number): void {
  const s = ctx.s;
  const row = payoutRow(s, kind, value);
  if (!row) {
    say(ctx, 'us.log.noPayout', { kind, value });
    return;
  }
  const inRow: boolean[] = new Array(36).fill(false);
  for (const block of row) inRow[block] = true;
  const counts = s.players.map(() => 0);
  for (const b of s.board.buildings) if (b !== null && b.owner !== null && inRow[blockOfBuilding(b)]) counts[b.owner]++;
  const gains = sharePayout(counts, value);
  const parts: UsMessage[] = [];
  gains.forEach((gain, seat) => {
    if (gain <= 0) return;
    s.players[seat][kind] += gain;
    parts.push(usMsg('us.log.payoutGain', { who: who(seat), gain }));
  });
  if (parts.length) say(ctx, 'us.log.payout', { kind, value, gains: listParam(parts, 'comma') });
  else say(ctx, 'us.log.payoutNobody', { kind, value });
}
