-- Play across days: a room's pace and name, who each match waits for and
-- since when, the deadline of each deciding seat in rooms played across
-- days, and the extra devices (and the one-time links that add them) through
-- which a player opens their seat.
ALTER TABLE "rooms" ADD COLUMN "name" TEXT;
ALTER TABLE "rooms" ADD COLUMN "move_seconds" INTEGER;
ALTER TABLE "rooms" ADD COLUMN "bot_on_expiry" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "matches" ADD COLUMN "deciding" INTEGER[] NOT NULL DEFAULT '{}';
ALTER TABLE "matches" ADD COLUMN "moved_at" TIMESTAMP(3);
ALTER TABLE "matches" ADD COLUMN "move_seconds" INTEGER;

ALTER TABLE "seats" ADD COLUMN "one_turn" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "deadlines" (
    "match_id" TEXT NOT NULL REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "seat" INTEGER NOT NULL,
    "due_at" TIMESTAMP(3) NOT NULL,
    "overdue" BOOLEAN NOT NULL DEFAULT false,
    PRIMARY KEY ("match_id", "seat")
);
CREATE INDEX "deadlines_due_idx" ON "deadlines"("due_at") WHERE NOT "overdue";

CREATE TABLE "seat_devices" (
    "id" TEXT PRIMARY KEY,
    "room_id" TEXT NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "seat" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL UNIQUE,
    "label" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3)
);
CREATE INDEX "seat_devices_room_seat_idx" ON "seat_devices"("room_id", "seat");

CREATE TABLE "device_links" (
    "code_hash" TEXT PRIMARY KEY,
    "room_id" TEXT NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "seat" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL
);
CREATE INDEX "device_links_room_seat_idx" ON "device_links"("room_id", "seat");
