-- Who played a match, as the seats were when it began: a player who later
-- leaves the room is still named in the match's history and replay.
ALTER TABLE "matches" ADD COLUMN "players" JSONB;
