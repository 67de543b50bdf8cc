import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { urbanSprawl } from '../src';
import type { UsState } from '../src/urban-sprawl/state';

/**
 * Matches recorded by rules 1.0.0 (see the file's `about`) replayed with the
 * rules of today. A server keeps the hash of every position it stored and,
 * for a match of another rules version, replays it and compares: the match is
 * reproducible when every move is accepted and every position hashes as
 * stored, either as it is or as `stateAsRecordedBy` writes it for 1.0.0
 * (without `turn.favorsTaken`, which 1.0.0 did not keep).
 */

interface Recorded {
  seed: string;
  seats: number;
  variant: 'standard' | 'long' | 'short';
  actions: [number, unknown][];
  hashes: string[];
}
const file = JSON.parse(readFileSync(path.join(__dirname, 'recorded', 'rules-1.0.0-matches.json'), 'utf8')) as {
  recordedBy: string;
  legal: Recorded[];
  sameTurnFavor: Recorded;
};

/** The server's canonical JSON (apps/server/src/replays/hash.ts): keys sorted, undefined members left out. */
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

/** Replays a recorded match; returns the first step that differs (or null) and how many steps needed the 1.0.0 form. */
function replay(m: Recorded): { differs: { step: number; why: string } | null; viaOldForm: number; final: UsState } {
  let s = urbanSprawl.setup({ seed: m.seed, seats: m.seats, options: { variant: m.variant } });
  if (hash(s) !== m.hashes[0]) return { differs: { step: 0, why: 'setup' }, viaOldForm: 0, final: s };
  let viaOldForm = 0;
  for (let i = 0; i < m.actions.length; i++) {
    const [seat, action] = m.actions[i];
    const r = urbanSprawl.apply(s, seat, action);
    if (!r.ok) return { differs: { step: i + 1, why: r.code }, viaOldForm, final: s };
    s = r.state;
    if (hash(s) === m.hashes[i + 1]) continue;
    if (hash(urbanSprawl.stateAsRecordedBy!(s, file.recordedBy)) !== m.hashes[i + 1])
      return { differs: { step: i + 1, why: 'position' }, viaOldForm, final: s };
    viaOldForm++;
  }
  return { differs: null, viaOldForm, final: s };
}

describe(`matches recorded by rules ${file.recordedBy}`, () => {
  test.each(file.legal.map((m) => [m.seed, m] as const))(
    '%s, whose moves are all legal today, replays to the same positions',
    (_seed, m) => {
      const { differs, viaOldForm, final } = replay(m);
      expect(differs).toBeNull();
      expect(final.phase).toBe('over');
      // Favors were taken in it, so some positions matched only in the form 1.0.0 wrote.
      expect(viaOldForm).toBeGreaterThan(0);
    },
  );

  test('a match that built a Favor in the turn it was taken is refused exactly at that move', () => {
    const m = file.sameTurnFavor;
    const { differs } = replay(m);
    expect(differs).toEqual({ step: m.actions.length, why: 'favor_taken_this_turn' });
  });
});
