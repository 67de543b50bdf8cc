-- Telling players when the table waits for them (apps/server/src/notify/):
-- the server's own keys (Web Push's VAPID pair, the key of email links),
-- each seat's push subscriptions and email address, each room's webhook,
-- and the outbox of notifications to deliver, written in the transaction of
-- the move (or start, or spent deadline) that causes them.
CREATE TABLE "notify_keys" (
    "name" TEXT PRIMARY KEY,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "push_subscriptions" (
    "id" TEXT PRIMARY KEY,
    "room_id" TEXT NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "seat" INTEGER NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "push_subscriptions_seat_endpoint_key" ON "push_subscriptions"("room_id", "seat", "endpoint");

CREATE TABLE "seat_emails" (
    "id" TEXT PRIMARY KEY,
    "room_id" TEXT NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "seat" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "confirmed" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "seat_emails_room_seat_key" ON "seat_emails"("room_id", "seat");

CREATE TABLE "room_webhooks" (
    "room_id" TEXT PRIMARY KEY REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "url" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "notify_outbox" (
    "id" BIGSERIAL PRIMARY KEY,
    "room_id" TEXT NOT NULL REFERENCES "rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "match_id" TEXT REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "seat" INTEGER,
    "to_seat" INTEGER,
    "turn" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "due_at" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "notify_outbox_due_idx" ON "notify_outbox"("channel", "due_at");
CREATE INDEX "notify_outbox_match_idx" ON "notify_outbox"("match_id");
