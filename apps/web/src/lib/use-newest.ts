import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * The keys that appeared in the latest change that added any: given what is
 * on the board now as keys (a renewed square, a building and its owner), the
 * ones the last move put there, kept until a later move adds others. Nothing
 * is new in the first view a page gets: it has no "before".
 */
export function useNewest(keys: readonly string[]): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const [newest, setNewest] = useState<ReadonlySet<string>>(() => new Set());
  const joined = keys.join('|');
  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(keys);
    if (!before) return;
    const added = keys.filter((k) => !before.has(k));
    if (added.length) setNewest(new Set(added));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `joined` is `keys` as one string: by value, not the array's identity
  }, [joined]);
  return newest;
}
