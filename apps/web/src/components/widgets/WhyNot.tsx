/**
 * Why something clicked cannot be used, in place beside it: a polite status,
 * so a screen reader says it without taking the player away from the table,
 * and nothing covers the board or the controls.
 */
export function WhyNot({ text, class: cls }: { text: string | null; class?: string }) {
  if (text === null) return null;
  return (
    <p class={`why-not${cls ? ` ${cls}` : ''}`} role="status" data-testid="why-not">
      {text}
    </p>
  );
}
