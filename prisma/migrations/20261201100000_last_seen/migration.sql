-- When a seat's last connection closed, on any server process: across days a
-- player is mostly not at the table, and the others see when they last were
-- (kept with the seat: a restart or a week must not forget it).
ALTER TABLE "seats" ADD COLUMN "last_seen_at" TIMESTAMP(3);
