import { nextInt, randomMove, type RngState } from '@sprawl/rules';

/**
 * The server's bot: a random legal move, from a generator seeded per match so
 * that a test replays the same game. Actions with a `type` go through the rules
 * package's player (which ends turns sparingly, as people do).
 */
export function botMove(rng: RngState, legal: unknown[]): unknown {
  if (legal.every((a) => typeof (a as { type?: unknown })?.type === 'string')) return randomMove(rng, legal as { type: string }[]);
  return legal[nextInt(rng, legal.length)];
}
