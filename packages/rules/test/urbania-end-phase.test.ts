/** Issue 37, items 1 and 2: when Urbania's end phase begins, and how the ending tells it. */
import { urbania } from '../src';
import { CONTENT } from '../src/urbania/content/catalog';
import { invariantProblems } from '../src/urbania/invariants';
import type { UrState } from '../src/urbania/state';
import { act, card, fresh, kind, moveTo, placeTile, renewSquares, sq } from './urbania-fixtures';

const NW = CONTENT.districts.map((d, i) => (d === 'NW' ? i : -1)).filter((i) => i >= 0);
const BANK_3 = card(kind('bank', 3, 0, 0, 0));

/**
 * Seat 0 to play in round 1 of a 2-player game, with NW at 3 undeveloped
 * buildings (A1, A2 and C3) and C3 a 2-worker residential building with a
 * card icon that seat 0 can pay for.
 */
function oneRenewalFromTheEnd(seed: string): UrState {
  const s = fresh(2, seed);
  renewSquares(
    s,
    NW.filter((i) => ![sq('A', 1), sq('A', 2), sq('C', 3)].includes(i)),
  );
  placeTile(s, sq('C', 3), (t) => t.type === 'residential' && t.cost === 2 && t.cardIcon);
  moveTo(s, s.players[0].hand, [BANK_3]);
  return s;
}

/** Plays Draw actions (resource pile) until the game is over. */
function drawToTheEnd(s: UrState): UrState {
  for (let guard = 0; s.phase === 'play'; guard++) {
    if (guard > 200) throw new Error('the game did not end');
    s = act(
      s,
      s.turn.active,
      s.pending?.kind === 'bonus' ? { type: 'decline' } : { type: 'take', from: 'resources' },
    ).state;
  }
  return s;
}

describe('the end phase starts at once (item 1)', () => {
  test('a renewal that leaves a district at 2 and earns a card starts it before the card is taken', () => {
    const s = oneRenewalFromTheEnd('end-at-once');
    const r = act(s, 0, { type: 'renew', square: sq('C', 3), cards: [BANK_3] });
    expect(r.state.pending).toEqual({ kind: 'bonus' });
    expect(r.state.endRound).toBe(1);
    expect(r.log.map((l) => l.text)).toContain(
      'The end phase begins: play goes on to the end of this round, then one more full round.',
    );
    // Seat 0 opens round 1 of 2 players: its own turn and seat 1's, then a full round.
    const view = urbania.view(r.state, { kind: 'seat', seat: 1 });
    expect(view.endPhase).toMatchObject({ fewestUndeveloped: 2, turnsLeft: 4 });
    expect(invariantProblems(r.state)).toEqual([]);
    // Taking the card changes nothing about it, and the phase is announced once.
    const taken = act(r.state, 0, { type: 'take', from: 'resources' });
    expect(taken.state.endRound).toBe(1);
    expect(taken.log.some((l) => l.text.startsWith('The end phase begins'))).toBe(false);
  });
});

describe('the ending explains the moment the end phase began (item 2)', () => {
  test('the trigger figures are the ones of that moment, and a condition met later is said to be later', () => {
    let s = act(oneRenewalFromTheEnd('ending-figures'), 0, {
      type: 'renew',
      square: sq('C', 3),
      cards: [BANK_3],
    }).state;
    s = act(s, 0, { type: 'decline' }).state;
    s = act(s, 0, { type: 'take', from: 'resources' }).state;
    s = act(s, 0, { type: 'take', from: 'resources' }).state;
    // Round 1, seat 1: two Draw actions. Round 2, seat 0 renews A2, leaving NW with 1 undeveloped building.
    for (let i = 0; i < 4; i++) s = act(s, 1, { type: 'take', from: 'resources' }).state;
    expect(s.turn).toMatchObject({ active: 0, round: 2 });
    placeTile(s, sq('A', 2), (t) => t.type === 'residential' && t.cost === 2 && !t.cardIcon);
    moveTo(s, s.players[0].hand, [card(kind('park', 3, 0, 0, 0))]);
    s = act(s, 0, { type: 'renew', square: sq('A', 2), cards: [card(kind('park', 3, 0, 0, 0))] }).state;
    // And three specialists come to be worth 5 or more in the final round.
    s.specialistValue = { ...s.specialistValue, bank: 5, hospital: 6, park: 5 };
    const final = drawToTheEnd(s);
    const reason = urbania.view(final, { kind: 'spectator' }).ending!.reason;
    expect(reason).toMatch(
      /^The end phase began in round 1, when a district had only 2 undeveloped buildings left \(NW; 2 or fewer start it\)/,
    );
    expect(reason).not.toContain('only 1 undeveloped');
    expect(reason).toContain('Later, 3 specialists also came to stand at 5 or more');
    expect(reason).toContain('Play went on to the end of round 1 and through round 2');
  });

  test('a specialist trigger names the specialists and their values at that moment', () => {
    let s = fresh(2, 'ending-specialists');
    s.specialistValue = { ...s.specialistValue, bank: 5, hospital: 5, park: 4 };
    const park3 = card(kind('park', 0, 0, 3, 0)),
      park2 = card(kind('park', 0, 0, 2, 0));
    moveTo(s, s.players[0].hand, [park3, park2]);
    s = act(s, 0, { type: 'hire', specialist: 'park', cards: [park3, park2] }).state;
    expect(s.endRound).toBe(1);
    // Later the Doctor rises; the ending still gives the values of the moment the phase began.
    s.specialistValue = { ...s.specialistValue, hospital: 7 };
    const reason = urbania.view(drawToTheEnd(s), { kind: 'spectator' }).ending!.reason;
    expect(reason).toMatch(
      /^The end phase began in round 1, when 3 specialists stood at 5 or more \(Banker 5, Doctor 5, Parks Director 5; 3 start it\)\./,
    );
    expect(reason).not.toContain('Later');
  });
});
