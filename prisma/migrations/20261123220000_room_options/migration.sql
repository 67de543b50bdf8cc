-- Rooms keep their game's options as data, whatever the game: an Urban Sprawl
-- room's variant becomes {"variant": ...}, exactly what its matches store.
ALTER TABLE "rooms" ADD COLUMN "options" JSONB NOT NULL DEFAULT '{}';
UPDATE "rooms" SET "options" = jsonb_build_object('variant', "variant");
ALTER TABLE "rooms" DROP COLUMN "variant";
