-- A seat's devices and links belong to the player who held the seat when
-- they were made (rooms/devices.ts): each remembers the hash of that
-- holder's seat token, and opens nothing once the seat has another holder,
-- even if a change forgot to delete it. Devices already made belong to the
-- seat's current holder (leaving always deleted a seat's devices). Links
-- waiting to be opened are cancelled: any device could make one until now,
-- and a link made by a stolen device must not outlive this change.
DELETE FROM "device_links";
ALTER TABLE "device_links" ADD COLUMN "holder_hash" TEXT NOT NULL;

ALTER TABLE "seat_devices" ADD COLUMN "holder_hash" TEXT;
UPDATE "seat_devices" d SET "holder_hash" = s."token_hash"
  FROM "seats" s WHERE s."room_id" = d."room_id" AND s."index" = d."seat";
DELETE FROM "seat_devices" WHERE "holder_hash" IS NULL;
ALTER TABLE "seat_devices" ALTER COLUMN "holder_hash" SET NOT NULL;

-- room_locked (20261128120000_room_locked) as before, but a seat's devices
-- are only those of its current holder.
CREATE OR REPLACE FUNCTION room_locked(p_id text, p_invite text, p_lock_timeout_ms integer) RETURNS json
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
          'deviceHashes', ARRAY(SELECT d.token_hash FROM seat_devices d
            WHERE d.room_id = s.room_id AND d.seat = s.index AND d.holder_hash = s.token_hash)
        ) ORDER BY s.index)
        FROM seats s WHERE s.room_id = r.id), '[]'::json),
      'latest', (SELECT json_build_object('id', m.id, 'status', m.status) FROM matches m
        WHERE m.room_id = r.id ORDER BY m.created_at DESC, m.id LIMIT 1)
    )
    FROM rooms r WHERE r.id = locked
  );
END
$$;
