import { useEffect, useState } from 'preact/hooks';
import type { MatchSource, TableSnapshot } from './source';

/** The latest snapshot of a match source, re-rendering on each change. */
export function useSnapshot<V, A>(source: MatchSource<V, A> | null): TableSnapshot<V, A> | null {
  const [snap, setSnap] = useState<TableSnapshot<V, A> | null>(source?.state ?? null);
  useEffect(() => {
    if (!source) return undefined;
    setSnap(source.state);
    return source.onChange((s) => setSnap(s));
  }, [source]);
  return snap;
}
