import { t } from '../../../i18n/i18n';
import { useState } from 'preact/hooks';
import type { CardInfo } from './card-info';
import { CardDialog } from './CardDialog';

/**
 * A small "read this card" button for a card whose own click is a move (a
 * pool card one may draw, a card one may pay with).
 */
export function ReadButton({ info }: { info: () => CardInfo }) {
  const [open, setOpen] = useState<CardInfo | null>(null);
  return (
    <>
      <button
        type="button"
        class="read-btn"
        data-read=""
        aria-label={t('ui.card.read')}
        title={t('ui.card.read')}
        onClick={() => setOpen(info())}
      >
        {t('ui.card.readMark')}
      </button>
      {open && <CardDialog card={open} onClose={() => setOpen(null)} />}
    </>
  );
}
