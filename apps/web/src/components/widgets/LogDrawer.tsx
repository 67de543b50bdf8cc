import type { ComponentChildren } from 'preact';
import { createPortal } from 'preact/compat';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { LogDockContext } from './room/log-dock';
import { t } from '../../i18n/i18n';

/** Shows the newest lines of every scrolled list inside `root` (a log kept its place while it had no height). */
function toNewest(root: HTMLElement | null): void {
  for (const el of root?.querySelectorAll<HTMLElement>('*') ?? []) {
    if (el.scrollHeight > el.clientHeight) el.scrollTop = el.scrollHeight;
  }
}

/**
 * The game log's place on any screen. Wide screens show it where the table
 * puts it. On a phone, in a live room, the room's dock has the Log button and
 * the log moves into the dock's panel, which takes its own space below the
 * table; elsewhere (a dev fixture) the log is a drawer behind its own fixed
 * "Log" button. The styles decide which is visible.
 */
export function LogDrawer({ children }: { children: ComponentChildren }) {
  const dock = useContext(LogDockContext);
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const slot = dock?.slot ?? null;
  // A layout effect, not a plain one: the newest lines must be in place before the log is painted, not one frame later.
  useLayoutEffect(() => {
    if (slot) return toNewest(slot);
    if (!open) return;
    toNewest(drawer.current);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, slot]);
  if (dock) {
    return slot ? (
      createPortal(
        <div class="log-docked" data-testid="log-docked">
          {children}
        </div>,
        slot,
      )
    ) : (
      <div class="log-drawer in-dock" data-testid="log-drawer">
        {children}
      </div>
    );
  }
  return (
    <>
      <div ref={drawer} id="log-drawer" class={`log-drawer${open ? ' open' : ''}`} data-testid="log-drawer">
        <button
          type="button"
          class="btn log-drawer-close"
          onClick={() => setOpen(false)}
          aria-label={t('ui.table.closeLog')}
        >
          {t('ui.common.close')}
        </button>
        {children}
      </div>
      {open && (
        // A tap beside the drawer closes it, as do Escape and its Close button for the keyboard.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div class="log-drawer-backdrop" onClick={() => setOpen(false)} />
      )}
      <button
        type="button"
        class="btn log-toggle"
        aria-expanded={open}
        aria-controls="log-drawer"
        data-testid="log-toggle"
        onClick={() => setOpen(!open)}
      >
        {t('ui.table.log')}
      </button>
    </>
  );
}
