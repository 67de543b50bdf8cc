import type { Continues } from '@sprawl/protocol';
import { t } from '../../i18n/i18n';

/**
 * Says plainly when a match does not start from a fresh shuffle: a fork
 * keeps the original's face-down order, and a file's author chose its seed,
 * so someone at the table may already know what the hidden cards are.
 */
export function ContinuesNotice({ continues }: { continues: Continues | null | undefined }) {
  if (!continues) return null;
  const text =
    continues.kind === 'fork' ? t('ui.continues.fork', { step: continues.step ?? 0 }) : t('ui.continues.file');
  return (
    <p class="continues-notice" role="note" data-testid="continues-notice">
      {text}
    </p>
  );
}
