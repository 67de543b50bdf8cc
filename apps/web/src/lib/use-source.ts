import { useEffect, useState } from 'preact/hooks';
import type { MatchSource, TableSnapshot } from './source';

/** The latest snapshot of a match source, re-rendering on each change. */
export function useSnapshot(source: MatchSource | null): TableSnapshot | null {
  const [snap, setSnap] = useState<TableSnapshot | null>(source?.state ?? null);
  useEffect(() => {
    if (!source) return undefined;
    setSnap(source.state);
    return source.onChange((s) => setSnap(s));
  }, [source]);
  return snap;
}
