import { useEffect, useState } from 'preact/hooks';
import { MAX_TABLES_PER_REQUEST, type YourTable } from '@sprawl/protocol';
import { api, describeError } from './api';
import { allSeats, forgetTokens, type StoredSeat } from './storage';

/** A table of Your tables with the seat this browser holds there (its token opens the device link). */
export interface HeldTable extends YourTable {
  held: StoredSeat;
}

/** Asked again at most this often when focus comes and goes quickly (the server limits the calls per address). */
const MIN_GAP_MS = 3_000;
/** While the page stays open and visible, others' moves show up within this. */
const POLL_MS = 60_000;

/**
 * Every seat this browser holds, asked about in one call with their tokens
 * in the body (never in a URL), again whenever the page comes back into
 * view. Seats the server says open nothing any more (left, freed, revoked)
 * are forgotten here too. `null` until the first answer; an empty list
 * without a call when this browser holds no seat.
 */
export function useYourTables(): { tables: HeldTable[] | null; error: string | null } {
  const [tables, setTables] = useState<HeldTable[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let last = 0;
    const ask = async () => {
      if (Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      const asked = allSeats().slice(0, MAX_TABLES_PER_REQUEST);
      if (asked.length === 0) return setTables([]);
      try {
        const reply = await api.yourTables(asked.map((s) => s.token));
        forgetTokens(reply.unknown.map((i) => asked[i]?.token).filter((t): t is string => t !== undefined));
        if (!live) return;
        setTables(reply.tables.flatMap((t) => (asked[t.token] ? [{ ...t, held: asked[t.token] }] : [])));
        setError(null);
      } catch (e) {
        if (live) setError(describeError(e));
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    void ask();
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    const poll = setInterval(onVisible, POLL_MS);
    return () => {
      live = false;
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(poll);
    };
  }, []);
  return { tables, error };
}
