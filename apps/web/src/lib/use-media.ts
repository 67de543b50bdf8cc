import { useEffect, useState } from 'preact/hooks';

/** Whether a CSS media query matches now, re-rendering when that changes (a phone turned, a window resized). */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** Below this width the tables are one column and the log opens from the dock (styles.css uses the same width). */
export const PHONE_QUERY = '(max-width: 640px)';
