import { t } from './t';
import type { ReplayTableProps } from '../../lib/wing';
import type { UrView } from './content';
import { City } from './City';
import { FinalScores } from './FinalScores';
import { HiddenCards } from './HiddenCards';
import { Players } from './Players';
import { Supply } from './Supply';
import { ValueTrack } from './ValueTrack';

const none = () => undefined;

/**
 * One stored step of an Urbania match, read-only: the live table's city,
 * tracks, supply and players with no legal moves passed in (so no buttons),
 * the log beside them, and, in the face-down view of a finished match, every
 * hand, project and pile.
 */
export function UrbaniaReplayTable({ view: raw, names, step, loading, left, right }: ReplayTableProps) {
  const view = raw as UrView;
  return (
    <main
      class={`ur-table ur-replay${loading ? ' loading' : ''}`}
      data-testid="replay-table"
      data-step={step}
      aria-busy={loading}
    >
      <aside class="ur-replay-log">{left}</aside>
      <div class="ur-main">
        <City view={view} legal={[]} names={names} busy={false} send={none} />
        <ValueTrack view={view} legal={[]} names={names} busy={false} send={none} />
        <HiddenCards view={view} names={names} />
      </div>
      <div class="ur-side">
        {right}
        <FinalScores view={view} names={names} />
        <Players view={view} seat={null} names={names} />
        <Supply view={view} legal={[]} busy={false} send={none} />
      </div>
    </main>
  );
}

/** Whose turn it is at this step, for the replay header. */
export function UrbaniaReplayStatus({ view: raw, names }: { view: unknown; names: string[] }) {
  const view = raw as UrView;
  if (view.phase === 'over') return <span data-testid="replay-status">{t('ui.ur.replayOver')}</span>;
  const active = view.turn.active;
  return (
    <span data-testid="replay-status">
      {t('ui.ur.replayTurn', {
        round: view.turn.round,
        name: names[active] ?? t('ui.common.player', { n: active + 1 }),
        n: view.turn.actionsLeft,
      })}
      {view.endRound !== null && t('ui.ur.replayEndPhase')}
    </span>
  );
}
