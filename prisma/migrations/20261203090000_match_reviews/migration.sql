-- A finished match's review (issue 53): each seat's chances by step as the
-- bots' search saw them, computed once in the bots' threads and kept with
-- the match (apps/server/src/review/). A finished match never changes, so
-- neither does its review; it goes with its match.
CREATE TABLE "match_reviews" (
    "match_id" TEXT NOT NULL,
    "review" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_reviews_pkey" PRIMARY KEY ("match_id")
);

ALTER TABLE "match_reviews" ADD CONSTRAINT "match_reviews_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
