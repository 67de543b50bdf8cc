import type { ChatLine, RoomStatus } from '@sprawl/protocol';
import { api, describeError } from '../../../lib/api';
import { clockText, useNow } from '../../../lib/use-now';
import { PlayerDot } from '../PlayerDot';
import { RematchBar } from './RematchBar';
import { secondsLeft } from './SeatPresence';
import { DaysBar } from '../DaysBar';
import { t } from '../../../i18n/i18n';
import { chatWords } from '../../../lib/chat-words';

/** What the dock's panel shows: the game's log (phones only: wide screens keep it on the table), the chat, or the people. */
export type DockPanelKind = 'log' | 'chat' | 'people';

interface Props {
  room: RoomStatus;
  receivedAt: number;
  seat: number | null;
  token: string | null;
  chat: ChatLine[];
  /** Chat lines said before this count have been seen (the chat was open when they came). */
  seenChat: number;
  panel: DockPanelKind | null;
  setPanel: (panel: DockPanelKind | null) => void;
  /** On a phone the log is not on the table: the dock has a Log button for it. */
  offerLog: boolean;
  onError: (message: string) => void;
  /** The last refusal of a room button (stand in, take back...), with a way to dismiss it. */
  error: string | null;
  clearError: () => void;
}

/**
 * The bar under every table, whatever the game: the rematch once a match is
 * over, in a room played across days whom the game waits for, a seat a bot is playing for this player (with the button to take it
 * back), this player's clock, the newest unread chat line and who said it,
 * and the Log, Chat and People buttons. It takes its own row of the page, so
 * it never covers the table.
 */
export function RoomDock({
  room,
  receivedAt,
  seat,
  token,
  chat,
  seenChat,
  panel,
  setPanel,
  offerLog,
  onError,
  error,
  clearError,
}: Props) {
  const mine = seat === null ? undefined : room.seats[seat];
  const standIn = mine?.standIn === true;
  const now = useNow(mine?.clockRunning === true);
  const myClock = mine?.clock == null ? null : secondsLeft(mine.clock, mine.clockRunning, receivedAt, now);
  const unread = panel === 'chat' ? 0 : Math.max(0, chat.length - seenChat);
  const newest = unread > 0 ? chat[chat.length - 1] : null;
  const toggle = (kind: DockPanelKind) => setPanel(panel === kind ? null : kind);
  const button = (kind: DockPanelKind, label: string, extra = '') => (
    <button
      type="button"
      class={`btn dock-btn${panel === kind ? ' primary' : ''}${extra}`}
      aria-expanded={panel === kind}
      aria-controls="dock-panel"
      onClick={() => toggle(kind)}
      data-testid={`open-${kind}`}
    >
      {label}
    </button>
  );
  return (
    <div class="dock-bar" role="region" aria-label={t('ui.dock.region')} data-testid="dock">
      {room.status === 'finished' && <RematchBar room={room} seat={seat} token={token} />}
      {/* A room played across days: whom the game waits for and their time, a row of the dock like the rest. */}
      <DaysBar room={room} seat={seat} token={token} />
      {error && (
        <p class="form-error small dock-error" role="alert">
          {error}{' '}
          <button type="button" class="btn small" onClick={clearError}>
            {t('ui.dock.dismiss')}
          </button>
        </p>
      )}
      <div class="dock-row">
        {standIn && (
          <span class="dock-note" data-testid="my-stand-in">
            <span class="tag warn">{t('ui.dock.botPlaysYours')}</span>
            {token && (
              <button
                type="button"
                class="btn primary"
                data-action="take-back"
                onClick={() => void api.takeBack(room.id, token).catch((e: unknown) => onError(describeError(e)))}
              >
                {t('ui.dock.takeBack')}
              </button>
            )}
          </span>
        )}
        {myClock !== null && (
          <span
            class={`clock big${mine?.clockRunning ? ' running' : ''}`}
            title={t('ui.dock.myClockHelp')}
            data-testid="my-clock"
          >
            {clockText(myClock)}
          </span>
        )}
        {newest && (
          <button
            type="button"
            class="dock-news"
            onClick={() => setPanel('chat')}
            data-testid="chat-news"
            title={t('ui.dock.openChat')}
          >
            {newest.seat !== null && <PlayerDot seat={newest.seat} size={10} />}
            <b>{newest.author}:</b> <span class="dock-news-text">{chatWords(newest)}</span>
          </button>
        )}
        <span class="dock-buttons">
          {offerLog && button('log', t('ui.dock.log'))}
          {button('chat', unread > 0 ? t('ui.dock.chatUnread', { n: unread }) : t('ui.dock.chat'))}
          {button('people', t('ui.dock.people'), standIn ? ' warn' : '')}
        </span>
      </div>
    </div>
  );
}
