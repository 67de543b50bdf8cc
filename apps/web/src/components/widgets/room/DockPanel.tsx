import { useEffect, useRef } from 'preact/hooks';
import type { ChatLine, RoomStatus } from '@sprawl/protocol';
import { ChatPanel } from './ChatPanel';
import { PlayersPanel } from './PlayersPanel';
import type { DockPanelKind } from './RoomDock';
import { NotifyPanel } from '../../../notifications/NotifyPanel';
import { t } from '../../../i18n/i18n';
import type { UiKey } from '../../../i18n/ui-en';
import { LanguagePicker } from '../LanguagePicker';

interface Props {
  kind: DockPanelKind;
  setPanel: (panel: DockPanelKind | null) => void;
  offerLog: boolean;
  room: RoomStatus;
  receivedAt: number;
  seat: number | null;
  token: string | null;
  chat: ChatLine[];
  onSay: (text: string) => void;
  chatError: string | null;
  onError: (message: string) => void;
  sound: boolean;
  setSound: (on: boolean) => void;
  /** Receives the element the game's log moves into while the Log panel is open. */
  logSlot: (el: HTMLElement | null) => void;
}

const TITLES: Record<DockPanelKind, UiKey> = { log: 'ui.dock.log', chat: 'ui.dock.chat', people: 'ui.dock.people' };

/**
 * The dock's open panel: beside the table on a wide screen, between the table
 * and the dock's bar on a phone, in its own space either way. Escape closes
 * it; opening it moves the focus into it, so a keyboard user lands there.
 */
export function DockPanel(props: Props) {
  const { kind, setPanel, room, seat, token } = props;
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [kind]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('[role=dialog][aria-modal=true]')) setPanel(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- installed once: setPanel is the room table's state setter
  }, []);
  const silenced = seat === null && !room.spectatorChat ? t('ui.lobby.spectatorsMuted') : null;
  const kinds: DockPanelKind[] = props.offerLog ? ['log', 'chat', 'people'] : ['chat', 'people'];
  return (
    <section
      id="dock-panel"
      class={`dock-panel dock-${kind}`}
      aria-label={t(TITLES[kind])}
      tabIndex={-1}
      ref={box}
      data-testid="dock-panel"
    >
      <div class="dock-tabs">
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            class={k === kind ? 'on' : ''}
            aria-pressed={k === kind}
            onClick={() => setPanel(k)}
          >
            {t(TITLES[k])}
          </button>
        ))}
        <button
          type="button"
          class="dock-close"
          aria-label={t('ui.dock.closePanel', { panel: t(TITLES[kind]) })}
          onClick={() => setPanel(null)}
        >
          ×
        </button>
      </div>
      {kind === 'log' && <div class="dock-log-slot" ref={props.logSlot} />}
      {kind === 'chat' && (
        <ChatPanel lines={props.chat} onSay={props.onSay} silenced={silenced} error={props.chatError} />
      )}
      {kind === 'people' && (
        <>
          <PlayersPanel room={room} receivedAt={props.receivedAt} seat={seat} token={token} onError={props.onError} />
          <label class="check small">
            <input
              type="checkbox"
              checked={props.sound}
              onChange={(e) => props.setSound((e.target as HTMLInputElement).checked)}
              data-testid="turn-sound"
            />
            {t('ui.dock.sound')}
          </label>
          <LanguagePicker />
          {token && seat !== null && <NotifyPanel roomId={room.id} token={token} />}
        </>
      )}
    </section>
  );
}
