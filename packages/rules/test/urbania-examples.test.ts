/** Every worked example of the Urbania rulebook, with its exact figures. */
import { CONTENT } from '../src/urbania/content/catalog';
import { invariantProblems } from '../src/urbania/invariants';
import { poolWorkers } from '../src/urbania/piles';
import { projectPoints } from '../src/urbania/scoring';
import { act, card, clearBoard, fresh, kind, moveTo, placeTile, recount, renewSquares, sq } from './urbania-fixtures';

describe('Draw: Bob refreshes the pool between his two cards', () => {
  test('a pool left with 3 workers may be redealt, then he takes a project', () => {
    const s = fresh(4, 'bob');
    const brown = card(kind('factory', 2, 0, 1, 0));
    const rest = [
      card(kind('bank', 1, 0, 1, 0)),
      card(kind('school', 2, 0, 0, 1)),
      card(kind('hospital', 0, 0, 2, 0)),
      card(kind('business', 0, 0, 3, 0)),
    ];
    moveTo(s, s.discard, [...s.pool]);
    moveTo(s, s.pool, [brown, ...rest]);
    // The pile's top card (last) is a $3 parks card; below it, five 3-worker cards for the new pool.
    const fresh5 = ['factory', 'bank', 'hospital', 'business', 'school'].map((suit) =>
      card(kind(suit as 'bank', 3, 0, 0, 0)),
    );
    moveTo(s, s.resourcePile, [...fresh5, card(kind('park', 0, 0, 3, 0))]);
    expect(poolWorkers(s)).toBe(5);
    const handBefore = s.players[0].hand.length;

    const first = act(s, 0, { type: 'take', from: 'pool', card: brown });
    expect(first.barrier).toBe(true);
    expect(first.state.pool).toContain(card(kind('park', 0, 0, 3, 0)));
    expect(poolWorkers(first.state)).toBe(3);

    const redealt = act(first.state, 0, { type: 'refreshPool' }).state;
    expect(redealt.discard).toEqual(expect.arrayContaining([...rest, card(kind('park', 0, 0, 3, 0))]));
    expect(poolWorkers(redealt)).toBe(15);

    const done = act(redealt, 0, { type: 'take', from: 'projects' }).state;
    expect(done.players[0].hand).toHaveLength(handBefore + 1);
    expect(done.players[0].projects).toHaveLength(1);
    expect(done.pending).toBeNull();
    expect(done.turn.actionsLeft).toBe(1);
    expect(invariantProblems(done)).toEqual([]);
  });
});

describe('Renew: Ron renews the 4 VP hospital with three red workers', () => {
  test('he scores 4, the red marker rises, both coin cards stay in front, and he draws one card', () => {
    const s = fresh(4, 'ron');
    const square = sq('C', 3); // touches the renewed centre square C4
    const hospital = placeTile(s, square, (t) => t.type === 'hospital' && t.provenance === 'rulebook');
    expect(CONTENT.tile[hospital]).toMatchObject({ cost: 3, vp: 4, cardIcon: true });
    const red = card(kind('hospital', 2, 0, 1, 0));
    const pink = card(kind('business', 0, 1, 1, 0));
    moveTo(s, s.players[0].hand, [red, pink]);
    const before = s.buildingValue.hospital;

    const r = act(s, 0, { type: 'renew', square, cards: [red, pink] });
    const t = r.state;
    expect(t.players[0].score).toBe(4);
    expect(t.buildingValue.hospital).toBe(before + 1);
    expect(t.board[square]).toMatchObject({ renewed: true, renewedBy: 0 });
    expect(t.players[0].front).toEqual([red, pink]);
    expect(t.players[0].hand).not.toContain(red);
    expect(t.pending).toEqual({ kind: 'bonus' });
    expect(r.barrier).toBe(false);

    const drawn = act(t, 0, { type: 'take', from: 'projects' }).state;
    expect(drawn.players[0].projects).toHaveLength(1);
    expect(drawn.pending).toBeNull();
    expect(drawn.turn.actionsLeft).toBe(1);
    expect(invariantProblems(drawn)).toEqual([]);
  });
});

describe('Hire: Pete hires the Parks Director at value 3', () => {
  test('$2 from in front and $2 from hand, no change, the marker reaches the card icon on 4', () => {
    const s = fresh(4, 'pete');
    s.specialistValue.park = 3;
    const front = card(kind('park', 1, 0, 2, 0));
    const hand = card(kind('park', 0, 0, 2, 0));
    moveTo(s, s.players[0].front, [front]);
    moveTo(s, s.players[0].hand, [hand]);
    const r = act(s, 0, { type: 'hire', specialist: 'park', cards: [front, hand] });
    const t = r.state;
    expect(t.specialistValue.park).toBe(4);
    expect(t.specialistOwner.park).toBe(0);
    expect(t.discard).toEqual(expect.arrayContaining([front, hand]));
    expect(t.players[0].front).toEqual([]);
    expect(t.pending).toEqual({ kind: 'bonus' });
    const drawn = act(t, 0, { type: 'take', from: 'projects' }).state;
    expect(drawn.players[0].projects).toHaveLength(1);
    expect(invariantProblems(drawn)).toEqual([]);
  });
});

