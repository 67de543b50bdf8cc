import { useEffect, useState } from 'preact/hooks';
import type { RoomStatus } from '@sprawl/protocol';
import { api } from '../lib/api';
import { navigate } from '../lib/router';
import { useSeatForm } from '../lib/use-seat-form';
import { describeGame, useGames } from '../lib/use-games';
import { NameField } from './NameField';

/**
 * An invitation: type a display name and take a seat, or watch. When the
 * link names its room and that room's match has already started, watching
 * comes first: there is no seat to take.
 */
export function JoinPage({ inviteCode, roomId }: { inviteCode: string; roomId: string | null }) {
  const { name, setName, error, busy, submit } = useSeatForm((chosen) => api.join({ inviteCode, name: chosen }));
  const [room, setRoom] = useState<RoomStatus | null>(null);
  useEffect(() => {
    if (roomId) api.status(roomId, { inviteCode }).then(setRoom, () => undefined);
  }, [roomId, inviteCode]);
  const watchPath = roomId ? `/room/${roomId}?invite=${encodeURIComponent(inviteCode)}` : null;
  const watch = (e: Event) => {
    e.preventDefault();
    if (watchPath) navigate(watchPath);
  };
  const started = room !== null && room.status !== 'lobby';
  const games = useGames();
  const host = room?.seats.find((s) => s.isHost)?.name ?? null;
  const game = room ? describeGame(games?.find((g) => g.id === room.game), room.seatCount, room.options) : null;
  return (
    <div class="page landing">
      <div class="hero">
        <h1>Join the table</h1>
        {/* Which game, and whose table: the link alone says neither. */}
        <p data-testid="invitation">
          {room && game ? <>{host ? <><b>{host}</b> invites you to </> : 'You are invited to '}<b>{game}</b>.</> : 'You are invited to a game.'}
        </p>
      </div>
      {started && watchPath ? (
        <div class="card-form" aria-label="Watch the match">
          <h2>{room.status === 'finished' ? 'This match has ended' : 'This match has already started'}</h2>
          <p>Every seat is playing, so you can watch the table as a spectator (you will not see anyone's hidden cards).</p>
          <a class="btn primary big" href={watchPath} onClick={watch} data-action="watch">Watch the match</a>
        </div>
      ) : (
        <form class="card-form" onSubmit={submit} aria-label="Join the room">
          <h2>Take a seat</h2>
          <NameField value={name} onChange={setName} placeholder="e.g. Grace" />
          {error && <div class="form-error" role="alert">{error}</div>}
          <button class="btn primary big" type="submit" disabled={busy}>Join</button>
          {watchPath && (
            <p class="small">
              Or <a href={watchPath} onClick={watch}>watch as a spectator</a>.
            </p>
          )}
        </form>
      )}
    </div>
  );
}
