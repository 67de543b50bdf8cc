-- Timeouts in a row of each push subscription (issue 48): one that never
-- answers is dropped after a few (apps/server/src/notify/push.ts), instead
-- of costing a socket and a timeout on every notification of its seat.
ALTER TABLE "push_subscriptions" ADD COLUMN "timeouts" INTEGER NOT NULL DEFAULT 0;
