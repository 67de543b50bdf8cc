-- The language each subscriber chose when subscribing (a browser's page
-- language, the host's for the webhook): notifications are written in it.
-- Rows made before this read as English, which is what they were sent in.
ALTER TABLE "push_subscriptions" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "seat_emails" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "room_webhooks" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
