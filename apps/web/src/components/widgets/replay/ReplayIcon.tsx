/**
 * The playback symbols drawn as SVG: the media-control characters (⏮ ⏭ ⏸)
 * are missing from many system fonts and would show as empty boxes.
 */
const PATHS = {
  start: 'M3 2h2v12H3zM14 2v12L6 8z',
  back: 'M12 2v12L4 8z',
  play: 'M4 2v12l10-6z',
  pause: 'M3 2h4v12H3zM9 2h4v12H9z',
  forward: 'M4 2v12l8-6z',
  end: 'M11 2h2v12h-2zM2 2v12l8-6z',
} as const;

export function ReplayIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
