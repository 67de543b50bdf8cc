import { useEffect, useState } from 'preact/hooks';
import type { GameWing } from '../lib/wing';
import { loadWing, loadedWing } from './registry';

/** The game's wing once downloaded (at once when it already was), or null until then or without a game yet. */
export function useWing(gameId: string | null): GameWing | null {
  const [, setLoaded] = useState<GameWing | null>(null);
  useEffect(() => {
    if (gameId === null) return;
    let live = true;
    loadWing(gameId).then(
      (w) => live && setLoaded(w),
      // A failed download is tried again on the next page asking for the wing.
      (e: unknown) => console.error('game wing failed to load', e),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  return gameId === null ? null : loadedWing(gameId);
}
