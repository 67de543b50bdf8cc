/**
 * A cheap chance-of-winning per seat from a score-like number per seat: a
 * logistic of each seat's lead over its best rival, `scale` points of lead
 * giving about 73%. Games build their BotKit.evaluate on it.
 */
export function leadShares(scores: number[], scale: number): number[] {
  return scores.map((mine, seat) => {
    let best = -Infinity;
    for (let other = 0; other < scores.length; other++)
      if (other !== seat && scores[other] > best) best = scores[other];
    return 1 / (1 + Math.exp(-(mine - best) / scale));
  });
}
