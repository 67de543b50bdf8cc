import { useState } from 'preact/hooks';
import type { RoomStatus } from '@sprawl/protocol';
import { api, describeError } from '../../../lib/api';
import { forgetSeat } from '../../../lib/storage';
import { navigate } from '../../../lib/router';
import { useOwnDevice } from '../../../lib/use-own-device';
import { formatList, t } from '../../../i18n/i18n';

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
  const waitingFor = people.filter((s) => !s.rematch).map((s) => s.name ?? t('ui.common.seat', { n: s.index + 1 }));
  const mine = seat === null ? null : room.seats[seat];
  // Leaving gives the seat up, which only the device that took it may do; a further device may play again.
  const ownDevice = useOwnDevice(room.id, token, false);
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
  const willing = people.filter((s) => s.rematch).map((s) => s.name ?? t('ui.common.seat', { n: s.index + 1 }));
  return (
    <div class="rematch-bar" role="region" aria-label={t('ui.rematch.region')}>
      <span>
        {willing.length > 0 && !mine?.rematch
          ? t('ui.rematch.wants', { n: willing.length, who: formatList(willing) })
          : t('ui.rematch.over')}
      </span>
      {mine && token ? (
        mine.rematch ? (
          <span class="muted">
            {t('ui.rematch.youAreIn', { who: waitingFor.join(', ') || t('ui.rematch.theTable') })}
          </span>
        ) : (
          <button class="btn primary" disabled={busy} onClick={() => void answer(true)} data-action="rematch">
            {t('ui.rematch.playAgain')}
          </button>
        )
      ) : (
        <span class="muted">
          {people.some((s) => s.rematch)
            ? t('ui.rematch.agreeing', { who: waitingFor.join(', ') })
            : t('ui.rematch.mayStart')}
        </span>
      )}
      {mine && token && ownDevice && (
        <button class="btn" disabled={busy} onClick={() => void answer(false)} data-action="leave-table">
          {t('ui.rematch.leave')}
        </button>
      )}
      {error && (
        <span class="form-error small" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
