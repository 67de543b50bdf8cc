/** Urbania rules one at a time: what is allowed, what is refused (with its code), and when. */
import { urbania } from '../src';
import { CONTENT } from '../src/urbania/content/catalog';
import { invariantProblems } from '../src/urbania/invariants';
import type { UrState } from '../src/urbania/state';
import { outcomeOf } from '../src/urbania/turn';
import { act, card, fresh, kind, moveTo, placeTile, refused, renewSquares, sq } from './urbania-fixtures';

describe('setup', () => {
  test.each([2, 3, 4, 5])('%i players: 5 renewed centre tiles, markers, hands of 5, a pool of 5', (players) => {
    const s = urbania.setup({ seed: `setup-${players}`, seats: players, options: {} });
    const renewed = s.board.map((q, i) => (q.renewed ? CONTENT.districts[i] : null)).filter((d) => d !== null);
    expect(renewed).toEqual(['center', 'center', 'center', 'center', 'center']);
    const centreTypes = s.board.filter((q) => q.renewed).map((q) => CONTENT.tile[q.tile].type);
    for (const suit of ['factory', 'bank', 'hospital', 'business', 'school', 'park'] as const) {
      expect(s.buildingValue[suit]).toBe(centreTypes.filter((t) => t === suit).length);
      expect(s.specialistValue[suit]).toBe(1);
    }
    expect(s.players.every((p) => p.hand.length === 5 && p.score === 0)).toBe(true);
    expect(s.pool).toHaveLength(5);
    expect(s.resourcePile).toHaveLength(60 - 5 * players - 5);
    expect(s.projectPile).toHaveLength(31);
    expect(s.turn.active).toBe(s.startPlayer);
    expect(invariantProblems(s)).toEqual([]);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  test('setup refuses 1 or 6 players', () => {
    expect(() => urbania.setup({ seed: 'x', seats: 6, options: {} })).toThrow();
    expect(() => urbania.setup({ seed: 'x', seats: 1, options: {} })).toThrow();
  });
});

describe('refusals carry a stable code and leave the state alone', () => {
  let s: UrState;
  beforeEach(() => {
    s = fresh(3, 'refusals');
  });

  test('malformed and untrusted actions', () => {
    expect(refused(s, 0, { type: 'renew', square: 99 })).toBe('malformed_action');
    expect(refused(s, 0, { type: 'take', from: 'pool', card: 'x'.repeat(50) })).toBe('malformed_action');
    expect(refused(s, 0, { type: 'renew', square: 10, cards: new Array(21).fill('r01') })).toBe('malformed_action');
    expect(refused(s, 0, { type: 'hack' })).toBe('malformed_action');
    expect(refused(s, 0, null)).toBe('malformed_action');
    expect(refused(s, 0, { type: 'decline', extra: 1 })).toBe('malformed_action');
  });

  test('turn order and seats', () => {
    expect(refused(s, 1, { type: 'take', from: 'resources' })).toBe('not_your_turn');
    expect(refused(s, 7, { type: 'take', from: 'resources' })).toBe('bad_seat');
  });

  test('renewing needs adjacency, an undeveloped tile and the right workers', () => {
    expect(refused(s, 0, { type: 'renew', square: sq('D', 4) })).toBe('already_renewed');
    expect(refused(s, 0, { type: 'renew', square: sq('A', 1) })).toBe('not_adjacent');
    // B3 touches the renewed centre square C4 only diagonally.
    expect(refused(s, 0, { type: 'renew', square: sq('B', 3) })).toBe('not_adjacent');
    const square = sq('C', 3);
    placeTile(s, square, (t) => t.type === 'hospital' && t.cost === 3);
    moveTo(s, s.discard, [...s.players[0].hand]);
    const green = card(kind('park', 3, 0, 0, 0));
    const red = card(kind('hospital', 2, 0, 1, 0));
    moveTo(s, s.players[0].hand, [green, red]);
    expect(refused(s, 0, { type: 'renew', square })).toBe('cannot_pay');
    const rainbow = card(kind('school', 0, 1, 1, 0));
    moveTo(s, s.players[0].hand, [rainbow]);
    expect(refused(s, 0, { type: 'renew', square, cards: [green] })).toBe('wrong_colour');
    expect(refused(s, 0, { type: 'renew', square, cards: [red] })).toBe('short_payment');
    expect(refused(s, 0, { type: 'renew', square, cards: [red, rainbow, red] })).toBe('already_picked');
    expect(act(s, 0, { type: 'renew', square, cards: [red, rainbow] }).state.players[0].score).toBe(
      CONTENT.tile[s.board[square].tile].vp,
    );
  });

  test('a residential building is paid in a single colour, rainbow workers wild', () => {
    const square = sq('C', 3);
    placeTile(s, square, (t) => t.type === 'residential' && t.cost === 4);
    moveTo(s, s.discard, [...s.players[0].hand]);
    const brown = card(kind('factory', 2, 0, 1, 0));
    const gray = card(kind('bank', 3, 0, 0, 0));
    const rainbow = card(kind('park', 0, 1, 1, 0));
    const brown2 = card(kind('factory', 1, 0, 1, 0));
    moveTo(s, s.players[0].hand, [brown, gray, rainbow, brown2]);
    expect(refused(s, 0, { type: 'renew', square, cards: [brown, gray] })).toBe('mixed_colours');
    // Gray has 3 + 1 rainbow = 4: enough to start in gray.
    const started = act(s, 0, { type: 'renew', square }).state;
    expect(started.pending).toMatchObject({ kind: 'renew', square });
    // The payer's view says what the renewal costs and what each card would add; the others see only the square.
    expect(urbania.view(started, { kind: 'seat', seat: 0 }).pending).toMatchObject({
      kind: 'renew',
      square,
      payment: {
        cost: 4,
        paid: 0,
        unit: 'worker',
        colour: null,
        offers: { [brown]: 2, [gray]: 3, [rainbow]: 1, [brown2]: 1 },
      },
    });
    expect(urbania.view(started, { kind: 'seat', seat: 1 }).pending).toEqual({ kind: 'renew', square });
    expect(
      urbania
        .legalActions(started, 0)
        .map((a) => a.type === 'pick' && a.card)
        .sort(),
    ).toEqual([brown, gray, rainbow, brown2].sort());
    const inGray = act(started, 0, { type: 'pick', card: gray }).state;
    expect(urbania.view(inGray, { kind: 'seat', seat: 0 }).pending).toMatchObject({
      payment: { paid: 3, colour: 'bank', offers: { [rainbow]: 1 } },
    });
    expect(urbania.legalActions(inGray, 0)).toEqual([{ type: 'pick', card: rainbow }]);
    expect(refused(inGray, 0, { type: 'pick', card: brown })).toBe('mixed_colours');
    expect(refused(inGray, 0, { type: 'take', from: 'resources' })).toBe('paying');
    const done = act(inGray, 0, { type: 'pick', card: rainbow }).state;
    expect(done.board[square].renewed).toBe(true);
    expect(done.discard).toContain(gray); // no coins: spent
    expect(done.players[0].front).toEqual([rainbow]); // a coin: kept in front
    // Brown alone (2 + 1 + rainbow 1 = 4) could also have paid, so it is offered; with 3 brown workers and no rainbow it would not be.
    expect(invariantProblems(done)).toEqual([]);
  });

  test('hiring: own specialist refused, payment in the right coins, taken from an opponent', () => {
    s.specialistOwner.bank = 0;
    expect(refused(s, 0, { type: 'hire', specialist: 'bank' })).toBe('already_yours');
    s.specialistOwner.bank = 1;
    s.specialistValue.bank = 2;
    moveTo(s, s.discard, [...s.players[0].hand]);
    const pink = card(kind('business', 0, 0, 3, 0));
    expect(refused(s, 0, { type: 'hire', specialist: 'bank' })).toBe('cannot_pay');
    const gray = card(kind('bank', 1, 0, 1, 0));
    const wild = card(kind('park', 2, 0, 0, 1));
    moveTo(s, s.players[0].hand, [pink, gray, wild]);
    expect(refused(s, 0, { type: 'hire', specialist: 'bank', cards: [pink] })).toBe('wrong_colour');
    const r = act(s, 0, { type: 'hire', specialist: 'bank', cards: [gray, wild] });
    expect(r.state.specialistOwner.bank).toBe(0);
    expect(r.state.specialistValue.bank).toBe(3);
    expect(r.state.pending).toBeNull(); // space 3 has no card icon
    expect(r.log[0].text).toContain('away from {s1}');
  });

  test('submitting: at most 3 in a game, only from hand', () => {
    const ids = CONTENT.projects.slice(0, 4).map((p) => p.id);
    moveTo(s, s.players[0].projects, ids);
    expect(refused(s, 0, { type: 'submit', project: 'p99' })).toBe('not_in_hand');
    let t = act(s, 0, { type: 'submit', project: ids[0] }).state;
    t = act(t, 0, { type: 'submit', project: ids[1] }).state;
    t.turn = { ...t.turn, active: 0, actionsLeft: 2 };
    t = act(t, 0, { type: 'submit', project: ids[2] }).state;
    expect(refused(t, 0, { type: 'submit', project: ids[3] })).toBe('submit_limit');
    expect(urbania.legalActions(t, 0).some((a) => a.type === 'submit')).toBe(false);
  });

  test('the pool may only be redealt with 3 or fewer workers, once before each card', () => {
    moveTo(s, s.discard, [...s.pool]);
    moveTo(
      s,
      s.pool,
      ['factory', 'bank', 'hospital', 'school', 'park'].map((suit) => card(kind(suit as 'bank', 0, 0, 3, 0))),
    );
    moveTo(
      s,
      s.resourcePile,
      ['factory', 'bank', 'hospital', 'school', 'park'].map((suit) => card(kind(suit as 'bank', 0, 0, 2, 0))),
    );
    const t = act(s, 0, { type: 'refreshPool' }).state;
    expect(t.pending).toEqual({ kind: 'draw', left: 2, refreshed: true });
    expect(t.turn.actionsLeft).toBe(1);
    expect(refused(t, 0, { type: 'refreshPool' })).toBe('already_refreshed');
    const u = act(t, 0, { type: 'take', from: 'resources' }).state;
    expect(urbania.legalActions(u, 0)).toContainEqual({ type: 'refreshPool' });
    const v = fresh(3, 'many-workers');
    moveTo(v, v.discard, [...v.pool]);
    moveTo(
      v,
      v.pool,
      ['factory', 'bank', 'hospital', 'school', 'park'].map((suit) => card(kind(suit as 'bank', 3, 0, 0, 0))),
    );
    expect(refused(v, 0, { type: 'refreshPool' })).toBe('pool_has_workers');
    expect(refused(v, 0, { type: 'take', from: 'resources', card: 'r01' })).toBe('face_down');
    expect(refused(v, 0, { type: 'take', from: 'pool', card: 'r99' })).toBe('not_in_pool');
  });

  test('steps in progress must be finished first; empty sources and stray answers are refused', () => {
    const drawing = act(s, 0, { type: 'take', from: 'resources' }).state;
    expect(refused(drawing, 0, { type: 'renew', square: sq('C', 3) })).toBe('drawing');
    expect(refused(drawing, 0, { type: 'submit', project: 'p01' })).toBe('drawing');
    expect(refused(drawing, 0, { type: 'decline' })).toBe('nothing_to_decline');
    expect(refused(drawing, 0, { type: 'pick', card: drawing.players[0].hand[0] })).toBe('nothing_to_pay');
    const bonus = { ...s, pending: { kind: 'bonus' as const } };
    expect(refused(bonus, 0, { type: 'hire', specialist: 'bank' })).toBe('bonus_card');
    expect(refused(bonus, 0, { type: 'refreshPool' })).toBe('not_in_draw');
    expect(act(bonus, 0, { type: 'decline' }).state.pending).toBeNull();
    moveTo(s, s.players[2].projects, [...s.projectPile]);
    expect(refused(s, 0, { type: 'take', from: 'projects' })).toBe('empty_source');
    expect(urbania.legalActions(s, 0)).not.toContainEqual({ type: 'take', from: 'projects' });
    expect(refused(s, 0, { type: 'take', from: 'pool' })).toBe('pool_card_missing');
  });

  test('an empty resource pile is reshuffled from the discards', () => {
    moveTo(s, s.discard, [...s.resourcePile]);
    expect(s.resourcePile).toEqual([]);
    const r = act(s, 0, { type: 'take', from: 'resources' });
    expect(r.state.discard).toEqual([]);
    expect(r.state.resourcePile.length).toBeGreaterThan(0);
    expect(r.log.some((l) => l.text.includes('shuffled'))).toBe(true);
    expect(invariantProblems(r.state)).toEqual([]);
  });

  test('a refused move changes nothing and apply never edits its input', () => {
    const before = JSON.stringify(s);
    refused(s, 0, { type: 'renew', square: 0 });
    act(s, 0, { type: 'take', from: 'resources' });
    expect(JSON.stringify(s)).toBe(before);
  });

  test('passing is only for a player who can do nothing', () => {
    expect(refused(s, 0, { type: 'pass' })).toBe('must_act');
    // Every card out of reach: all resources in seat 1's hand, all projects submitted or held by seat 2.
    moveTo(
      s,
      s.players[1].hand,
      CONTENT.resources.map((c) => c.id),
    );
    moveTo(
      s,
      s.players[2].projects,
      CONTENT.projects.map((p) => p.id),
    );
    expect(urbania.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
    const t = act(s, 0, { type: 'pass' }).state;
    expect(t.turn.actionsLeft).toBe(1);
    expect(invariantProblems(t)).toEqual([]);
  });
});

describe('turns and the end phase', () => {
  test('two actions, then the turn passes (a barrier) clockwise', () => {
    const s = fresh(3, 'turns', 1);
    const a = act(s, 1, { type: 'take', from: 'resources' });
    expect(a.state.turn.actionsLeft).toBe(1);
    const b = act(a.state, 1, { type: 'take', from: 'resources' });
    const c = act(b.state, 1, { type: 'take', from: 'pool', card: b.state.pool[0] });
    const d = act(c.state, 1, { type: 'take', from: 'resources' });
    expect(d.state.turn).toEqual({ active: 2, round: 1, actionsLeft: 2 });
    expect(d.barrier).toBe(true);
  });

  test('4 players, player 2 triggers it: play goes on 3, 4, 1, 2, 3, 4, then projects score', () => {
    let s = fresh(4, 'end-phase', 0);
    s.specialistValue.bank = 5;
    s.specialistValue.hospital = 5;
    s.specialistValue.park = 4;
    const nw = CONTENT.projects.find((p) => p.kind === 'specialist' && p.specialist === 'park')!.id;
    moveTo(s, s.players[1].projects, [nw]);
    // A whole turn of two Draw actions, two cards each.
    const end = (state: UrState, seat: number) => {
      let t = state;
      for (let i = 0; i < 4; i++) t = act(t, seat, { type: 'take', from: 'resources' }).state;
      return t;
    };
    s = end(s, 0);
    expect(s.turn.active).toBe(1);
    moveTo(s, s.players[1].hand, [card(kind('park', 0, 0, 3, 0)), card(kind('park', 0, 0, 2, 0))]);
    s = act(s, 1, { type: 'submit', project: nw }).state;
    s = act(s, 1, {
      type: 'hire',
      specialist: 'park',
      cards: [card(kind('park', 0, 0, 3, 0)), card(kind('park', 0, 0, 2, 0))],
    }).state;
    expect(s.endRound).toBe(1);
    expect(urbania.view(s, { kind: 'spectator' }).endPhase).toMatchObject({ highSpecialists: 3 });
    const order: number[] = [];
    const announced: (number | null)[] = [];
    while (s.phase !== 'over') {
      order.push(s.turn.active);
      announced.push(urbania.view(s, { kind: 'spectator' }).endPhase.turnsLeft);
      s = end(s, s.turn.active);
      if (order.length > 10) throw new Error(`the game did not end: ${order} ${JSON.stringify(s.turn)} ${s.endRound}`);
    }
    expect(order).toEqual([2, 3, 0, 1, 2, 3]);
    // Seat 2 starts with 6 turns to go: seats 2 and 3 of this round, then one full round.
    expect(announced).toEqual([6, 5, 4, 3, 2, 1]);
    const final = urbania.view(s, { kind: 'spectator' });
    expect(final.endPhase.turnsLeft).toBeNull();
    expect(final.projectPoints).toEqual({ [nw]: 25 });
    expect(urbania.view(fresh(2, 'no-points'), { kind: 'spectator' }).projectPoints).toBeUndefined();
    const outcome = urbania.outcome(s)!;
    const row = outcome.standings.find((r) => r.seat === 1)!;
    expect(row.tiebreak).toBe(25); // the Parks Director project: 5 x 5
    expect(row.breakdown.projects).toBe(25);
    expect(urbania.seatsToAct(s)).toEqual([]);
    expect(urbania.legalActions(s, 0)).toEqual([]);
    expect(refused(s, 0, { type: 'take', from: 'resources' })).toBe('game_over');
    expect(invariantProblems(s)).toEqual([]);
  });

  test('a district down to 2 undeveloped buildings starts the end phase', () => {
    const s = fresh(2, 'district');
    const nw = CONTENT.districts.map((d, i) => (d === 'NW' ? i : -1)).filter((i) => i >= 0);
    // Leave 3 undeveloped in NW, one of them (C3) renewable now.
    renewSquares(
      s,
      nw.filter((i) => ![sq('A', 1), sq('A', 2), sq('C', 3)].includes(i)),
    );
    placeTile(s, sq('C', 3), (t) => t.type === 'residential' && t.cost === 2);
    moveTo(s, s.players[0].hand, [card(kind('bank', 3, 0, 0, 0))]);
    const r = act(s, 0, { type: 'renew', square: sq('C', 3), cards: [card(kind('bank', 3, 0, 0, 0))] });
    expect(r.state.endRound).toBe(1);
    expect(r.log.some((l) => l.text.startsWith('The end phase begins'))).toBe(true);
  });

  test('ties go to the player with more project points; a full tie shares the place', () => {
    const s = fresh(3, 'ties');
    s.players.forEach((p) => {
      p.score = 40;
    });
    s.players[0].ledger.projects = 10;
    s.players[1].ledger.projects = 20;
    s.players[2].ledger.projects = 20;
    const o = outcomeOf(s);
    expect(o.winners).toEqual([1, 2]);
    expect(o.standings.map((r) => [r.seat, r.rank])).toEqual([
      [1, 1],
      [2, 1],
      [0, 3],
    ]);
  });

  test('passing 50 VP is announced and the view shows the VP card with the true score', () => {
    const s = fresh(2, 'fifty');
    s.players[0].score = 48;
    s.players[0].ledger.specialists = 48;
    const square = sq('C', 3);
    placeTile(s, square, (t) => t.type === 'hospital' && t.vp === 4);
    moveTo(s, s.players[0].hand, [card(kind('hospital', 3, 0, 0, 0))]);
    const r = act(s, 0, { type: 'renew', square, cards: [card(kind('hospital', 3, 0, 0, 0))] });
    expect(r.log.map((l) => l.text)).toContain('{s0} passed 50 VP and shows it with a VP card.');
    const v = urbania.view(r.state, { kind: 'spectator' });
    expect(v.players[0]).toMatchObject({ score: 52, vpCard: 50, submitCost: 5 });
    expect(v.players[1]).toMatchObject({ submitCost: 0 });
  });
});

describe('the VP card comes once a score goes beyond 50', () => {
  test('at exactly 50 there is no card; at 51 the card shows 50; at 100 still 50, at 101 it shows 100', () => {
    const s = fresh(2, 'beyond-fifty');
    s.players[0].score = 46;
    s.players[0].ledger.specialists = 46;
    const square = sq('C', 3);
    placeTile(s, square, (t) => t.type === 'hospital' && t.vp === 4);
    moveTo(s, s.players[0].hand, [card(kind('hospital', 3, 0, 0, 0))]);
    const r = act(s, 0, { type: 'renew', square, cards: [card(kind('hospital', 3, 0, 0, 0))] });
    expect(r.state.players[0].score).toBe(50);
    expect(r.log.some((l) => l.text.includes('VP card'))).toBe(false);
    expect(urbania.view(r.state, { kind: 'spectator' }).players[0].vpCard).toBe(0);
    const at = (score: number) =>
      urbania.view({ ...s, players: s.players.map((p) => ({ ...p, score })) }, { kind: 'spectator' }).players[0].vpCard;
    expect([0, 49, 50, 51, 99, 100, 101, 150, 151].map(at)).toEqual([0, 0, 0, 50, 50, 50, 100, 100, 150]);
  });
});

describe('prompts', () => {
  test('only the active player is asked, with the legal moves as options', () => {
    const s = fresh(3, 'prompts', 2);
    const [p] = urbania.prompts(s);
    expect(p.seat).toBe(2);
    expect(p.kind).toBe('turn');
    expect(p.options).toEqual(urbania.legalActions(s, 2));
    expect(urbania.seatsToAct(s)).toEqual([2]);
    const t = act(s, 2, { type: 'take', from: 'resources' }).state;
    expect(urbania.prompts(t)[0]).toMatchObject({ kind: 'draw', text: 'Take your second card of your Draw action.' });
  });
});
