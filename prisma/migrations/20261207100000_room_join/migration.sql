-- Joining a room in one round trip (issue 52): room_join locks the room by
-- its invitation, checks it as a join under the room's lock always did, and
-- takes the first free seat, in one statement. It was three round trips
-- (BEGIN with room_locked, the seat's write, COMMIT), four times at a table
-- of five.
--
-- A name is refused when it looks like another seat's at the table
-- (apps/server/src/rooms/lobby/name-likeness.ts): the server compares two
-- keys made from each name (a TR39 skeleton, in two letter cases), which
-- PostgreSQL cannot make, so each seat keeps its name's keys beside it,
-- written with the name. A name without keys (written before this column,
-- by an import, or by a write that did not give them) leaves the join to the
-- server, which reads the room under its lock and compares the names itself.
ALTER TABLE "seats" ADD COLUMN "name_keys" TEXT[] NOT NULL DEFAULT '{}';

-- Keys left from an earlier name would let a look-alike through: a name
-- changed without its keys loses them.
CREATE OR REPLACE FUNCTION seat_name_keys_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name AND NEW.name_keys IS NOT DISTINCT FROM OLD.name_keys THEN
    NEW.name_keys := '{}';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER seat_name_keys_follow BEFORE UPDATE OF name ON "seats"
  FOR EACH ROW EXECUTE FUNCTION seat_name_keys_follow();

-- What a join found: 'seated' (with the room, its invitation and the seat),
-- 'no_room', 'started', 'name_taken' (with the name it looks like), 'full',
-- or 'check' (a name at the table has no keys: the server decides). The
-- checks come in the order the server made them; the locks are taken in the
-- order every change to a room takes them (the room, then its seats).
CREATE OR REPLACE FUNCTION room_join(p_invite text, p_name text, p_keys text[], p_token_hash text, p_lock_timeout_ms integer)
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id text;
  v_invite text;
  v_lobby boolean;
  v_unknown boolean;
  v_taken text;
  v_seat integer;
BEGIN
  PERFORM set_config('lock_timeout', p_lock_timeout_ms::text, true);
  SELECT id, invite_code, status = 'lobby' INTO v_id, v_invite, v_lobby FROM rooms WHERE invite_code = p_invite FOR UPDATE;
  IF v_id IS NULL THEN
    RETURN json_build_object('outcome', 'no_room');
  END IF;
  IF NOT v_lobby THEN
    RETURN json_build_object('outcome', 'started');
  END IF;
  -- The seats read once: a name without keys, the first name like this one, the first free seat.
  SELECT bool_or(name IS NOT NULL AND cardinality(name_keys) <> 2),
    (array_agg(name ORDER BY index) FILTER (WHERE name IS NOT NULL AND (name_keys[1] = p_keys[1] OR name_keys[2] = p_keys[2])))[1],
    min(index) FILTER (WHERE token_hash IS NULL AND NOT is_bot)
    INTO v_unknown, v_taken, v_seat
    FROM seats WHERE room_id = v_id;
  IF v_unknown THEN
    RETURN json_build_object('outcome', 'check');
  ELSIF v_taken IS NOT NULL THEN
    RETURN json_build_object('outcome', 'name_taken', 'taken', v_taken);
  ELSIF v_seat IS NULL THEN
    RETURN json_build_object('outcome', 'full');
  END IF;
  WITH bumped AS (UPDATE rooms SET version = version + 1 WHERE id = v_id)
  UPDATE seats SET name = p_name, name_keys = p_keys, token_hash = p_token_hash, joined_at = (now() AT TIME ZONE 'UTC')
    WHERE room_id = v_id AND index = v_seat;
  RETURN json_build_object('outcome', 'seated', 'roomId', v_id, 'seat', v_seat, 'inviteCode', v_invite);
END
$$;
