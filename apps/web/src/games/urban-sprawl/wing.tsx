import './sprawl.css';
import { t } from './t';
import { Table } from './Table';
import type { UsAction, UsView } from './types';
import type { GameWing, ReplayTableProps, TableProps } from '../../lib/wing';
import { ReplayStatus } from './replay/ReplayStatus';
import { ReplayTable } from './replay/ReplayTable';

/**
 * Urban Sprawl's wing. The server sends this game's views and moves for a
 * room whose game is Urban Sprawl, so the wing may read them as such.
 */
function UrbanSprawlTable(props: TableProps) {
  const typed = props as TableProps<UsView, UsAction>;
  if (!typed.snap.view) return <p class="muted">{t('ui.table.waitingForTable')}</p>;
  return <Table {...typed} view={typed.snap.view} />;
}

function UrbanSprawlReplayTable(props: ReplayTableProps) {
  return <ReplayTable {...props} view={props.view as UsView} />;
}

function UrbanSprawlReplayStatus({ view, names }: { view: unknown; names: string[] }) {
  return <ReplayStatus view={view as UsView} names={names} />;
}

export const urbanSprawlWing: GameWing = {
  Table: UrbanSprawlTable,
  ReplayTable: UrbanSprawlReplayTable,
  ReplayStatus: UrbanSprawlReplayStatus,
  fixtures: () => import('./fixtures').then((m) => m.sprawlFixtures),
};
