import type { UsView } from '../types';
import { PlayerDot } from '../../../components/PlayerDot';
import { WAITING } from '../StatusBar';

/** Whose turn it is at this step, or who owes a decision, as the live status bar says it. */
export function ReplayStatus({ view, names }: { view: UsView; names: string[] }) {
  if (view.phase === 'over') return <span data-testid="replay-status">The match is over.</span>;
  if (view.pending) {
    return (
      <span data-testid="replay-status">
        Waiting for{' '}
        {view.pending.seats.map((s, i) => (
          <span key={s}>
            {i > 0 && ', '}
            <PlayerDot seat={s} /> {names[s]}
          </span>
        ))}
        : {WAITING[view.pending.kind] ?? view.pending.kind}
      </span>
    );
  }
  const a = view.turn.active;
  return (
    <span data-testid="replay-status">
      Turn {view.turn.number} · <PlayerDot seat={a} /> <b>{names[a]}'s turn</b> · {view.turn.ap} AP left
    </span>
  );
}
