-- What the room's webhook last came to (issue 49): the host's panel says
-- "failing since 14:02: connection refused" instead of "Turns are posted
-- to ..." while every try fails (apps/server/src/notify/webhook-result.ts).
-- Times are UTC, as every other column here.
ALTER TABLE "room_webhooks" ADD COLUMN "last_try_at" TIMESTAMP(3);
-- NULL when the last try was taken; otherwise refused | timed_out | unresolved | forbidden | http | failed.
ALTER TABLE "room_webhooks" ADD COLUMN "last_problem" TEXT;
-- The HTTP status of the last answer, when there was one.
ALTER TABLE "room_webhooks" ADD COLUMN "last_status" INTEGER;
-- The first failure of the tries failing in a row; NULL once one is taken.
ALTER TABLE "room_webhooks" ADD COLUMN "failing_since" TIMESTAMP(3);
