import { t } from '../../../i18n/i18n';
import { useEffect, useRef } from 'preact/hooks';
import { createPortal } from 'preact/compat';
import type { CardInfo } from './card-info';

/**
 * One card in full, over the page: closed by Escape, by its close button or
 * by a tap outside it. Focus moves into the dialog and back to the card after.
 */
export function CardDialog({ card, onClose }: { card: CardInfo; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
      }
      // The close button is the dialog's only control: Tab stays on it rather than wander behind the overlay.
      if (e.key === 'Tab') {
        e.preventDefault();
        close.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      before?.focus?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- installed once for the dialog's life, which ends with its card
  }, []);
  const titleId = `card-title-${card.id}`;
  return createPortal(
    // A tap outside the card closes it, as do Escape and its × button for the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      class="overlay card-overlay"
      data-testid="card-overlay"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        class="card-full"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="card-dialog"
        data-card={card.id}
        style={card.accent ? { borderTopColor: card.accent } : undefined}
      >
        <div class="card-full-head">
          <span class="card-full-kind">{card.kind}</span>
          <button
            ref={close}
            type="button"
            class="btn card-full-close"
            onClick={onClose}
            aria-label={t('ui.common.close')}
            data-testid="card-close"
          >
            ×
          </button>
        </div>
        <h2 id={titleId} data-testid="card-title">
          {card.title}
        </h2>
        <div class="card-full-text" data-testid="card-text">
          {card.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
        {card.notes && card.notes.length > 0 && (
          <ul class="card-full-notes" data-testid="card-notes">
            {card.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        )}
      </div>
    </div>,
    document.body,
  );
}
