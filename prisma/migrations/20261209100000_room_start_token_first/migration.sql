-- room_start (migration 20261208100000_room_start) again, with two changes (issue 52):
--
-- It took the room's lock before it looked at the token, so a made-up token
-- held a room (and waited behind anyone holding it) for as long as a start
-- takes. Now a room that does not exist, and a token that no seat and no
-- further device of the room has, are answered before the lock; everything
-- is checked again under it, as before.
--
-- A start answers the version it found: the server built the match from the
-- room's row as it last read it, and when that row's version is the one
-- found, that row with the start's changes is the room as the start left it
-- (every change to a room or its seats moves its version on), so the room
-- update after the start need not read it (rooms/table/started-row.ts).

CREATE OR REPLACE FUNCTION room_start(p_id text, p_token_hash text, p_lock_timeout_ms integer, p_game text,
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
  v_found boolean;
  v_known boolean;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout_ms::text, true);
  -- Before the lock: a token that no seat and no further device of the room has is refused without waiting for
  -- (or holding) the room. The checks under the lock follow all the same: the token may be revoked meanwhile.
  SELECT EXISTS (SELECT 1 FROM rooms WHERE id = p_id),
    EXISTS (SELECT 1 FROM seats WHERE room_id = p_id AND token_hash = p_token_hash)
      OR EXISTS (SELECT 1 FROM seat_devices WHERE room_id = p_id AND token_hash = p_token_hash)
    INTO v_found, v_known;
  IF NOT v_found THEN
    RETURN json_build_object('outcome', 'no_room');
  ELSIF NOT v_known THEN
    RETURN json_build_object('outcome', 'bad_token');
  END IF;
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
    'background', v_room.turn_clock_seconds IS NOT NULL OR cardinality(v_bots) > 0, 'version', v_room.version);
END
$$;
