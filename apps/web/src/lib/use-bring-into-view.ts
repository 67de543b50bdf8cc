import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Brings a panel that has just opened into sight, once per `key`: a payment,
 * a build wizard or a decision may open far from where the player clicked
 * (on a phone, the build wizard sat 800 px above the contract's Build
 * button), and a panel out of sight reads as a click that did nothing.
 * Scrolled with 'nearest', so a panel already in sight does not move; the
 * focus goes to the panel too, unless the player is typing somewhere (the
 * chat), so a keyboard player continues from there.
 */
export function useBringIntoView<E extends HTMLElement>(key: unknown = null) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    if (!typing && !el.contains(active)) el.focus({ preventScroll: true });
    // What the same move changes above the panel (the prompt's sentence) may still move it: look again once laid out.
    const frame = requestAnimationFrame(() => {
      const box = el.getBoundingClientRect();
      if (box.top < 0 || box.top > window.innerHeight - 60) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return ref;
}
