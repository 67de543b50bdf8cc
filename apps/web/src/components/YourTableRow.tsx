import type { HeldTable } from '../lib/use-your-tables';
import { agoText, timeLeftText } from '../lib/relative-time';
import { navigate } from '../lib/router';
import { replayHref, roomHref } from '../lib/replay-links';
import { SeatElsewhere } from './SeatElsewhere';

/** A link inside the app: the router, not a page load. */
const follow = (href: string) => (e: MouseEvent) => {
  if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
  e.preventDefault();
  navigate(href);
};

/**
 * One table of Your tables: its room and game, who plays, whom it waits for
 * (you first, marked), the time left on the move across days, when the last
 * move was made, and the way in: the table, or a finished match's replay.
 */
export function YourTableRow({ table, gameTitle, now }: { table: HeldTable; gameTitle: string; now: number }) {
  const name = (seat: number) => {
    const p = table.players.find((x) => x.seat === seat);
    return seat === table.held.seat ? 'you' : p?.name ?? `Seat ${seat + 1}`;
  };
  const others = table.deciding.filter((s) => s !== table.held.seat).map(name);
  const waitingFor = table.yourTurn ? ['you', ...others] : others;
  const left = table.pace.kind === 'days' && table.dueAt ? timeLeftText(table.dueAt, now) : null;
  const href = roomHref(table.roomId, null);
  return (
    <li class={`your-table ${table.yourTurn ? 'your-turn' : ''}`} data-room={table.roomId} data-testid="your-table">
      <div class="your-table-head">
        {table.yourTurn && <span class="tag turn" data-testid="your-turn">Your turn</span>}
        <a class="your-table-name" href={href} onClick={follow(href)}>{table.roomName}</a>
        <span class="small muted">{gameTitle} · {table.pace.kind === 'days' ? `across days, ${table.pace.moveHours} h per move` : 'live'}</span>
      </div>
      <div class="small">
        {table.players.map((p, i) => (
          <span key={p.seat}>
            {i > 0 && ', '}
            {p.seat === table.held.seat ? <b>{p.name ?? 'you'} (you)</b> : p.name ?? <span class="muted">empty seat</span>}
            {p.isBot && ' (bot)'}
          </span>
        ))}
      </div>
      <div class="small your-table-state">
        {table.status === 'lobby' && <span>In the lobby, not started yet</span>}
        {table.status === 'playing' && waitingFor.length > 0 && <span>Waiting for {waitingFor.join(', ')}</span>}
        {table.status === 'playing' && table.overdue && <span class="tag warn" data-testid="overdue">time ran out</span>}
        {table.status === 'playing' && !table.overdue && left && <span class="tag" data-testid="time-left">{left} left</span>}
        {table.status === 'finished' && <span>Finished</span>}
        {table.lastMoveAt && <span class="muted">last move {agoText(table.lastMoveAt, now)}</span>}
      </div>
      <div class="your-table-actions">
        {table.status === 'finished' && table.matchId
          ? <a class="btn small" href={replayHref(table.roomId, table.matchId, null)} onClick={follow(replayHref(table.roomId, table.matchId, null))} data-action="replay">Replay</a>
          : <a class={`btn small ${table.yourTurn ? 'primary' : ''}`} href={href} onClick={follow(href)} data-action="open-table">{table.yourTurn ? 'Play' : 'Open'}</a>}
        {table.status !== 'finished' && <SeatElsewhere roomId={table.roomId} token={table.held.token} />}
      </div>
    </li>
  );
}
