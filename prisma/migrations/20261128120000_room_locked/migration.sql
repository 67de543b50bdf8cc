-- A room locked for a change and read under that lock, in one round trip
-- (rooms/room-lock.ts). It locks the room's row first and reads the seats and
-- the latest match after the lock is granted: a VOLATILE function takes a
-- fresh snapshot for each statement, so it sees everything the change before
-- it committed (one statement that locked and read at once would read the
-- seats as they were before it waited for the lock).
CREATE FUNCTION room_locked(p_id text, p_invite text, p_lock_timeout_ms integer) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked text;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout_ms::text, true);
  IF p_id IS NOT NULL THEN
    SELECT id INTO locked FROM rooms WHERE id = p_id FOR UPDATE;
  ELSE
    SELECT id INTO locked FROM rooms WHERE invite_code = p_invite FOR UPDATE;
  END IF;
  IF locked IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN (
    SELECT json_build_object(
      'id', r.id, 'inviteCode', r.invite_code, 'game', r.game, 'seatCount', r.seat_count, 'options', r.options,
      'status', r.status, 'startFrom', r.start_from, 'turnClockSeconds', r.turn_clock_seconds,
      'moveSeconds', r.move_seconds, 'botOnExpiry', r.bot_on_expiry,
      'seats', COALESCE((
        SELECT json_agg(json_build_object(
          'index', s.index, 'name', s.name, 'tokenHash', s.token_hash, 'isBot', s.is_bot, 'isHost', s.is_host,
          'wantsRematch', s.wants_rematch, 'standIn', s.stand_in, 'reclaimed', s.reclaimed, 'clockMs', s.clock_ms,
          'oneTurn', s.one_turn,
          'deviceHashes', ARRAY(SELECT d.token_hash FROM seat_devices d WHERE d.room_id = s.room_id AND d.seat = s.index)
        ) ORDER BY s.index)
        FROM seats s WHERE s.room_id = r.id), '[]'::json),
      'latest', (SELECT json_build_object('id', m.id, 'status', m.status) FROM matches m
        WHERE m.room_id = r.id ORDER BY m.created_at DESC, m.id LIMIT 1)
    )
    FROM rooms r WHERE r.id = locked
  );
END
$$;
