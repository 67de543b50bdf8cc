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
  }, [key]);
  return ref;
}
