import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatLine } from '@sprawl/protocol';
import type { WireLog } from '../../../lib/source';
import { renderLog } from '../../../lib/names';
import { sayLine, t } from '../../../i18n/i18n';
import { chatWords } from '../../../lib/chat-words';

/** Lines kept in the region: enough for a burst of bot moves, few enough that the region never grows long. */
const KEPT = 6;

/**
 * A polite live region for screen readers: every new line of the game's log
 * (moves, and the room's own events), every new chat line, and each decision
 * the server asks of this player ("Your turn: ...") is read out once, when
 * the reader is free. Lines already there when the table opened are not
 * read: they are history, in the log for anyone who wants them.
 */
export function Announcer({
  log,
  chat,
  names,
  asked,
}: {
  log: WireLog[];
  chat: ChatLine[];
  names: string[];
  asked: string | null;
}) {
  const [said, setSaid] = useState<{ id: number; text: string }[]>([]);
  const seen = useRef<{ log: number; chatId: number } | null>(null);
  const counter = useRef(0);
  useEffect(() => {
    const lastChat = chat.length ? chat[chat.length - 1].id : -1;
    const before = seen.current;
    seen.current = { log: log.length, chatId: lastChat };
    if (!before) return;
    const fresh = [
      ...log.slice(Math.min(before.log, log.length)).map((l) => renderLog(sayLine(l), names)),
      ...chat.filter((l) => l.id > before.chatId).map((l) => t('ui.chat.says', { who: l.author, text: chatWords(l) })),
    ];
    if (fresh.length)
      setSaid((old) => [...old, ...fresh.map((text) => ({ id: counter.current++, text }))].slice(-KEPT));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said when lines arrive; names and the log's identity change without new lines
  }, [log.length, chat]);
  useEffect(() => {
    if (asked)
      setSaid((old) => [...old, { id: counter.current++, text: t('ui.announce.yourTurn', { asked }) }].slice(-KEPT));
  }, [asked]);
  return (
    <div class="sr-only" aria-live="polite" aria-relevant="additions" data-testid="announcer">
      {said.map((s) => (
        <p key={s.id}>{s.text}</p>
      ))}
    </div>
  );
}
