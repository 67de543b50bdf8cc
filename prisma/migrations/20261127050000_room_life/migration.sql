-- A room's life beyond one process and one evening: stand-ins and the one
-- minute a spent clock gets back are kept with the seat, so that whichever
-- process carries the match next knows them; and each server process says
-- which seats it holds a socket for, so that presence is the same from every
-- process (rooms/shared-presence.ts).
ALTER TABLE "seats" ADD COLUMN "stand_in" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "seats" ADD COLUMN "reclaimed" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "servers" (
    "id" TEXT PRIMARY KEY,
    "alive_until" TIMESTAMP(3) NOT NULL
);

CREATE TABLE "seat_presence" (
    "server_id" TEXT NOT NULL REFERENCES "servers"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "room_id" TEXT NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "seat" INTEGER NOT NULL,
    "connections" INTEGER NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL,
    PRIMARY KEY ("server_id", "room_id", "seat")
);
CREATE INDEX "seat_presence_room_id_idx" ON "seat_presence"("room_id");
