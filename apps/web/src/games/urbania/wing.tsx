import { t } from '../../i18n/i18n';
import { useState } from 'preact/hooks';
import type { UrAction, UrView } from '@sprawl/rules/urbania/table';
import type { MatchSource, MoveError, TableSnapshot } from '../../lib/source';
import type { GameWing, TableProps } from '../wing';
import { UrbaniaTable } from '.';
import { UrbaniaReplayStatus, UrbaniaReplayTable } from './ReplayTable';
import { SEAT_COLOUR } from './colours';
import { UrbaniaReference } from './Reference';
import { matchesHref, replayHref } from '../../lib/replay-links';
import { askWhy } from '../../lib/ask-why';
import { MoveRefusal } from '../../components/MoveRefusal';

/**
 * Urbania in a room: the live connection's snapshot given to the Urbania
 * table, which sends the moves the server listed and shows refusals. The
 * server sends this game's views and moves for an Urbania room.
 */
function UrbaniaRoomTable({ source, snap, names, log }: TableProps) {
  const typed = snap as TableSnapshot<UrView, UrAction>;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MoveError | null>(null);
  const run = (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    call()
      .catch((e: MoveError) => setError(e))
      .finally(() => setBusy(false));
  };
  if (!typed.view) return <p class="muted">{t('ui.ur.waitingTable')}</p>;
  // Spectators have no seat token: the replay pages authorise them with the invitation code.
  const invite = typed.role === 'spectator' ? (typed.room?.inviteCode ?? null) : null;
  const room = typed.room;
  return (
    <>
      <MoveRefusal error={error} onClose={() => setError(null)} />
      <UrbaniaTable
        view={typed.view}
        seat={typed.seat}
        legal={typed.legal}
        prompts={typed.prompts}
        canUndo={typed.canUndo}
        names={names}
        log={log}
        busy={busy}
        send={(action) => run(() => source.send(action))}
        undo={source.undo ? () => run(() => source.undo!()) : undefined}
        ask={typed.seat === null ? undefined : askWhy(source as MatchSource<unknown, UrAction>)}
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
  Reference: UrbaniaReference,
  seatColours: SEAT_COLOUR,
};
