import type { HeldTable } from '../../lib/use-your-tables';
import { agoText, timeLeftText } from '../../lib/relative-time';
import { navigate } from '../../lib/router';
import { replayHref, roomHref } from '../../lib/replay-links';
import { SeatElsewhere } from './SeatElsewhere';
import { t } from '../../i18n/i18n';

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
    return seat === table.held.seat ? t('ui.common.you') : (p?.name ?? t('ui.common.seat', { n: seat + 1 }));
  };
  const others = table.deciding.filter((s) => s !== table.held.seat).map(name);
  const waitingFor = table.yourTurn ? [t('ui.common.youAfterPreposition'), ...others] : others;
  const left = table.pace.kind === 'days' && table.dueAt ? timeLeftText(table.dueAt, now) : null;
  const href = roomHref(table.roomId, null);
  return (
    <li class={`your-table ${table.yourTurn ? 'your-turn' : ''}`} data-room={table.roomId} data-testid="your-table">
      <div class="your-table-head">
        {table.yourTurn && (
          <span class="tag turn" data-testid="your-turn">
            {t('ui.tables.yourTurn')}
          </span>
        )}
        <a class="your-table-name" href={href} onClick={follow(href)}>
          {table.roomName ?? t('ui.room.unnamed', { game: gameTitle })}
        </a>
        <span class="small muted">
          {gameTitle} ·{' '}
          {table.pace.kind === 'days'
            ? t('ui.tables.acrossDays', { hours: table.pace.moveHours })
            : t('ui.tables.live')}
          {table.learning && ` · ${t('ui.learning.tag')}`}
        </span>
      </div>
      <div class="small">
        {table.players.map((p, i) => (
          <span key={p.seat}>
            {i > 0 && ', '}
            {p.seat === table.held.seat ? (
              <b>{t('ui.common.youMarked', { name: p.name ?? t('ui.common.you') })}</b>
            ) : (
              (p.name ?? <span class="muted">{t('ui.common.emptySeat')}</span>)
            )}
            {p.isBot && ` (${t('ui.common.bot')})`}
          </span>
        ))}
      </div>
      <div class="small your-table-state">
        {table.status === 'lobby' && <span>{t('ui.tables.inLobby')}</span>}
        {table.status === 'playing' && waitingFor.length > 0 && (
          <span>{t('ui.tables.waitingFor', { who: waitingFor.join(', ') })}</span>
        )}
        {table.status === 'playing' && table.overdue && (
          <span class="tag warn" data-testid="overdue">
            {t('ui.tables.timeRanOut')}
          </span>
        )}
        {table.status === 'playing' && !table.overdue && left && (
          <span class="tag" data-testid="time-left">
            {t('ui.time.left', { time: left })}
          </span>
        )}
        {table.status === 'finished' && <span>{t('ui.tables.finishedStatus')}</span>}
        {table.lastMoveAt && (
          <span class="muted">{t('ui.tables.lastMove', { ago: agoText(table.lastMoveAt, now) })}</span>
        )}
      </div>
      <div class="your-table-actions">
        {table.status === 'finished' && table.matchId ? (
          <a
            class="btn small"
            href={replayHref(table.roomId, table.matchId, null)}
            onClick={follow(replayHref(table.roomId, table.matchId, null))}
            data-action="replay"
          >
            {t('ui.common.replay')}
          </a>
        ) : (
          <a
            class={`btn small ${table.yourTurn ? 'primary' : ''}`}
            href={href}
            onClick={follow(href)}
            data-action="open-table"
          >
            {table.yourTurn ? t('ui.tables.play') : t('ui.tables.open')}
          </a>
        )}
        {table.status !== 'finished' && <SeatElsewhere roomId={table.roomId} token={table.held.token} />}
      </div>
    </li>
  );
}
