-- The turn clock's bank of each seat, kept as it stands after each turn, so
-- that a restarted server goes on with the time players had left.
ALTER TABLE "seats" ADD COLUMN "clock_ms" INTEGER;
