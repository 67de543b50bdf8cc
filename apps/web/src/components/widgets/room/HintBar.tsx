import { useState } from 'preact/hooks';
import type { HintReply, RoomStatus } from '@sprawl/protocol';
import { sayLine, t } from '../../../i18n/i18n';
import { api, describeError } from '../../../lib/api';
import { renderLog } from '../../../lib/names';

interface Props {
  room: RoomStatus;
  token: string | null;
  /** The server waits for this seat's decision now. */
  myTurn: boolean;
  /** The match version shown: a hint asked at an older one is stale. */
  version: number;
  names: string[];
}

/**
 * At a learning table, on this player's turn (issue 53): "What would the
 * bot do?", and the bot's move in the words the game's log gives it. The
 * server refuses hints anywhere else; this only spares a button that would be
 * refused. Everyone at the table is told in the chat that this player asked.
 */
export function HintBar({ room, token, myTurn, version, names }: Props) {
  const [answer, setAnswer] = useState<HintReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!room.learning || room.status !== 'playing' || !myTurn || !token) return null;
  const ask = () => {
    setBusy(true);
    setError(null);
    api
      .hint(room.id, token)
      .then(setAnswer, (e: unknown) => setError(describeError(e)))
      .finally(() => setBusy(false));
  };
  const shown = answer !== null && answer.version === version ? answer : null;
  return (
    <div class="hint-bar small" data-testid="hint-bar">
      <button type="button" class="btn small" data-action="hint" disabled={busy} onClick={ask}>
        {t('ui.hint.ask')}
      </button>{' '}
      <span role="status">
        {busy && <span class="muted">{t('ui.hint.thinking')}</span>}
        {shown && (
          <span data-testid="hint-answer">
            <b>{t('ui.hint.answer')}</b>{' '}
            {shown.log.length === 0
              ? t('ui.hint.secret')
              : shown.log.map((l) => renderLog(sayLine(l), names)).join(' ')}
          </span>
        )}
      </span>
      {error && (
        <span class="form-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
