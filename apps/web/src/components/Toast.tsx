import { useEffect } from 'preact/hooks';
import { t } from '../i18n/i18n';

/** A message from the server (a refused move, a dropped connection), dismissed by a click or after a while. */
export function Toast({ message, code, onClose }: { message: string; code?: string; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, 9000);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div class="toast" role="alert" data-testid="toast" data-code={code ?? ''} onClick={onClose}>
      <b>{t('ui.table.notAllowed')}</b> {message}
      <button class="toast-close" aria-label={t('ui.dock.dismiss')}>×</button>
    </div>
  );
}
