import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { urbania } from '../src';
import type { UrState } from '../src/urbania/state';

/**
 * Urbania matches recorded by rules 1.0.0 (see the file's `about`), replayed
 * with today's rules. A server stores the hash of every position and, for a
 * match of another rules version, replays it and compares: the match stays
 * reproducible when every move is accepted and every position hashes as
 * stored, as it is or as `stateAsRecordedBy` writes it for 1.0.0.
 */

interface Recorded {
  seed: string;
  seats: number;
  actions: [number, unknown][];
  hashes: string[];
}
const file = JSON.parse(readFileSync(path.join(__dirname, 'recorded', 'urbania-1.0.0-matches.json'), 'utf8')) as {
  recordedBy: string;
  lateTrigger: Recorded[];
  plain: Recorded;
};

/** The server's canonical JSON (apps/server/src/matches/hash.ts): keys sorted, undefined members left out. */
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonical(x))).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined);
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}
const hash = (s: unknown) => createHash('sha256').update(canonical(s)).digest('hex').slice(0, 16);

/** The position as the recording rules wrote it (today's form when the game has nothing to convert). */
const asRecorded = (s: UrState) => (urbania.stateAsRecordedBy ? urbania.stateAsRecordedBy(s, file.recordedBy) : s);

/** Replays a recorded match; returns the first step that differs (or null) and how many steps needed the 1.0.0 form. */
function replay(m: Recorded): { differs: { step: number; why: string } | null; viaOldForm: number; final: UrState } {
  let s = urbania.setup({ seed: m.seed, seats: m.seats, options: {} });
  if (hash(s) !== m.hashes[0]) return { differs: { step: 0, why: 'setup' }, viaOldForm: 0, final: s };
  let viaOldForm = 0;
  for (let i = 0; i < m.actions.length; i++) {
    const [seat, action] = m.actions[i];
    const r = urbania.apply(s, seat, action);
    if (!r.ok) return { differs: { step: i + 1, why: r.code }, viaOldForm, final: s };
    s = r.state;
    if (hash(s) === m.hashes[i + 1]) continue;
    if (hash(asRecorded(s)) !== m.hashes[i + 1])
      return { differs: { step: i + 1, why: 'position' }, viaOldForm, final: s };
    viaOldForm++;
  }
  return { differs: null, viaOldForm, final: s };
}

describe(`Urbania matches recorded by rules ${file.recordedBy}`, () => {
  test.each([...file.lateTrigger, file.plain].map((m) => [m.seed, m] as const))(
    '%s replays to the same positions',
    (_seed, m) => {
      const { differs, viaOldForm, final } = replay(m);
      expect(differs).toBeNull();
      expect(final.phase).toBe('over');
      // Every position of the end phase keeps `endTrigger` today, which 1.0.0 did not write.
      expect(viaOldForm).toBeGreaterThan(0);
      expect(final.endTrigger).toBeDefined();
    },
  );

  test('in the position with the card still to take, 1.0.0 had not begun the end phase; today it has', () => {
    for (const m of file.lateTrigger) {
      let s = urbania.setup({ seed: m.seed, seats: m.seats, options: {} });
      let seen = 0;
      for (const [seat, action] of m.actions) {
        const r = urbania.apply(s, seat, action);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
        if (s.pending?.kind !== 'bonus' || s.endTrigger?.step !== s.step) continue;
        seen++;
        expect(s.endRound).toBe(s.turn.round);
        expect(urbania.stateAsRecordedBy!(s, '1.0.0')).toMatchObject({ endRound: null, pending: { kind: 'bonus' } });
      }
      expect(seen).toBe(1);
    }
  });

  test('a version these rules do not know gets no older form', () => {
    expect(urbania.stateAsRecordedBy!(urbania.setup({ seed: 'x', seats: 2, options: {} }), '0.9.0')).toBeNull();
  });
});
