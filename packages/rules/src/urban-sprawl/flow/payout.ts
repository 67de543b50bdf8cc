import type { Ctx } from '../context';
import { say, who } from '../context';
import { sharePayout } from '../payouts';
import { blockOfBuilding } from '../queries';
import { payoutRow } from '../values';

/** Counts each seat's buildings on the row worth `value` and pays out by the chart. */
export function payout(ctx: Ctx, kind: 'wealth' | 'prestige', value: number): void {
  const s = ctx.s;
  const row = payoutRow(s, kind, value);
  if (!row) {
    say(ctx, `No ${kind} payout: there is no ${value} ${kind} row on the board.`);
    return;
  }
  const inRow: boolean[] = new Array(36).fill(false);
  for (const block of row) inRow[block] = true;
  const counts = s.players.map(() => 0);
  for (const b of s.board.buildings) if (b !== null && b.owner !== null && inRow[blockOfBuilding(b)]) counts[b.owner]++;
  const gains = sharePayout(counts, value);
  const parts: string[] = [];
  gains.forEach((gain, seat) => {
    if (gain <= 0) return;
    s.players[seat][kind] += gain;
    parts.push(`${who(seat)} +${gain}`);
  });
  say(ctx, `${kind === 'wealth' ? 'Wealth' : 'Prestige'} payout on the ${value} row: ${parts.length ? parts.join(', ') : 'nobody gains anything'}.`);
}
