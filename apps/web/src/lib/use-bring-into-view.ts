import { useLayoutEffect, useRef } from 'preact/hooks';

/** The part of the screen `el` can be seen in: its nearest scrolling ancestor's box, or the window's. */
function frameOf(el: HTMLElement): { top: number; bottom: number } {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && p.scrollHeight > p.clientHeight) {
      const box = p.getBoundingClientRect();
      return { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight) };
    }
  }
  return { top: 0, bottom: window.innerHeight };
}

/** Scrolls `el` into sight unless its top is already there (a tall panel whose head shows stays put, and so does the header above it). */
function reveal(el: HTMLElement): void {
  const box = el.getBoundingClientRect();
  const frame = frameOf(el);
  if (box.top >= frame.top && box.top <= frame.bottom - 60) return;
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * Brings a panel that has just opened into sight, once per `key`: a payment,
 * a build wizard or a decision may open far from where the player clicked
 * (on a phone, the build wizard sat 800 px above the contract's Build
 * button), and a panel out of sight reads as a click that did nothing. The
 * focus goes to the panel too, unless the player is typing somewhere (the
 * chat), so a keyboard player continues from there.
 */
export function useBringIntoView<E extends HTMLElement>(key: unknown = null) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    reveal(el);
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    if (!typing && !el.contains(active)) el.focus({ preventScroll: true });
    // What the same move changes above the panel (the prompt's sentence) may still move it: look again once laid out.
    const frame = requestAnimationFrame(() => reveal(el));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return ref;
}
