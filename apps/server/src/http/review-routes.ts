import type { ReplayService } from '../replays/service';
import type { ReviewService } from '../review/review-service';
import type { Handlers } from './serve';

/** A finished match's review: where it stands, and asking for it (review/review-service.ts). */
export function reviewRoutes(replays: ReplayService, reviews: ReviewService): Handlers<'review' | 'startReview'> {
  return {
    review: async ({ params }) => reviews.status(await replays.match(params.id, params.matchId)),
    startReview: async ({ params }) => reviews.start(await replays.match(params.id, params.matchId)),
  };
}
