import { useEffect, useRef, useState } from 'preact/hooks';
import type { ReplayViews } from './replay-source';
import { describeError } from './api';

export interface ShownView<V = unknown> {
  step: number;
  omniscient: boolean;
  view: V;
}

/**
 * The view to show for the wanted step. A cached view shows at once; a missing
 * one is asked for after `debounceMs` without a further change (dragging the
 * scrubber passes many steps nobody looks at). An answer arriving after the
 * wanted step moved on is only kept in the cache, never shown, so the board
 * never shows another step than the label says once it has loaded.
 * `neighbours` lists the steps worth fetching next.
 */
export function useReplayView<V>(
  views: ReplayViews<V> | null,
  step: number,
  omniscient: boolean,
  neighbours: (step: number) => number[],
  debounceMs = 90,
): { shown: ShownView<V> | null; error: string | null } {
  const [shown, setShown] = useState<ShownView<V> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wanted = useRef({ step, omniscient });
  wanted.current = { step, omniscient };

  useEffect(() => {
    if (!views) return undefined;
    const show = (view: V) => {
      setShown({ step, omniscient, view });
      setError(null);
      views.prefetch(neighbours(step), omniscient);
    };
    const cached = views.peek(step, omniscient);
    if (cached) {
      show(cached);
      return undefined;
    }
    const timer = setTimeout(() => {
      views.get(step, omniscient).then(
        (view) => {
          if (wanted.current.step === step && wanted.current.omniscient === omniscient) show(view);
        },
        (e: unknown) => {
          if (wanted.current.step === step && wanted.current.omniscient === omniscient) setError(describeError(e));
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fetch per wanted step; the delay and the neighbours are settings, not a reason to fetch
  }, [views, step, omniscient]);

  return { shown, error };
}
