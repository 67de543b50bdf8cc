import type { Outcome, Standing } from '../../game';
import type { Ctx } from '../context';
import { say, who } from '../context';
import { listParam } from '../../words/message';
import { buildingsOf, countZone, officeHolder, touchesPark } from '../queries';
import type { UsState } from '../state';
import { payoutValuesOnBoard } from '../values';
import { payout } from './payout';

/** Prestige each politician's holder gains at the end of the game. */
function politicianBonuses(s: UsState): number[] {
  const bonus = s.players.map(() => 0);
  const mayor = officeHolder(s, 'mayor');
  if (mayor !== null) {
    bonus[mayor] += buildingsOf(s).filter(
      (b) => b.owner === mayor && b.zone !== 'PARK' && touchesPark(s, b.lots),
    ).length;
  }
  const zoneOffices = [
    ['districtAttorney', 'CIV'],
    ['treasurer', 'COM'],
    ['policeChief', 'RES'],
    ['unionBoss', 'IND'],
  ] as const;
  for (const [office, zone] of zoneOffices) {
    const holder = officeHolder(s, office);
    if (holder !== null) bonus[holder] += countZone(s, zone);
  }
  return bonus;
}

/**
 * The end: a prestige payout on every prestige row on the board, 1 prestige
 * per full 10 wealth, politician bonuses; then the ranking (prestige, then
 * wealth; a full tie shares the place).
 */
export function finalScoring(ctx: Ctx): void {
  const s = ctx.s;
  const before = s.players.map((p) => p.prestige);
  for (const value of payoutValuesOnBoard(s, 'prestige')) payout(ctx, 'prestige', value);
  const payouts = s.players.map((p, seat) => p.prestige - before[seat]);
  const fromWealth = s.players.map((p) => Math.floor(p.wealth / 10));
  const bonuses = politicianBonuses(s);
  s.players.forEach((p, seat) => {
    p.prestige += fromWealth[seat] + bonuses[seat];
    say(ctx, 'us.log.endsWith', { who: who(seat), prestige: p.prestige, wealth: p.wealth }, seat);
  });
  const standings: Standing[] = s.players.map((p, seat) => ({
    seat,
    rank: 0,
    score: p.prestige,
    tiebreak: p.wealth,
    breakdown: {
      duringPlay: before[seat],
      finalPayouts: payouts[seat],
      wealthToPrestige: fromWealth[seat],
      politicians: bonuses[seat],
    },
  }));
  const order = [...standings].sort((a, b) => b.score - a.score || b.tiebreak - a.tiebreak);
  order.forEach((st, i) => {
    const prev = order[i - 1];
    st.rank = prev && prev.score === st.score && prev.tiebreak === st.tiebreak ? prev.rank : i + 1;
  });
  const outcome: Outcome = { standings: order, winners: order.filter((st) => st.rank === 1).map((st) => st.seat) };
  s.final = outcome;
  s.phase = 'over';
  s.pending = null;
  s.tasks = [];
  say(ctx, 'us.log.gameOver', {
    winners: listParam(outcome.winners.map((seat) => who(seat))),
    count: outcome.winners.length,
  });
}
