import { t } from '../../../i18n/i18n';
import { useState } from 'preact/hooks';
import { describeError } from '../../../lib/api';
import { forkMatch } from '../../../lib/replay-api';
import { navigate } from '../../../lib/router';
import { rememberSeat } from '../../../lib/storage';

interface Props {
  roomId: string;
  matchId: string;
  /** The host's seat token: only the host may fork. */
  hostToken: string;
  hostSeat: number;
  hostName: string;
  step: number;
}

/**
 * "Fork from this step": a new match that starts from the position shown,
 * either with the same seats in this room or in a new room (whose host seat
 * this browser keeps, as if it had created the room).
 */
export function ForkPanel({ roomId, matchId, hostToken, hostSeat, hostName, step }: Props) {
  const [seats, setSeats] = useState<'same' | 'new'>('same');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fork = async () => {
    setBusy(true);
    setError(null);
    try {
      const reply = await forkMatch(roomId, matchId, hostToken, step, seats);
      const token = reply.hostToken ?? reply.token;
      if (seats === 'new' && reply.roomId && token && reply.inviteCode) {
        rememberSeat({
          roomId: reply.roomId,
          seat: reply.seat ?? hostSeat,
          token,
          inviteCode: reply.inviteCode,
          invitePath: reply.invitePath ?? `/join/${reply.inviteCode}?room=${reply.roomId}`,
          name: hostName,
        });
        navigate(`/room/${reply.roomId}`);
      } else {
        navigate(`/room/${reply.roomId ?? roomId}`);
      }
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel fork" aria-label={t('ui.replay.fork')}>
      <h3>{t('ui.replay.playOn', { n: step })}</h3>
      <div class="fork-row">
        <select
          value={seats}
          onChange={(e) => setSeats((e.target as HTMLSelectElement).value as 'same' | 'new')}
          aria-label={t('ui.replay.whoPlays')}
          disabled={busy}
        >
          <option value="same">{t('ui.replay.sameSeats')}</option>
          <option value="new">{t('ui.replay.newRoom')}</option>
        </select>
        <button
          class="btn small primary"
          onClick={() => void fork()}
          disabled={busy}
          data-action="fork"
          title={t('ui.replay.forkHelp')}
        >
          {t('ui.replay.forkButton')}
        </button>
      </div>
      {error && (
        <div class="form-error small" role="alert" data-testid="fork-error">
          {error}
        </div>
      )}
    </section>
  );
}
