import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatLine } from '@sprawl/protocol';
import { MAX_CHAT_CHARS } from '@sprawl/protocol';
import { PlayerDot } from '../PlayerDot';
import { t } from '../../../i18n/i18n';
import { chatWords } from '../../../lib/chat-words';

interface Props {
  lines: ChatLine[];
  /** Sends a line; absent where nobody may speak (a replay). */
  onSay?: (text: string) => void;
  /** Why this viewer cannot speak (a muted spectator), shown instead of the box. */
  silenced?: string | null;
  /** The room's last chat refusal, if any (too fast, too long...). */
  error?: string | null;
}

/**
 * The room's chat. Every line is drawn as text (Preact escapes it), never as
 * markup, so a line that looks like HTML shows as the characters typed.
 */
export function ChatPanel({ lines, onSay, silenced, error }: Props) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  const submit = (e: Event) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || !onSay) return;
    onSay(text);
    setDraft('');
  };
  return (
    <section class="chat" aria-label={t('ui.chat.label')}>
      <ol class="chat-lines" ref={list} data-testid="chat-lines" tabIndex={0} aria-label={t('ui.chat.lines')}>
        {lines.length === 0 && <li class="muted small">{t('ui.chat.nothing')}</li>}
        {lines.map((l) => (
          <li key={l.id} class={l.seat === null ? 'from-spectator' : ''}>
            {l.seat !== null && <PlayerDot seat={l.seat} size={10} />}
            <b class="chat-author">{l.author}</b>
            <span class="chat-text">{chatWords(l)}</span>
          </li>
        ))}
      </ol>
      {error && (
        <p class="form-error small" role="alert">
          {error}
        </p>
      )}
      {onSay && !silenced && (
        <form class="chat-form" onSubmit={submit}>
          <input
            aria-label={t('ui.chat.say')}
            placeholder={t('ui.chat.sayPlaceholder')}
            maxLength={MAX_CHAT_CHARS}
            value={draft}
            onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
            data-testid="chat-input"
          />
          <button class="btn" type="submit" disabled={!draft.trim()}>
            {t('ui.chat.send')}
          </button>
        </form>
      )}
      {silenced && <p class="muted small">{silenced}</p>}
    </section>
  );
}
