/**
 * Issue 37, item 4: the simulator's self-check (score-check.ts) must work out
 * project scores and building markers from the board and the rulebook on its
 * own, or a scoring bug in the engine would pass it unseen.
 */
import { playRandomGame, urbania } from '../src';
import { CONTENT } from '../src/urbania/content/catalog';
import * as scoring from '../src/urbania/scoring';
import { scoringEvents } from '../src/urbania/score-check';
import type { UrState } from '../src/urbania/state';
import { act, card, fresh, kind, moveTo, placeTile, sq } from './urbania-fixtures';

afterEach(() => jest.restoreAllMocks());

/** The first seat whose score differs from the sum of its scoring events, over one random game. */
function firstDisagreement(seed: string): string | null {
  const expected = [0, 0, 0];
  let found: string | null = null;
  playRandomGame(urbania, {
    seed,
    seats: 3,
    options: {},
    onStep: (state: UrState, _seat, action, { before }) => {
      scoringEvents(before, state, action).forEach((d, s) => (expected[s] += d));
      state.players.forEach((p, s) => {
        if (found === null && p.score !== expected[s]) found = `seat ${s}: ${p.score} against ${expected[s]}`;
      });
    },
  });
  return found;
}

test('on a sound engine the check agrees with every score', () => {
  expect(firstDisagreement('score-check-sound')).toBeNull();
});

test('an engine that scores projects wrongly is caught', () => {
  // A district project scoring one building too many: the kind of slip the check exists for.
  const real = scoring.projectPoints;
  jest
    .spyOn(scoring, 'projectPoints')
    .mockImplementation((s, project) => real(s, project) + (project.kind === 'district' ? project.perBuilding : 0));
  const seeds = ['score-check-a', 'score-check-b', 'score-check-c'];
  expect(seeds.map(firstDisagreement).some((d) => d !== null)).toBe(true);
});

test('specialists are scored from the renewed buildings on the board, not from the building markers the engine keeps', () => {
  const s = fresh(2, 'score-check-markers');
  s.specialistOwner.bank = 0;
  const square = sq('C', 3);
  placeTile(s, square, (t) => t.type === 'hospital' && t.cost === 3 && !t.cardIcon);
  moveTo(s, s.players[0].hand, [card(kind('hospital', 3, 0, 0, 0))]);
  let t = act(s, 0, { type: 'take', from: 'resources' }).state;
  t = act(t, 0, { type: 'take', from: 'resources' }).state;
  const before = t;
  const after = act(before, 0, { type: 'renew', square, cards: [card(kind('hospital', 3, 0, 0, 0))] }).state;
  const banks = after.board.filter((q) => q.renewed && CONTENT.tile[q.tile].type === 'bank').length;
  const vp = CONTENT.tile[after.board[square].tile].vp;
  expect(scoringEvents(before, after, { type: 'renew', square })[0]).toBe(vp + banks);
  // A marker gone astray must not carry the check with it.
  const astray = { ...after, buildingValue: { ...after.buildingValue, bank: banks + 3 } };
  expect(scoringEvents(before, astray, { type: 'renew', square })[0]).toBe(vp + banks);
});

test('projects are scored from the rulebook formulas on the final board', () => {
  const s = fresh(2, 'score-check-projects');
  s.specialistValue = { ...s.specialistValue, bank: 9, business: 2, hospital: 6 };
  const pair = CONTENT.projects.find(
    (p) => p.kind === 'pair' && p.specialists.includes('bank') && p.specialists.includes('business'),
  )!;
  const doctor = CONTENT.projects.find((p) => p.kind === 'specialist' && p.specialist === 'hospital')!;
  const over: UrState = {
    ...s,
    phase: 'over',
    players: s.players.map((p, seat) => ({ ...p, submitted: seat === 1 ? [pair.id, doctor.id] : [] })),
  };
  // (9 + 2) x 3 and 5 x 6, the rulebook's own examples; seat 1 is not the active seat, so no specialists of its turn.
  expect(scoringEvents(s, over, { type: 'pass' })[1]).toBe(33 + 30);
});
