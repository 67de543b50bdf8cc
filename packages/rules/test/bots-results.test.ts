import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRows, sameGame, type Row } from '../scripts/bots-results';

/** A game of the results file: hard against easy, 2 seats, game `g`, of bots `fingerprint`. */
function row(g: number, fingerprint: string, more: Partial<Row> = {}): Row {
  const base: Row = {
    capped: false,
    game: 'hush-auction',
    challenger: 'hard',
    baseline: 'easy',
    seats: 2,
    g,
    fingerprint,
    share: 1,
    ms: 100,
    times: { easy: [0, 0], hard: [5, 6] },
  };
  return { ...base, ...more };
}

const carry = (from: string, to: string, game = 'hush-auction') =>
  ({ carry: { game, from, to, checked: [0], at: '2026-11-28T00:00:00Z' } }) as const;

function fileOf(lines: unknown[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'bots-results-')), 'results.jsonl');
  writeFileSync(path, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return path;
}

describe("bench:bots' results file", () => {
  test('games follow their carry lines to the fingerprint at their end, for their own game only', () => {
    const path = fileOf([
      row(0, 'aaa'),
      carry('aaa', 'bbb'),
      row(1, 'bbb'),
      carry('bbb', 'ccc'),
      row(2, 'zzz'),
      row(3, 'aaa', { game: 'urbania' }),
      '{"capped":false,"game":"hush-au', // a line cut by a killed run
    ]);
    expect(readRows(path).map((r) => `${r.game} ${r.g} ${r.fingerprint} ${r.playedAs ?? '-'}`)).toEqual([
      'hush-auction 0 ccc aaa',
      'hush-auction 1 ccc bbb',
      'hush-auction 2 zzz -',
      'urbania 3 aaa -',
    ]);
  });

  test('carry lines that lead back where they started end the walk', () => {
    const path = fileOf([row(0, 'aaa'), carry('aaa', 'bbb'), carry('bbb', 'aaa')]);
    expect(readRows(path)).toHaveLength(1);
  });

  test('a replayed game with a hash of its moves is the same only with the same moves', () => {
    const recorded = row(0, 'aaa', { moves: 'm1' });
    expect(sameGame(recorded, { ...recorded }, [recorded])).toBe('same');
    expect(sameGame(recorded, { ...recorded, moves: 'm2' }, [recorded])).toBe('different');
  });

  test('without a hash, share and decisions tell games apart only where the number of decisions varies', () => {
    const fixed = [row(0, 'aaa'), row(1, 'aaa', { share: 0 })];
    expect(sameGame(fixed[0], fixed[0], fixed)).toBe('cannot tell');
    const varied = [row(0, 'aaa'), row(1, 'aaa', { times: { easy: [0, 0, 0], hard: [5, 6, 7] } })];
    expect(sameGame(varied[0], varied[0], varied)).toBe('same');
    expect(sameGame(varied[0], { ...varied[0], share: 0 }, varied)).toBe('different');
    expect(sameGame(varied[0], { ...varied[0], times: { easy: [0], hard: [1, 2] } }, varied)).toBe('different');
  });
});
