import { Table } from './Table';
import type { MatchSource, TableSnapshot } from '../../lib/source';
import type { UsAction, UsView } from './types';
import type { GameWing, TableProps } from '../wing';

/**
 * Urban Sprawl's wing. The server sends this game's views and moves for a
 * room whose game is Urban Sprawl, so the wing may read them as such.
 */
function UrbanSprawlTable({ source, snap, names, history, title, hostToken }: TableProps) {
  const typed = snap as TableSnapshot<UsView, UsAction>;
  if (!typed.view) return <p class="muted">Waiting for the table…</p>;
  return <Table source={source as MatchSource<UsView, UsAction>} snap={typed} view={typed.view} names={names} history={history} title={title} hostToken={hostToken} />;
}

export const urbanSprawlWing: GameWing = { Table: UrbanSprawlTable };
