import { useState } from 'preact/hooks';
import type { RoomStatus } from '@sprawl/protocol';
import { api, describeError } from '../../lib/api';
import { forgetSeat } from '../../lib/storage';
import { navigate } from '../../lib/router';

interface Props {
  room: RoomStatus;
  seat: number | null;
  token: string | null;
}

/**
 * After the final scores: play again with the same seats and a fresh deal,
 * or leave. The new match starts when every player has said yes; whoever
 * leaves frees their seat and the others go back to the lobby to fill it.
 */
export function RematchBar({ room, seat, token }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A seat a bot plays for an absent person is still that person's: they answer for it.
  const people = room.seats.filter((s) => s.taken && (!s.isBot || s.standIn));
  const waitingFor = people.filter((s) => !s.rematch).map((s) => s.name ?? `Seat ${s.index + 1}`);
  const mine = seat === null ? null : room.seats[seat];
  const answer = async (accept: boolean) => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await api.rematch(room.id, token, accept);
      if (!accept) {
        forgetSeat(room.id);
        navigate('/');
      }
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  const willing = people.filter((s) => s.rematch).map((s) => s.name ?? `Seat ${s.index + 1}`);
  return (
    <div class="rematch-bar" role="region" aria-label="Rematch">
      <span>{willing.length > 0 && !mine?.rematch ? `${willing.join(' and ')} want${willing.length > 1 ? '' : 's'} to play again.` : 'The match is over.'}</span>
      {mine && token ? (
        mine.rematch
          ? <span class="muted">You are in. Waiting for {waitingFor.join(', ') || 'the table'}…</span>
          : <button class="btn primary" disabled={busy} onClick={() => void answer(true)} data-action="rematch">Play again, same seats</button>
      ) : (
        <span class="muted">{people.some((s) => s.rematch) ? `A rematch is being agreed (waiting for ${waitingFor.join(', ')}).` : 'The players may start a rematch.'}</span>
      )}
      {mine && token && <button class="btn" disabled={busy} onClick={() => void answer(false)} data-action="leave-table">Leave the table</button>}
      {error && <span class="form-error small" role="alert">{error}</span>}
    </div>
  );
}
