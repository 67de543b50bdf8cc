import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { CardInfo } from './card-info';
import { CardDialog } from './CardDialog';

/**
 * Makes a card's face openable: a click, a tap, Enter or Space shows the
 * card in full. The face stays whatever the wing draws; buttons for moves
 * belong beside it, not inside, so reading a card never plays it.
 */
export function ReadableCard({
  info,
  children,
  class: extra,
}: {
  info: () => CardInfo;
  children: ComponentChildren;
  class?: string;
}) {
  const [open, setOpen] = useState<CardInfo | null>(null);
  const show = () => setOpen(info());
  return (
    <>
      <span
        role="button"
        tabIndex={0}
        class={`readable${extra ? ` ${extra}` : ''}`}
        data-readable=""
        onClick={show}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            show();
          }
        }}
      >
        {children}
      </span>
      {open && <CardDialog card={open} onClose={() => setOpen(null)} />}
    </>
  );
}
