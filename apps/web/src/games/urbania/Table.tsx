import type { JSX } from 'preact';
import type { UrAction, UrView } from './content';
import { City } from './City';
import { FinalScores } from './FinalScores';
import { Hand } from './Hand';
import { Log } from './Log';
import { PayPanel } from './PayPanel';
import { Players } from './Players';
import { Status } from './Status';
import { Supply } from './Supply';
import { ValueTrack } from './ValueTrack';
import { LogDrawer } from '../../components/widgets/LogDrawer';
import type { AskWhy } from '../../lib/ask-why';

/** Everything the Urbania table needs from its host page; the wing keeps no game state of its own. */
export interface UrbaniaTableProps {
  view: UrView;
  /** My seat, null for a spectator. */
  seat: number | null;
  /** My legal moves from the server; empty for spectators and when it is not my turn. */
  legal: UrAction[];
  /** Decisions I owe. */
  prompts: { seat: number; kind: string; text: string; options: unknown[] }[];
  canUndo: boolean;
  /** Display names by seat. */
  names: string[];
  /** Log lines, oldest first. */
  log: { text: string; seat?: number }[];
  busy: boolean;
  send: (action: UrAction) => void;
  undo?: () => void;
  /** Makes a move the table does not offer, to learn why not (see lib/ask-why.ts). */
  ask?: AskWhy<UrAction>;
  /** Where the final scores lead: this match's replay and the room's matches (live rooms only). */
  replayHref?: string;
  matchesHref?: string;
}

/**
 * The Urbania table: status and prompt, the city, the value track, the
 * supply, my hand or my payment in progress, the players, the log, and the
 * final scores once the game is over.
 */
export function UrbaniaTable(props: UrbaniaTableProps): JSX.Element {
  const { view, seat, legal, names, busy, send } = props;
  const me = seat === null ? null : (view.players[seat] ?? null);
  const p = view.pending;
  const paying =
    me && view.turn.active === seat && (p?.kind === 'renew' || p?.kind === 'hire') && p.payment
      ? { ...p, payment: p.payment }
      : null;
  return (
    <div class={`ur-table${busy ? ' busy' : ''}`} data-testid="urbania-table" data-seat={seat ?? 'spectator'}>
      <div class="ur-main">
        <City view={view} legal={legal} names={names} busy={busy} send={send} seat={seat} ask={props.ask} />
        <ValueTrack view={view} legal={legal} names={names} busy={busy} send={send} />
      </div>
      <div class="ur-side">
        <Status
          view={view}
          seat={seat}
          legal={legal}
          prompts={props.prompts}
          names={names}
          busy={busy}
          canUndo={props.canUndo}
          send={send}
          undo={props.undo}
        />
        <FinalScores view={view} names={names} replayHref={props.replayHref} matchesHref={props.matchesHref} />
        {me && paying && <PayPanel view={view} me={me} payment={paying} legal={legal} busy={busy} send={send} />}
        <Supply view={view} legal={legal} busy={busy} send={send} />
        {me && me.hand && <Hand me={me} legal={legal} busy={busy} submitCost={me.submitCost} send={send} />}
        <Players view={view} seat={seat} names={names} />
        <LogDrawer>
          <Log log={props.log} names={names} />
        </LogDrawer>
      </div>
    </div>
  );
}
