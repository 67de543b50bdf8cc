import { t } from '../../i18n/i18n';
import type { MoveError } from '../../lib/source';

/**
 * A move the server refused, as a line in the page's flow above the table:
 * it pushes the table down instead of floating over the board or the
 * controls, and it is announced as it appears. It stays until dismissed or
 * until the next move.
 */
export function MoveRefusal({ error, onClose }: { error: MoveError | null; onClose?: () => void }) {
  if (!error) return null;
  return (
    <div class="form-error move-refusal" role="alert" data-testid="move-refusal" data-code={error.code}>
      <span>
        <b>{t('ui.table.notAllowed')}</b> {error.message}
      </span>
      {onClose && (
        <button type="button" class="move-refusal-close" aria-label={t('ui.dock.dismiss')} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
