import type { ComponentChildren } from 'preact';
import { t } from '../t';
import type { UsView } from '../types';
import { Board } from '../Board';
import { ContractRow } from '../ContractRow';
import { ElectionTrack } from '../ElectionTrack';
import { Legend } from '../Legend';
import { PlanningRow } from '../PlanningRow';
import { PlayerPanel } from '../PlayerPanel';
import { DecksPanel } from './DecksPanel';

interface Props {
  view: UsView;
  names: string[];
  /** The step this view belongs to. */
  step: number;
  /** True while the view of the wanted step is still being fetched (this one is the previous). */
  loading: boolean;
  /** Under the players (the log). */
  left?: ComponentChildren;
  /** Above the markets (the chart). */
  right?: ComponentChildren;
}

const none = () => undefined;

/**
 * The live table's board and panels, read-only: no legal moves are passed in,
 * so no Build/Take buttons, no prompts and no wizard appear.
 */
export function ReplayTable({ view, names, step, loading, left, right }: Props) {
  const owing = new Set(view.pending?.seats ?? []);
  return (
    <main
      class={`table-grid${loading ? ' loading' : ''}`}
      data-testid="replay-table"
      data-step={step}
      aria-busy={loading}
    >
      <aside class="col left">
        <section class="panel players" aria-label={t('ui.us.players')}>
          {view.players.map((p) => (
            <PlayerPanel
              key={p.seat}
              view={view}
              seat={p.seat}
              name={names[p.seat]}
              me={false}
              owes={owing.has(p.seat)}
            />
          ))}
        </section>
        {left}
      </aside>
      <div class="col center">
        <Board
          view={view}
          names={names}
          focus={view.pending && 'building' in view.pending ? [view.pending.building] : undefined}
        />
        <ElectionTrack view={view} names={names} />
        <Legend names={names} count={view.players.length} />
      </div>
      <aside class="col right">
        {right}
        <DecksPanel view={view} />
        <ContractRow view={view} legal={[]} busy={false} active={null} onBuild={none} onFavor={none} />
        <PlanningRow view={view} legal={[]} busy={false} onTake={none} />
      </aside>
    </main>
  );
}
