import { matchReviewSchema, type MatchReview, type ReviewReply } from '@sprawl/protocol';
import { LEVEL_BUDGETS, type Estimate, type SearchBudget } from '@sprawl/rules';
import type { Db } from '../db/prisma';
import { refuse } from '../errors';
import type { StoredMatch as Match } from '../replays/stored-match';
import { storedAction } from '../matches/stored-action';
import { matchPlayers } from '../replays/match-players';
import type { ReplayService } from '../replays/service';
import { computeReview } from './compute';
import { ReviewQueue } from './review-queue';

/** Where the estimates are computed: the bots' threads (bots/think-pool.ts), or a stand-in in tests. */
export interface Estimator {
  estimate(task: {
    gameId: string;
    views: unknown[];
    seed: string;
    budget: SearchBudget;
    /** Only these seats (a hint's asking seat); all when absent. */
    seats?: number[];
  }): Promise<(Estimate<unknown> | null)[]>;
}

export interface ReviewOptions {
  /** Reviews computed at once; by default one, so that the bots of live tables keep the other threads. */
  atOnce?: number;
  /** Reviews that may wait for a place; past that a review is refused (review_busy). */
  waiting?: number;
  /** The search behind each estimate; by default the hard bot's iterations. */
  budget?: SearchBudget;
}

type Progress = { status: 'queued' } | { status: 'running'; done: number; total: number };

/**
 * Reviews of finished matches (issue 53): computed once, step by step, in
 * the bots' threads, and stored with the match. Progress is kept in this
 * process's memory while a review runs; one lost to a restart is asked for
 * again. Only a game whose module offers review is reviewed.
 */
export class ReviewService {
  private readonly progress = new Map<string, Progress>();
  private readonly queue: ReviewQueue;
  private readonly budget: SearchBudget;
  /** Reviews under way, for tests and shutdown. */
  private readonly underWay = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly replays: ReplayService,
    private readonly estimator: Estimator,
    private readonly log?: { warn(obj: object, msg: string): void },
    opts: ReviewOptions = {},
  ) {
    this.queue = new ReviewQueue(opts.atOnce ?? 1, opts.waiting ?? 4);
    // The time cap is for a loaded machine; the iterations decide, as for the hard bot.
    this.budget = opts.budget ?? LEVEL_BUDGETS.hard;
  }

  /** Where the match's review stands. */
  async status(match: Match): Promise<ReviewReply> {
    if (!this.offered(match)) return { status: 'unavailable' };
    const stored = await this.stored(match.id);
    if (stored) return { status: 'done', review: stored };
    return this.progress.get(match.id) ?? { status: 'none' };
  }

  /** Starts the match's review unless it is done or under way; answers where it stands. */
  async start(match: Match): Promise<ReviewReply> {
    if (!this.offered(match))
      refuse('review_unavailable', "This game's bots are not strong enough yet to review a match.");
    if (match.status !== 'finished') refuse('match_running', 'A match can be reviewed once it has finished.');
    if (this.stopped) refuse('shutting_down', 'The server is restarting; try again in a minute.');
    const now = await this.status(match);
    if (now.status !== 'none') return now;
    await this.replays.ensureReproducible(match);
    if (this.progress.has(match.id)) return this.status(match);
    if (this.queue.full) refuse('review_busy');
    this.progress.set(match.id, { status: 'queued' });
    const work = this.queue
      .enter(() => this.compute(match))
      .catch((err: unknown) => this.log?.warn({ err, match: match.id }, 'a match review failed'))
      .finally(() => this.progress.delete(match.id));
    this.underWay.add(work);
    void work.finally(() => this.underWay.delete(work));
    return { status: 'queued' };
  }

  /** Ends the reviews under way at their next step (shutdown: the bots' threads are about to go); they are asked for again later. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.settled();
  }

  /** Resolves once every review under way has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.underWay.size > 0) await Promise.allSettled([...this.underWay]);
  }

  private async compute(match: Match): Promise<void> {
    const game = this.replays.game(match);
    const seats = await this.db.seat.findMany({ where: { roomId: match.roomId } });
    const rows = await this.db.action.findMany({
      where: { matchId: match.id, seq: { lte: match.version } },
      orderBy: { seq: 'asc' },
    });
    this.progress.set(match.id, { status: 'running', done: 0, total: rows.length + 1 });
    const review = await computeReview({
      game,
      bots: matchPlayers(match, seats).map((p) => p.bot),
      rows: rows.map(storedAction),
      stateAt: (step) => this.replays.stateAt(match, step),
      estimate: (views, seed) => {
        if (this.stopped) throw new Error('the server is stopping');
        return this.estimator.estimate({ gameId: match.game, views, seed, budget: this.budget });
      },
      seed: `review:${match.id}`,
      onProgress: (done, total) => this.progress.set(match.id, { status: 'running', done, total }),
    });
    await this.db.$executeRaw`
      INSERT INTO "match_reviews" ("match_id", "review") VALUES (${match.id}, ${JSON.stringify(review)}::jsonb)
      ON CONFLICT DO NOTHING`;
  }

  /** Whether the match's game offers review (GameModule.offersReview), and can search. */
  private offered(match: Match): boolean {
    const game = this.replays.game(match);
    return game.offersReview === true && game.bots !== undefined;
  }

  private async stored(matchId: string): Promise<MatchReview | null> {
    const row = await this.db.matchReview.findUnique({ where: { matchId } });
    return row ? matchReviewSchema.parse(row.review) : null;
  }
}
