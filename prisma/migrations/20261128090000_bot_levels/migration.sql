-- Bot levels: how well the bot in a seat plays (easy, normal, hard), chosen
-- in the lobby when the host seats it. Seats taken before keep today's bot.
ALTER TABLE "seats" ADD COLUMN "bot_level" TEXT NOT NULL DEFAULT 'easy';
