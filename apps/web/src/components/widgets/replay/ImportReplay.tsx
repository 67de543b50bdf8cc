import { useState } from 'preact/hooks';
import { describeError } from '../../../lib/api';
import { importReplay } from '../../../lib/replay-api';
import { replayHref } from '../../../lib/replay-links';
import { navigate } from '../../../lib/router';
import { lastName, rememberSeat } from '../../../lib/storage';
import { t } from '../../../i18n/i18n';

/**
 * Opens a downloaded replay file: the server checks it against its rules and
 * stores it as a finished match in a new room, whose host seat this browser
 * keeps (so the host can fork it like any other match).
 */
export function ImportReplay() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      let json: unknown;
      try {
        json = JSON.parse(await file.text());
      } catch {
        throw new Error(t('ui.import.notJson'));
      }
      const r = await importReplay(json);
      rememberSeat({
        roomId: r.roomId,
        seat: 0,
        token: r.hostToken,
        inviteCode: r.inviteCode,
        invitePath: `/join/${r.inviteCode}?room=${r.roomId}`,
        name: lastName() || t('ui.import.host'),
      });
      navigate(replayHref(r.roomId, r.matchId, null));
    } catch (e) {
      setError(describeError(e));
      input.value = '';
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="card-form import-replay">
      {/* The browser's own file button speaks the browser's language ("Choose File" on an Italian page): ours is drawn instead. */}
      <label class="file-pick">
        {t('ui.import.label')}
        <input
          class="file-input"
          type="file"
          accept=".json,application/json"
          disabled={busy}
          data-action="import-replay"
          onChange={(e) => void open(e.target as HTMLInputElement)}
        />
        <span class="btn small file-button" aria-hidden="true">
          {t('ui.import.choose')}
        </span>
      </label>
      <p class="small muted">{t('ui.import.help')}</p>
      {error && (
        <div class="form-error" role="alert" data-testid="import-error">
          {error}
        </div>
      )}
    </div>
  );
}
