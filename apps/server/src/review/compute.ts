import type { MatchReview, ReviewedDecision, ReviewStep } from '@sprawl/protocol';
import { sameMove, valueOf, wordsOfMove, type AnyGame, type Estimate } from '@sprawl/rules';
import type { GameState } from '../matches/games';
import type { StoredAction } from '../matches/stored-action';
import { turningPoints } from './turning-points';

/** What one review needs from the server, so that it can be computed (and tested) apart from the database and threads. */
export interface ReviewInput {
  game: AnyGame;
  /** Whether each seat was a bot (only people's decisions are set beside the bot's). */
  bots: boolean[];
  /** The match's log rows, seq 1 to its last. */
  rows: StoredAction[];
  stateAt(step: number): Promise<GameState>;
  /** Each seat's chances from the views given, by seat (the bots' threads). */
  estimate(views: unknown[], seed: string): Promise<(Estimate<unknown> | null)[]>;
  seed: string;
  onProgress(done: number, total: number): void;
}

/**
 * Each seat's chances after every step, estimated from that seat's view at
 * that step only, and each person's decision beside the bot's choice from
 * the same search. A finished position reads the result itself: 1 for a sole
 * winner, a share for a tie, 0 for the others.
 */
export async function computeReview(input: ReviewInput): Promise<MatchReview> {
  const { game, rows } = input;
  const seats = input.bots.length;
  const total = rows.length + 1;
  const steps: ReviewStep[] = [];
  let before: { state: GameState; estimates: (Estimate<unknown> | null)[] } | null = null;
  for (let step = 0; step < total; step++) {
    const state = await input.stateAt(step);
    const outcome = game.outcome(state);
    const estimates = outcome
      ? []
      : await input.estimate(
          Array.from({ length: seats }, (_, seat) => game.view(state, { kind: 'seat', seat })),
          `${input.seed}:${step}`,
        );
    const chances = outcome
      ? Array.from({ length: seats }, (_, seat) => (outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0))
      : estimates.map((e) => e?.chance ?? null);
    const row = step > 0 ? rows[step - 1] : null;
    const decision = row && before && !input.bots[row.seat] ? decide(game, before, row) : null;
    steps.push({ step, chances, decision });
    before = { state, estimates };
    input.onProgress(step + 1, total);
  }
  return { steps, turningPoints: turningPoints(steps) };
}

/** A person's move beside the bot's choice at the same position, from the deciding seat's estimate there. */
function decide(
  game: AnyGame,
  before: { state: GameState; estimates: (Estimate<unknown> | null)[] },
  row: StoredAction,
): ReviewedDecision | null {
  const estimate = before.estimates[row.seat];
  if (row.kind !== 'move' || !estimate || estimate.best === null) return null;
  const same = sameMove(estimate.best, row.payload);
  const best = same ? null : game.apply(before.state, row.seat, estimate.best);
  return {
    seat: row.seat,
    played: {
      value: valueOf(estimate, row.payload)?.value ?? null,
      log: wordsOfMove(game, before.state, row.seat, row.payload, row.log),
    },
    best: {
      value: valueOf(estimate, estimate.best)?.value ?? null,
      log: best?.ok ? wordsOfMove(game, before.state, row.seat, estimate.best, best.log) : [],
    },
    same,
  };
}
