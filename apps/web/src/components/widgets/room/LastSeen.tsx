import type { SeatStatus } from '@sprawl/protocol';
import { agoText } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { t } from '../../../i18n/i18n';

/**
 * Across days, a player who is not at the table: that is the normal state of
 * a week-long match, so it is said quietly, not in red, with when they were
 * last there (minutes are the finest unit, as everywhere across days).
 */
export function LastSeen({ seat }: { seat: SeatStatus }) {
  const now = useNow(seat.lastSeenAt !== null, 60_000);
  return (
    <span class="tag" data-testid="last-seen" title={t('ui.people.lastSeenHelp')}>
      {seat.lastSeenAt ? t('ui.people.lastSeen', { ago: agoText(seat.lastSeenAt, now) }) : t('ui.people.notAtTable')}
    </span>
  );
}
