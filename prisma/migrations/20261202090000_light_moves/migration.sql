-- A move writes its action row only (matches/commit.ts): the log is the
-- truth, and the match row is brought up to date only at snapshots, deadlines
-- and the end. Each action therefore carries the seats the game waits for
-- after it, and `match_now` reads a match as it is now: its row, with the
-- version, deciding seats and time of its last move taken from the log when
-- the log has gone further than the row. Every reader of those three columns
-- reads this view. Rows older than the column (an empty list here) are never
-- past their match's row, which was kept up to date when they were written;
-- nor are imported ones (replays/import.ts writes the match's version).
ALTER TABLE "actions" ADD COLUMN "deciding" INTEGER[] NOT NULL DEFAULT '{}';

CREATE VIEW "match_now" AS
SELECT m."id", m."room_id", m."game", m."status", m."result", m."created_at", m."finished_at", m."move_seconds",
  m."imported", m."forked_from", m."more_time",
  COALESCE(a."seq", m."version") AS "version",
  COALESCE(a."deciding", m."deciding") AS "deciding",
  COALESCE(a."created_at", m."moved_at") AS "moved_at"
FROM "matches" m
LEFT JOIN LATERAL (
  SELECT x."seq", x."deciding", x."created_at" FROM "actions" x
  WHERE x."match_id" = m."id" AND x."seq" > m."version" ORDER BY x."seq" DESC LIMIT 1
) a ON true;
