import { useEffect } from 'preact/hooks';

interface Keys {
  back: (by: number) => void;
  forward: (by: number) => void;
  home: () => void;
  end: () => void;
  toggle: () => void;
}

/**
 * Keyboard stepping for the replay: ← and → (with Shift: 10 steps), Home, End,
 * and the space bar to play or pause. Keys typed into a field or pressed on a
 * button are left alone (the scrubber and the turn input handle their own).
 */
export function useArrowKeys(keys: Keys): void {
  useEffect(() => {
    const on = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (t && (t.closest('input, select, textarea, [contenteditable]') || (e.key === ' ' && t.closest('button, a'))))
        return;
      const by = e.shiftKey ? 10 : 1;
      if (e.key === 'ArrowLeft') keys.back(by);
      else if (e.key === 'ArrowRight') keys.forward(by);
      else if (e.key === 'Home') keys.home();
      else if (e.key === 'End') keys.end();
      else if (e.key === ' ') keys.toggle();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  });
}
