-- Look-alike keys now write German's sharp s (ß, ẞ) as "ss"
-- (apps/server/src/rooms/lobby/name-likeness.ts), so keys kept for names
-- holding one are stale. Emptied keys send a join to such a table down the
-- locked path, which works the keys out again from the names.
UPDATE "seats" SET "name_keys" = '{}'
WHERE "name" ~ '[ßẞ]' AND cardinality("name_keys") <> 0;
