-- Across days: the seats of a match that were given more time after their
-- time for a move ran out, one entry per time (a seat given it twice is in
-- it twice). Kept with the match, so the limit (rooms/more-time.ts) holds on
-- every server process and starts again with each new match.
ALTER TABLE "matches" ADD COLUMN "more_time" INTEGER[] NOT NULL DEFAULT '{}';
