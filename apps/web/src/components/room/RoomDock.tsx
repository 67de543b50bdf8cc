import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ChatLine, RoomStatus } from '@sprawl/protocol';
import { clockText, useNow } from '../../lib/use-now';
import { ChatPanel } from './ChatPanel';
import { PlayersPanel } from './PlayersPanel';
import { NotifyPanel } from '../../notifications/NotifyPanel';

interface Props {
  room: RoomStatus;
  seat: number | null;
  token: string | null;
  chat: ChatLine[];
  onSay: (text: string) => void;
  chatError: string | null;
  sound: boolean;
  setSound: (on: boolean) => void;
}

/**
 * What every table has besides the game, whatever the game: the chat and
 * the people (presence, clocks, bots standing in, spectators), in a panel
 * that folds away into a button in the corner.
 */
export function RoomDock({ room, seat, token, chat, onSay, chatError, sound, setSound }: Props) {
  const [open, setOpen] = useState<'chat' | 'people' | null>(null);
  const [seen, setSeen] = useState(chat.length);
  const [error, setError] = useState<string | null>(null);
  const receivedAt = useMemo(() => Date.now(), [room]);
  useEffect(() => {
    if (open === 'chat') setSeen(chat.length);
  }, [open, chat.length]);
  const unread = Math.max(0, chat.length - seen);
  const mine = seat === null ? undefined : room.seats[seat];
  const standIn = mine?.standIn === true;
  // A player with a turn clock sees their own time without opening anything.
  const now = useNow(mine?.clockRunning === true);
  const myClock = mine?.clock == null ? null : mine.clockRunning ? mine.clock - Math.max(0, (now - receivedAt) / 1000) : mine.clock;
  const silenced = seat === null && !room.spectatorChat ? 'The host has turned off chat for spectators.' : null;
  return (
    <div class={`room-dock ${open ? 'open' : ''}`}>
      {open && (
        <div class="dock-panel" role="dialog" aria-label={open === 'chat' ? 'Chat' : 'People'}>
          <div class="dock-tabs" role="tablist">
            <button role="tab" aria-selected={open === 'chat'} class={open === 'chat' ? 'on' : ''} onClick={() => setOpen('chat')}>Chat</button>
            <button role="tab" aria-selected={open === 'people'} class={open === 'people' ? 'on' : ''} onClick={() => setOpen('people')}>People</button>
            <button class="dock-close" aria-label="Close" onClick={() => setOpen(null)}>×</button>
          </div>
          {open === 'chat'
            ? <ChatPanel lines={chat} onSay={onSay} silenced={silenced} error={chatError} />
            : <PlayersPanel room={room} receivedAt={receivedAt} seat={seat} token={token} onError={setError} />}
          {error && open === 'people' && <p class="form-error small" role="alert">{error}</p>}
          <label class="check small">
            <input type="checkbox" checked={sound} onChange={(e) => setSound((e.target as HTMLInputElement).checked)} data-testid="turn-sound" />
            Play a sound when it is my turn
          </label>
          {token && seat !== null && <NotifyPanel roomId={room.id} token={token} />}
        </div>
      )}
      <div class="dock-buttons">
        {standIn && <span class="tag warn">A bot is playing your seat</span>}
        {myClock !== null && (
          <span class={`clock big ${mine?.clockRunning ? 'running' : ''}`} title="Your time left for the whole match" data-testid="my-clock">{clockText(myClock)}</span>
        )}
        <button class={`btn ${open === 'chat' ? 'primary' : ''}`} onClick={() => setOpen(open === 'chat' ? null : 'chat')} data-testid="open-chat">
          Chat{unread > 0 ? ` (${unread})` : ''}
        </button>
        <button class={`btn ${open === 'people' || standIn ? 'primary' : ''}`} onClick={() => setOpen(open === 'people' ? null : 'people')} data-testid="open-people">
          People
        </button>
      </div>
    </div>
  );
}
