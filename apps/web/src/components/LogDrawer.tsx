import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/**
 * The game log's place on any screen. Wide screens show it where the table
 * puts it; on a phone it is a drawer opened by a fixed "Log" button, so it is
 * reachable without scrolling past the whole table. The styles decide which.
 */
export function LogDrawer({ children }: { children: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  // A layout effect, not a plain one: the newest lines must be in place before the drawer is painted
  // (and before anything reads the page), not one frame later.
  useLayoutEffect(() => {
    if (!open) return;
    // The log kept its newest line in sight while hidden, when it had no height: show the newest lines now.
    for (const el of drawer.current?.querySelectorAll<HTMLElement>('*') ?? []) {
      if (el.scrollHeight > el.clientHeight) el.scrollTop = el.scrollHeight;
    }
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <div ref={drawer} id="log-drawer" class={`log-drawer${open ? ' open' : ''}`} data-testid="log-drawer">
        <button type="button" class="btn log-drawer-close" onClick={() => setOpen(false)} aria-label="Close the log">Close</button>
        {children}
      </div>
      {open && <div class="log-drawer-backdrop" onClick={() => setOpen(false)} />}
      <button type="button" class="btn log-toggle" aria-expanded={open} aria-controls="log-drawer" data-testid="log-toggle" onClick={() => setOpen(!open)}>Log</button>
    </>
  );
}
