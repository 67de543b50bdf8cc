import { t } from './t';
import type { UrAction, UrView } from '@sprawl/rules/urbania/table';
import type { GameWing, TableProps } from '../../lib/wing';
import './urbania.css';
import { UrbaniaTable } from './Table';
import { UrbaniaReplayStatus, UrbaniaReplayTable } from './ReplayTable';
import { matchesHref, replayHref } from '../../lib/replay-links';
import { askWhy } from '../../lib/ask-why';
import { MoveRefusal } from '../../components/widgets/MoveRefusal';
import { useMoves } from '../../lib/use-moves';

/**
 * Urbania in a room: the live connection's snapshot given to the Urbania
 * table, which sends the moves the server listed and shows refusals. The
 * server sends this game's views and moves for an Urbania room.
 */
function UrbaniaRoomTable(props: TableProps) {
  const { source, snap: typed, names, log } = props as TableProps<UrView, UrAction>;
  const { send, undo, busy, error, clearError } = useMoves(source);
  if (!typed.view) return <p class="muted">{t('ui.ur.waitingTable')}</p>;
  // Spectators have no seat token: the replay pages authorise them with the invitation code.
  const invite = typed.role === 'spectator' ? (typed.room?.inviteCode ?? null) : null;
  const room = typed.room;
  return (
    <>
      <MoveRefusal error={error} onClose={clearError} />
      <UrbaniaTable
        view={typed.view}
        seat={typed.seat}
        legal={typed.legal}
        prompts={typed.prompts}
        canUndo={typed.canUndo}
        names={names}
        log={log}
        busy={busy}
        send={(action) => void send(action)}
        undo={undo && (() => void undo())}
        ask={typed.seat === null ? undefined : askWhy(source)}
        replayHref={room && typed.matchId ? replayHref(room.id, typed.matchId, invite) : undefined}
        matchesHref={room ? matchesHref(room.id, invite) : undefined}
      />
    </>
  );
}

export const urbaniaWing: GameWing = {
  Table: UrbaniaRoomTable,
  ReplayTable: UrbaniaReplayTable,
  ReplayStatus: UrbaniaReplayStatus,
  fixtures: () => import('./fixtures').then((m) => m.urbaniaFixtures),
};
