-- Life around the table: chat kept with the room (and the match step it was
-- said at, so a replay shows it in place), the host's switch for spectators'
-- chat, each seat's answer to a rematch offer, and the optional turn clock.
CREATE TABLE "chat_messages" (
    "id" SERIAL PRIMARY KEY,
    "room_id" TEXT NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "match_id" TEXT,
    "step" INTEGER,
    "seat" INTEGER,
    "author" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "chat_messages_room_id_id_idx" ON "chat_messages"("room_id", "id");
CREATE INDEX "chat_messages_match_id_idx" ON "chat_messages"("match_id");

ALTER TABLE "rooms" ADD COLUMN "spectator_chat" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "rooms" ADD COLUMN "turn_clock_seconds" INTEGER;
ALTER TABLE "seats" ADD COLUMN "wants_rematch" BOOLEAN NOT NULL DEFAULT false;