describe('Submit: Morgan submits at 39 VP', () => {
  test('he pays 3 VP and drops to 36', () => {
    const s = fresh(4, 'morgan');
    s.players[0].score = 39;
    s.players[0].ledger.specialists = 39;
    moveTo(s, s.players[0].projects, [CONTENT.projects[0].id]);
    const t = act(s, 0, { type: 'submit', project: CONTENT.projects[0].id }).state;
    expect(t.players[0].score).toBe(36);
    expect(t.players[0].submitted).toEqual([CONTENT.projects[0].id]);
    expect(t.players[0].ledger.submit).toBe(-3);
  });
});

describe('Specialists: Dallas holds the Banker and the Doctor', () => {
  test('with 6 renewed banks and 2 renewed hospitals he scores 6 + 2 = 8 at the end of his turn', () => {
    const s = fresh(4, 'dallas');
    // Renew every bank and two hospitals; nothing else.
    clearBoard(s);
    const banks = s.board.map((q, i) => (CONTENT.tile[q.tile].type === 'bank' ? i : -1)).filter((i) => i >= 0);
    const hospitals = s.board
      .map((q, i) => (CONTENT.tile[q.tile].type === 'hospital' ? i : -1))
      .filter((i) => i >= 0)
      .slice(0, 2);
    renewSquares(s, [...banks, ...hospitals]);
    expect(s.buildingValue).toMatchObject({ bank: 6, hospital: 2 });
    s.specialistOwner.bank = 0;
    s.specialistOwner.hospital = 0;
    s.turn.actionsLeft = 1;
    const after1 = act(s, 0, { type: 'take', from: 'resources' }).state;
    expect(after1.players[0].score).toBe(0);
    const r = act(after1, 0, { type: 'take', from: 'resources' });
    expect(r.state.players[0].score).toBe(8);
    expect(r.state.players[0].ledger.specialists).toBe(8);
    expect(r.log.map((l) => l.text)).toContain('{s0} scored 8 VP for specialists (Banker 6, Doctor 2).');
    expect(r.state.turn.active).toBe(1);
    expect(r.barrier).toBe(true);
  });
});

describe('Project examples', () => {
  const byKind = (pred: (p: (typeof CONTENT.projects)[number]) => boolean) => {
    const p = CONTENT.projects.find((x) => pred(x) && x.provenance === 'rulebook');
    if (!p) throw new Error('missing rulebook project');
    return p;
  };

  test('Alex: the NW neighbourhood with 5 renewed buildings scores 5 x 4 = 20', () => {
    const s = fresh(2, 'alex');
    const nw = CONTENT.districts
      .map((d, i) => (d === 'NW' ? i : -1))
      .filter((i) => i >= 0)
      .slice(0, 5);
    renewSquares(s, nw);
    expect(
      projectPoints(
        s,
        byKind((p) => p.kind === 'district' && p.district === 'NW'),
      ),
    ).toBe(20);
  });

  test('Coleman: the factory project with 4 renewed factories scores 4 x 6 = 24', () => {
    const s = fresh(2, 'coleman');
    clearBoard(s);
    const factories = s.board
      .map((q, i) => (CONTENT.tile[q.tile].type === 'factory' ? i : -1))
      .filter((i) => i >= 0)
      .slice(0, 4);
    renewSquares(s, factories);
    recount(s);
    expect(
      projectPoints(
        s,
        byKind((p) => p.kind === 'building' && p.type === 'factory'),
      ),
    ).toBe(24);
  });

  test('Chuck: the Doctor project with the Doctor at 6 scores 5 x 6 = 30', () => {
    const s = fresh(2, 'chuck');
    s.specialistValue.hospital = 6;
    expect(
      projectPoints(
        s,
        byKind((p) => p.kind === 'specialist' && p.specialist === 'hospital'),
      ),
    ).toBe(30);
  });

  test('Dan: the Banker / Small Business Owner project at 9 and 2 scores (9 + 2) x 3 = 33', () => {
    const s = fresh(2, 'dan');
    s.specialistValue.bank = 9;
    s.specialistValue.business = 2;
    expect(
      projectPoints(
        s,
        byKind((p) => p.kind === 'pair' && p.specialists.includes('bank') && p.specialists.includes('business')),
      ),
    ).toBe(33);
  });
});
