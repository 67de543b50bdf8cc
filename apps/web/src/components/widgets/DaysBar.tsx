import { useState } from 'preact/hooks';
import type { RoomStatus } from '@sprawl/protocol';
import { useNow } from '../../lib/use-now';
import { MoveDeadline } from './MoveDeadline';
import { OverdueActions } from './OverdueActions';
import { t } from '../../i18n/i18n';

interface Props {
  room: RoomStatus;
  seat: number | null;
  token: string | null;
}

/**
 * A table played across days, in one line everyone sees: whom the game waits
 * for and the time each has left for the move; a player whose time ran out
 * is marked for all, and the other players decide here what happens.
 * Nothing for live rooms (their clocks and grace period stay in the dock).
 */
export function DaysBar({ room, seat, token }: Props) {
  const [error, setError] = useState<string | null>(null);
  const waiting = room.seats.filter((s) => s.dueAt !== null || s.overdue);
  // Minutes are the finest unit shown.
  const now = useNow(waiting.length > 0, 30_000);
  if (room.pace.kind !== 'days' || room.status !== 'playing' || waiting.length === 0) return null;
  return (
    <div class="days-bar" role="region" aria-label={t('ui.days.region')} data-testid="days-bar">
      {waiting.map((s) => (
        <span key={s.index} class="days-seat" data-seat={s.index}>
          <b>{s.index === seat ? t('ui.days.you') : (s.name ?? t('ui.common.seat', { n: s.index + 1 }))}</b>{' '}
          <MoveDeadline seat={s} now={now} />
          {s.standIn && <span class="tag">{t('ui.days.botThisTurn')}</span>}
          <OverdueActions room={room} late={s} seat={seat} token={token} onError={setError} />
        </span>
      ))}
      {error && (
        <span class="form-error small" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
