-- Look-alike keys now drop the accents of Latin, Greek and Cyrillic letters
-- (apps/server/src/rooms/lobby/name-likeness.ts), so keys kept for names with
-- any letter beyond ASCII may be stale. Emptied keys send a join to such a
-- table down the locked path, which works the keys out again from the names.
UPDATE "seats" SET "name_keys" = '{}'
WHERE "name" IS NOT NULL AND octet_length("name") <> char_length("name") AND cardinality("name_keys") <> 0;
