import { reviewReplySchema, type MatchReview } from '@sprawl/protocol';
import { estimateChances, findGame, type Estimate } from '@sprawl/rules';
import { Pool } from 'pg';
import { ThinkPool } from '../src/bots/think-pool';
import { ReviewService, type Estimator } from '../src/review/review-service';
import { refusal, startTestServer, type TestServer } from './harness';
import { longReplayFile } from './support/long-replay';
import { urbaniaReplayFile } from './support/urbania-replay-file';

jest.setTimeout(300_000);

let t: TestServer;
/** The services under test read and write the test server's database through a pool of their own. */
let pool: Pool;
let urbaniaMatch: { roomId: string; matchId: string; hostToken: string };
let otherUrbaniaMatch: { roomId: string; matchId: string; hostToken: string };
let sprawlMatch: { roomId: string; matchId: string; hostToken: string };

/** Real estimates, in this thread and with a tiny search, counted. */
class CountingEstimator implements Estimator {
  calls = 0;
  async estimate(task: Parameters<Estimator['estimate']>[0]): Promise<(Estimate<unknown> | null)[]> {
    this.calls++;
    const game = findGame(task.gameId)!;
    const budget = { iterations: 6, ms: Infinity };
    return task.views.map((view, seat) => estimateChances(game, view, seat, `${task.seed}:${seat}`, budget));
  }
}

const matchRow = async (matchId: string) => {
  const { roomId } = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId }, select: { roomId: true } });
  return t.server.replays.match(roomId, matchId);
};

beforeAll(async () => {
  t = await startTestServer();
  pool = new Pool({ connectionString: t.databaseUrl, max: 2 });
  urbaniaMatch = await t.api.importReplay(urbaniaReplayFile('review-a'));
  otherUrbaniaMatch = await t.api.importReplay(urbaniaReplayFile('review-b'));
  sprawlMatch = await t.api.importReplay(longReplayFile('review-none', 10));
});

afterAll(async () => {
  await pool?.end();
  await t?.stop();
});

describe('a match review', () => {
  test('a game whose module does not offer review says so, and the server refuses to start one', async () => {
    const auth = { token: sprawlMatch.hostToken };
    expect(await t.api.review(sprawlMatch.roomId, sprawlMatch.matchId, auth)).toEqual({ status: 'unavailable' });
    const refused = await refusal(t.api.startReview(sprawlMatch.roomId, sprawlMatch.matchId, auth));
    expect(refused).toMatchObject({ status: 409, code: 'review_unavailable' });
  });

  test('a game that offers review has none until asked', async () => {
    const auth = { token: urbaniaMatch.hostToken };
    expect(await t.api.review(urbaniaMatch.roomId, urbaniaMatch.matchId, auth)).toEqual({ status: 'none' });
  });

  test('is computed once, step by step, and stored with the match', async () => {
    const estimator = new CountingEstimator();
    const reviews = new ReviewService(pool, t.server.replays, estimator);
    const match = await matchRow(urbaniaMatch.matchId);
    expect((await reviews.start(match)).status).toBe('queued');
    // Asked again while it runs (or, the stand-in estimator being quick, once it is done): the same review, not a
    // second one; the count of estimates below says none was computed twice.
    expect(['queued', 'running', 'done']).toContain((await reviews.start(match)).status);
    await reviews.settled();
    const done = reviewReplySchema.parse(await reviews.status(match));
    if (done.status !== 'done') throw new Error(`the review is ${done.status}`);
    const review: MatchReview = done.review;
    expect(review.steps).toHaveLength(match.version + 1);
    // One call per step before the end; the final position reads the result.
    expect(estimator.calls).toBe(match.version);
    const last = review.steps[review.steps.length - 1].chances;
    const winners = (match.result as { winners: number[] }).winners;
    expect(last).toEqual([0, 1].map((seat) => (winners.includes(seat) ? 1 / winners.length : 0)));
    // Only the person's decisions are set beside the bot's; the bot at seat 1 has none.
    const decisions = review.steps.flatMap((s) => (s.decision ? [s.decision] : []));
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisions.every((d) => d.seat === 0)).toBe(true);
    expect(decisions.some((d) => !d.same && d.best.log.length > 0)).toBe(true);
    // Every move is said, the steps of a renewal or a hire (which log nothing themselves) included.
    expect(decisions.filter((d) => d.played.log.length === 0 || (!d.same && d.best.log.length === 0))).toEqual([]);
    expect(review.turningPoints.length).toBeLessThanOrEqual(5);

    // Stored: asked again, by this service or by another after a restart, nothing is computed again.
    expect((await reviews.start(match)).status).toBe('done');
    const restarted = new CountingEstimator();
    const later = new ReviewService(pool, t.server.replays, restarted);
    expect((await later.start(match)).status).toBe('done');
    expect(restarted.calls).toBe(0);
    expect(estimator.calls).toBe(match.version);
    const row = await t.server.db.matchReview.findUniqueOrThrow({ where: { matchId: match.id } });
    expect(row.review).toEqual(review);
    // The route reads the stored review.
    const auth = { token: urbaniaMatch.hostToken };
    const answered = await t.api.review(urbaniaMatch.roomId, urbaniaMatch.matchId, auth);
    expect(answered).toEqual({ status: 'done', review });
  });

  test('past its queue, a review is refused with review_busy', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const estimator: Estimator = {
      estimate: async (task) => {
        await held;
        return task.views.map(() => null);
      },
    };
    const reviews = new ReviewService(pool, t.server.replays, estimator, undefined, { atOnce: 1, waiting: 0 });
    const other = await matchRow(otherUrbaniaMatch.matchId);
    await reviews.start(other);
    const reviewedBefore = await matchRow(urbaniaMatch.matchId);
    await t.server.db.matchReview.deleteMany({ where: { matchId: reviewedBefore.id } });
    const refused = await reviews.start(reviewedBefore).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'review_busy' });
    release();
    await reviews.settled();
  });

  test("the bots' threads estimate each seat from its own view", async () => {
    const pool = new ThinkPool({ threads: 1 });
    try {
      const game = findGame('urbania')!;
      const state = game.setup({ seed: 'threads', seats: 2, options: {} });
      const views = [0, 1].map((seat) => game.view(state, { kind: 'seat', seat }));
      const estimates = await pool.estimate({
        gameId: 'urbania',
        views,
        seed: 's',
        budget: { iterations: 8, ms: 10_000 },
      });
      expect(estimates).toHaveLength(2);
      for (const e of estimates) {
        expect(e?.chance).toBeGreaterThanOrEqual(0);
        expect(e?.chance).toBeLessThanOrEqual(1);
      }
    } finally {
      await pool.close();
    }
  });
});
