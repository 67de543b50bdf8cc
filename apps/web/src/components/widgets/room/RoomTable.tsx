import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ChatLine } from '@sprawl/protocol';
import type { MatchSource, TableSnapshot, WireLog } from '../../../lib/source';
import type { GameWing } from '../../../lib/wing';
import { PHONE_QUERY, useMedia } from '../../../lib/use-media';
import { roomChanges, withRoomEvents, type RoomEvent } from '../../../lib/room-events';
import { Announcer } from './Announcer';
import { sayLine, t } from '../../../i18n/i18n';
import { DockPanel } from './DockPanel';
import { LogDockContext } from './log-dock';
import { RoomPresenceContext } from './presence-context';
import { RoomDock, type DockPanelKind } from './RoomDock';
import { HintBar } from './HintBar';

/** The decision the server asks of this seat now, in this browser's language; null when none. */
function askedOf(snap: TableSnapshot): string | null {
  const prompt = snap.seat === null ? undefined : snap.prompts.find((p) => p.seat === snap.seat);
  return prompt ? sayLine(prompt) : null;
}

interface Props {
  wing: GameWing;
  source: MatchSource;
  snap: TableSnapshot;
  names: string[];
  /** Log lines from before this page was opened. */
  history: WireLog[];
  title: string;
  token: string | null;
  chat: ChatLine[];
  onSay: (text: string) => void;
  chatError: string | null;
  sound: boolean;
  setSound: (on: boolean) => void;
}

/**
 * A match in a room: the game's table above, the dock below (rematch, clock,
 * Log, Chat, People), and the dock's open panel beside the table or, on a
 * phone, between the two. Each has its own part of the page, so nothing of
 * the room floats over the game. The room's events (a player leaving, a bot
 * playing for them) join the game's log, and every new line is read out to
 * screen readers.
 */
export function RoomTable({
  wing,
  source,
  snap,
  names,
  history,
  title,
  token,
  chat,
  onSay,
  chatError,
  sound,
  setSound,
}: Props) {
  const room = snap.room!;
  const [panel, setPanel] = useState<DockPanelKind | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [seenChat, setSeenChat] = useState(chat.length);
  const offerLog = useMedia(PHONE_QUERY);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- each new room state is a new arrival
  const receivedAt = useMemo(() => Date.now(), [room]);
  useEffect(() => {
    if (panel === 'chat') setSeenChat(chat.length);
  }, [panel, chat.length]);
  // The log panel exists only on a phone; grown wide, the log is back on the table.
  useEffect(() => {
    if (panel === 'log' && !offerLog) setPanel(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- closed when the screen grows wide, not when the panel is chosen
  }, [offerLog]);

  // The room's events, placed after the live log line they followed.
  const [events, setEvents] = useState<{ matchId: string | null; list: RoomEvent[] }>({
    matchId: snap.matchId,
    list: [],
  });
  const previous = useRef(room);
  useEffect(() => {
    const lines = roomChanges(previous.current, room, snap.seat);
    previous.current = room;
    const list = events.matchId === snap.matchId ? events.list : [];
    if (lines.length || events.matchId !== snap.matchId) {
      setEvents({ matchId: snap.matchId, list: [...list, ...lines.map((line) => ({ after: snap.log.length, line }))] });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a room change only; the log's length is read as it is then
  }, [room, snap.matchId]);
  const log = useMemo(
    () =>
      withRoomEvents(
        [...history, ...snap.log],
        events.list.map((e) => ({ ...e, after: e.after + history.length })),
      ),
    [history, snap.log, events],
  );

  // The dock's height, for the few things that still cover the page (a card read in full, the final scores, a message): they stop above it.
  const dock = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = dock.current;
    if (!el) return;
    const set = () => document.documentElement.style.setProperty('--dock-h', `${el.getBoundingClientRect().height}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty('--dock-h');
    };
  }, []);

  const presence = useMemo(
    () => ({ room, receivedAt, seat: snap.seat, token, onError: setError }),
    [room, receivedAt, snap.seat, token],
  );
  const { Table } = wing;
  return (
    <RoomPresenceContext.Provider value={presence}>
      <LogDockContext.Provider value={{ slot: panel === 'log' ? slot : null }}>
        <div class={`room-shell${panel ? ' with-panel' : ''}`}>
          {/* Focusable, as any region that scrolls must be for a keyboard. */}
          <section class="room-stage" data-testid="stage" aria-label={t('ui.dock.stage')} tabIndex={0}>
            <Table source={source} snap={snap} names={names} log={log} title={title} />
          </section>
          {panel && (
            <DockPanel
              kind={panel}
              setPanel={setPanel}
              offerLog={offerLog}
              room={room}
              receivedAt={receivedAt}
              seat={snap.seat}
              token={token}
              chat={chat}
              onSay={onSay}
              chatError={chatError}
              onError={setError}
              sound={sound}
              setSound={setSound}
              logSlot={setSlot}
            />
          )}
          <div class="dock-wrap" ref={dock}>
            <HintBar
              room={room}
              token={token}
              myTurn={snap.seat !== null && snap.prompts.some((p) => p.seat === snap.seat)}
              version={snap.version}
              names={names}
            />
            <RoomDock
              room={room}
              receivedAt={receivedAt}
              seat={snap.seat}
              token={token}
              chat={chat}
              seenChat={seenChat}
              panel={panel}
              setPanel={setPanel}
              offerLog={offerLog}
              onError={setError}
              error={error}
              clearError={() => setError(null)}
            />
          </div>
          <Announcer log={log} chat={chat} names={names} asked={askedOf(snap)} />
        </div>
      </LogDockContext.Provider>
    </RoomPresenceContext.Provider>
  );
}
