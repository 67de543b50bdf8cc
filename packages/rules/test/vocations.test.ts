import { urbanSprawl } from '../src';
import type { UsState } from '../src/urban-sprawl/state';
import { run } from '../src/urban-sprawl/flow/run';
import { ctxOf, emptyCity } from './fixtures';

/** Queues a FACTORY vocation as if `seat` had just built a FACTORY-x contract, and runs the engine. */
function builtFactory(s: UsState, seat: number, value: number): UsState {
  s.turn.active = seat;
  s.tasks.unshift({ t: 'acquireVocation', vocation: 'FACTORY', value });
  run(ctxOf(s));
  return s;
}

const answer = (s: UsState, seat: number, prestige: number) => {
  const r = urbanSprawl.apply(s, seat, { type: 'splitVocation', prestige });
  if (!r.ok) throw new Error(r.message);
  return r.state;
};

describe('vocations (rulebook example: Alex and Sydney)', () => {
  test('each owner scores X per marker, as wealth or prestige, marker by marker', () => {
    const ALEX = 0;
    const SYDNEY = 1;
    let s = emptyCity(2);
    s = builtFactory(s, ALEX, 2);
    expect(s.players[ALEX].vocations).toEqual(['FACTORY']);
    expect(urbanSprawl.prompts(s).map((p) => p.seat)).toEqual([ALEX]);
    s = answer(s, ALEX, 1); // 2 prestige
    expect(s.players[ALEX].prestige).toBe(2);

    s = builtFactory(s, SYDNEY, 1);
    expect(
      urbanSprawl
        .prompts(s)
        .map((p) => p.seat)
        .sort(),
    ).toEqual([ALEX, SYDNEY]);
    // Sydney's prompt reaches only Sydney; Alex answers off-turn.
    expect(urbanSprawl.apply(s, ALEX, { type: 'splitVocation', prestige: 2 })).toMatchObject({
      ok: false,
      code: 'invalid_answer',
    });
    s = answer(s, ALEX, 0);
    s = answer(s, SYDNEY, 1);
    expect(s.players[ALEX].prestige).toBe(2);
    expect(s.players[SYDNEY].prestige).toBe(1);

    const wealthBefore = s.players[ALEX].wealth;
    s = builtFactory(s, ALEX, 4);
    const alexPrompt = urbanSprawl.prompts(s).find((p) => p.seat === ALEX)!;
    expect(alexPrompt.options).toEqual([0, 1, 2].map((k) => ({ type: 'splitVocation', prestige: k })));
    s = answer(s, ALEX, 1); // 4 prestige and 4 wealth
    s = answer(s, SYDNEY, 0);
    expect(s.players[ALEX].prestige).toBe(6);
    expect(s.players[ALEX].wealth - wealthBefore).toBe(4);
  });

  test('the Police Chief takes both wealth and prestige without a prompt', () => {
    let s = emptyCity(2);
    s.politiciansInPlay = true;
    s.offices.policeChief = 0;
    s = builtFactory(s, 0, 3);
    expect(urbanSprawl.prompts(s)).toEqual([]);
    expect(s.players[0].prestige).toBe(3);
  });

  test("an opponent's marker is taken only when the supply has none", () => {
    let s = emptyCity(3);
    s.vocationSupply.FACTORY = 0;
    s.players[1].vocations = ['FACTORY'];
    s.players[2].vocations = ['FACTORY'];
    s = builtFactory(s, 0, 1);
    expect(urbanSprawl.prompts(s)[0]).toMatchObject({ seat: 0, kind: 'vocationSteal' });
    const r = urbanSprawl.apply(s, 0, { type: 'stealVocation', from: 2 });
    if (!r.ok) throw new Error(r.message);
    expect(r.state.players[2].vocations).toEqual([]);
    expect(r.state.players[0].vocations).toEqual(['FACTORY']);
  });
});
