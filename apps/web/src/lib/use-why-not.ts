import { useEffect, useRef, useState } from 'preact/hooks';
import type { AskWhy } from './ask-why';
import type { MoveError } from './source';

/** The reason shown now: the thing it is about (a square, a card's place) and the sentence. */
export interface WhyNotHint {
  at: string;
  text: string;
}

export interface WhyNot<A> {
  hint: WhyNotHint | null;
  /** Says a reason the table already knows from the view (a square already taken). */
  say: (at: string, text: string) => void;
  /** Asks the rules why `action` cannot be made and shows their answer at `at`, through `word` when given. */
  ask: (at: string, action: A, word?: (why: MoveError) => string) => void;
  /** The text for `at`, or null when the hint is about something else. */
  at: (at: string) => string | null;
}

/**
 * Why the thing last clicked cannot be used, until the table changes. One
 * hint at a time: a new click replaces it, and an answer that comes back
 * after the table moved on is dropped (it spoke of the old table). Null for
 * a table that cannot ask (a spectator, a replay).
 */
export function useWhyNot<A>(askWhy: AskWhy<A> | undefined, table: unknown): WhyNot<A> | null {
  const [hint, setHint] = useState<WhyNotHint | null>(null);
  // Counts table changes and clicks, so a late answer knows it is stale.
  const turn = useRef(0);
  useEffect(() => {
    turn.current++;
    setHint(null);
  }, [table]);
  if (!askWhy) return null;
  const say = (at: string, text: string) => {
    turn.current++;
    setHint({ at, text });
  };
  const ask = (at: string, action: A, word: (why: MoveError) => string = (why) => why.message) => {
    const mine = ++turn.current;
    void askWhy(action).then((why) => {
      if (why !== null && turn.current === mine) setHint({ at, text: word(why) });
    });
  };
  return { hint, say, ask, at: (at) => (hint?.at === at ? hint.text : null) };
}
