-- What the statement accepting moves (apps/server/src/matches/commit.ts)
-- writes besides the log, as named functions, as room_locked is: whoever
-- reads the statement reads what happens after a move by name, and the
-- writes are kept here, once. The statement calls them once per match that
-- took its moves, with the values it computed (they read none of the rows the
-- statement itself writes), in its own transaction.

-- The channels on which a seat hears of its turn: its push subscriptions,
-- its confirmed email and, with `p_others`, the room's webhook (not for a
-- bot's seat: nobody needs telling). A room with none of them yields nothing
-- (three index probes). A STABLE SQL function of one SELECT: the planner
-- writes it into the statements that use it, as if its text were there.
CREATE FUNCTION seat_channels(p_room text, p_seat integer, p_others boolean) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT 'push' WHERE EXISTS (SELECT 1 FROM "push_subscriptions" ps WHERE ps."room_id" = p_room AND ps."seat" = p_seat)
  UNION ALL SELECT 'email' WHERE EXISTS (SELECT 1 FROM "seat_emails" se WHERE se."room_id" = p_room AND se."seat" = p_seat AND se."confirmed")
  UNION ALL SELECT 'webhook' WHERE p_others AND EXISTS (SELECT 1 FROM "room_webhooks" rw WHERE rw."room_id" = p_room)
    AND NOT EXISTS (SELECT 1 FROM "seats" bs WHERE bs."room_id" = p_room AND bs."index" = p_seat AND bs."is_bot")
$$;

-- After a match's move (`p_turn`, the version it made): whom to tell that the
-- table now waits for them (notify/outbox.ts delivers). Each seat that starts
-- deciding (in `p_deciding`, not in `p_before`) on each of its channels, or,
-- when the move ended the match, the webhook's `end`.
CREATE FUNCTION move_noticed(p_room text, p_match text, p_turn integer, p_deciding integer[], p_before integer[], p_ended boolean)
RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO "notify_outbox" ("room_id", "match_id", "kind", "channel", "seat", "to_seat", "turn")
  SELECT p_room, p_match, 'turn', c.channel, d.seat, CASE WHEN c.channel = 'webhook' THEN NULL ELSE d.seat END, p_turn
  FROM unnest(p_deciding) AS d(seat) CROSS JOIN LATERAL seat_channels(p_room, d.seat, true) AS c(channel)
  WHERE NOT p_ended AND NOT (d.seat = ANY(p_before))
  UNION ALL
  SELECT p_room, p_match, 'end', 'webhook', NULL, NULL, p_turn
  WHERE p_ended AND EXISTS (SELECT 1 FROM "room_webhooks" rw WHERE rw."room_id" = p_room)
$$;

-- Across days, after a match's move: a seat that no longer decides has no
-- deadline, and one that starts deciding gets one, `p_move_ms` from now; a
-- seat still deciding keeps its own. A bot's seat, or one a bot stands in for,
-- gets none: the server moves for it at once, and nobody is to be shown
-- waiting for it. The statement calls it after it has updated the match's
-- row, the order rooms/table/more-time.ts relies on.
CREATE FUNCTION move_timed(p_match text, p_room text, p_deciding integer[], p_move_ms integer)
RETURNS void LANGUAGE sql VOLATILE AS $$
  DELETE FROM "deadlines" WHERE "match_id" = p_match AND NOT ("seat" = ANY(p_deciding));
  INSERT INTO "deadlines" ("match_id", "seat", "due_at")
  SELECT p_match, d.seat, (now() AT TIME ZONE 'UTC') + p_move_ms * interval '1 millisecond'
  FROM unnest(p_deciding) AS d(seat) JOIN "seats" s ON s."room_id" = p_room AND s."index" = d.seat
  WHERE NOT (s."is_bot" OR s."stand_in")
  ON CONFLICT ("match_id", "seat") DO NOTHING;
$$;

-- With several server processes: the others hear of the match's new version
-- when, and only if, the move commits (apps/server/src/db/fanout.ts listens on
-- this channel and drops what `p_server`, itself, announced).
CREATE FUNCTION move_announced(p_server text, p_match text, p_version integer)
RETURNS void LANGUAGE sql VOLATILE AS $$
  SELECT pg_notify('sprawl_moves', p_server || ' ' || p_match || ' ' || p_version);
$$;
