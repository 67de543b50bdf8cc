import { t } from './t';

/**
 * A move's button while the move cannot be made: it looks unavailable but
 * stays pressable and in the Tab order (aria-disabled, not disabled), and a
 * press asks the rules why instead of doing nothing.
 */
export function WhyNotButton({ label, kind, onAsk }: { label: string; kind: string; onAsk: () => void }) {
  return (
    <button
      type="button"
      class="btn small unusable"
      aria-disabled="true"
      data-why={kind}
      title={t('ui.us.whyNotHelp')}
      onClick={onAsk}
    >
      {label}
    </button>
  );
}
