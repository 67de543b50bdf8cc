-- A finished match's step list as this server's rules replayed it (issue 52):
-- each step's public summary and where the replay disagreed with the stored
-- match, kept once (apps/server/src/replays/step-summaries.ts) so that
-- opening the replay reads it instead of replaying the whole match again.
-- `rules` names the rules that replayed it; other rules replay it anew.
-- `log_digest` is of the log it was found from: a log that reads otherwise
-- now (restored, or edited by hand) is replayed anew too.
CREATE TABLE "replay_steps" (
    "match_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "rules" TEXT NOT NULL,
    "log_digest" TEXT NOT NULL,
    "summaries" JSONB NOT NULL,
    "divergence" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "replay_steps_pkey" PRIMARY KEY ("match_id")
);

ALTER TABLE "replay_steps" ADD CONSTRAINT "replay_steps_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
