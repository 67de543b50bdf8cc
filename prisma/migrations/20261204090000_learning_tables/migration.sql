-- Learning tables (issue 53): a room where each player may ask the bot for a
-- hint on their turn. Every hint asked is written in the room's chat as a
-- line of its own kind, so that nobody's hints are hidden from the table.
ALTER TABLE "rooms" ADD COLUMN "learning" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "chat_messages" ADD COLUMN "hint" BOOLEAN NOT NULL DEFAULT false;
