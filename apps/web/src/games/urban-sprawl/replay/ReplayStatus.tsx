import type { UsView } from '../types';
import { PlayerDot } from '../../../components/widgets/PlayerDot';
import { WAITING } from '../StatusBar';
import { t } from '../t';

/** Whose turn it is at this step, or who owes a decision, as the live status bar says it (always in the third person: a replay has no "you"). */
export function ReplayStatus({ view, names }: { view: UsView; names: string[] }) {
  if (view.phase === 'over') return <span data-testid="replay-status">{t('ui.table.matchOver')}</span>;
  if (view.pending) {
    return (
      <span data-testid="replay-status">
        {t('ui.us.waitingFor')}
        {view.pending.seats.map((s, i) => (
          <span key={s}>
            {i > 0 && ', '}
            <PlayerDot seat={s} /> {names[s]}
          </span>
        ))}
        {': '}
        {WAITING[view.pending.kind] ?? view.pending.kind}
      </span>
    );
  }
  const a = view.turn.active;
  return (
    <span data-testid="replay-status">
      {t('ui.us.turnNo', { n: view.turn.number })} · <PlayerDot seat={a} />{' '}
      <b>{t('ui.us.theirTurn', { name: names[a] })}</b> · {t('ui.us.apLeft', { n: view.turn.ap })}
    </span>
  );
}
