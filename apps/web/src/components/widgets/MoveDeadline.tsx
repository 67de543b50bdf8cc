import type { SeatStatus } from '@sprawl/protocol';
import { timeLeftText } from '../../lib/relative-time';
import { formatDate, t } from '../../i18n/i18n';

/** Across days: a deciding seat's time left for its move, or that it ran out; nothing for a seat the game does not wait for. */
export function MoveDeadline({ seat, now }: { seat: SeatStatus; now: number }) {
  if (seat.overdue)
    return (
      <span class="tag warn" data-testid="overdue" title={t('ui.days.timeRanOutHelp')}>
        {t('ui.tables.timeRanOut')}
      </span>
    );
  if (!seat.dueAt) return null;
  // A deadline just passed that the server has not marked yet reads as the last minute, not as run out.
  const left = timeLeftText(seat.dueAt, now) ?? t('ui.time.underMinute');
  return (
    <span class="tag" data-testid="time-left" title={t('ui.days.timeLeftHelp', { until: formatDate(seat.dueAt) })}>
      {t('ui.time.left', { time: left })}
    </span>
  );
}
