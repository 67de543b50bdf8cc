-- Starting a room's match in one round trip (issue 52): room_start locks the
-- room, checks the start as the room's lock always did, and sets the room
-- and its seats going; the statement that calls it
-- (apps/server/src/rooms/table/start-in-one.ts) writes the match beside it.
-- It was four round trips (BEGIN with room_locked, the seats' write, the
-- match's write, COMMIT), after the edge's read of the seats for the token.
--
-- The caller built the match from what it last read of the room (its game,
-- seats, options, fork and pace never change but for the fork being spent):
-- when the room says otherwise, nothing is written and it answers 'check',
-- and the caller starts under the lock the long way (rooms/table/table-life.ts).

-- What a start found: 'started' (with who sits where and which seats are
-- bots, for the match's rows, and whether the server has background work),
-- 'no_room', 'bad_token', 'not_host', 'already_started', 'seats_empty' or
-- 'check'. The token is checked by its hash, as the edge checks it (its own
-- seat's, or a further device's opened by the seat's present player): a
-- hash of 256 random bits tells nothing through the time it takes to compare.
-- The checks come in the order the server made them; the locks are taken in
-- the order every change to a room takes them (the room, then its seats).
CREATE FUNCTION room_start(p_id text, p_token_hash text, p_lock_timeout_ms integer, p_game text,
  p_seat_count integer, p_options jsonb, p_start_from text, p_move_seconds integer)
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_room rooms%ROWTYPE;
  v_seat integer;
  v_host boolean;
  v_device boolean;
  v_empty boolean;
  v_players jsonb;
  v_bots integer[];
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout_ms::text, true);
  SELECT * INTO v_room FROM rooms WHERE id = p_id FOR UPDATE;
  IF v_room.id IS NULL THEN
    RETURN json_build_object('outcome', 'no_room');
  END IF;
  -- The seats read once, after the lock was granted (a statement of its own: a snapshot taken now).
  SELECT (array_agg(s.index) FILTER (WHERE s.token_hash = p_token_hash OR d.token_hash IS NOT NULL))[1],
    (array_agg(s.is_host) FILTER (WHERE s.token_hash = p_token_hash OR d.token_hash IS NOT NULL))[1],
    bool_or(d.token_hash IS NOT NULL),
    bool_or(s.token_hash IS NULL AND NOT s.is_bot),
    jsonb_agg(jsonb_build_object('name', COALESCE(s.name, ''), 'bot', s.is_bot) ORDER BY s.index),
    COALESCE(array_agg(s.index ORDER BY s.index) FILTER (WHERE s.is_bot), '{}')
    INTO v_seat, v_host, v_device, v_empty, v_players, v_bots
    FROM seats s LEFT JOIN seat_devices d
      ON d.token_hash = p_token_hash AND d.room_id = s.room_id AND d.seat = s.index AND d.holder_hash = s.token_hash
    WHERE s.room_id = p_id;
  IF v_seat IS NULL THEN
    RETURN json_build_object('outcome', 'bad_token');
  ELSIF NOT v_host THEN
    RETURN json_build_object('outcome', 'not_host');
  ELSIF v_room.status <> 'lobby' THEN
    RETURN json_build_object('outcome', 'already_started');
  ELSIF v_empty THEN
    RETURN json_build_object('outcome', 'seats_empty');
  ELSIF v_room.game <> p_game OR v_room.seat_count <> p_seat_count OR v_room.options <> p_options
    OR v_room.start_from IS DISTINCT FROM p_start_from OR v_room.move_seconds IS DISTINCT FROM p_move_seconds THEN
    RETURN json_build_object('outcome', 'check');
  END IF;
  IF v_device THEN
    -- A further device: its list shows when it was last used, as the edge's check notes it.
    UPDATE seat_devices SET last_used_at = now() AT TIME ZONE 'UTC' WHERE token_hash = p_token_hash;
  END IF;
  -- A new match's seats: nobody's earlier answer, stand-in or spent time carries over (rooms/lobby/seat-writes.ts).
  WITH bumped AS (UPDATE rooms SET version = version + 1, status = 'playing', start_from = NULL WHERE id = p_id)
  UPDATE seats SET wants_rematch = false, clock_ms = NULL, stand_in = false, reclaimed = false, one_turn = false
    WHERE room_id = p_id;
  RETURN json_build_object('outcome', 'started', 'players', v_players, 'bots', v_bots,
    'background', v_room.turn_clock_seconds IS NOT NULL OR cardinality(v_bots) > 0);
END
$$;
