import { playRandomGame, urbania } from '../src';
import type { Viewer } from '../src';
import { leakProblems, strings } from '../src/urbania/leaks';
import type { UrState } from '../src/urbania/state';

describe('Urbania views hide hands, submitted projects, piles and the generator', () => {
  test.each([2, 3, 4, 5])('%i players: no seat or spectator view holds a card hidden from it', (players) => {
    for (let g = 0; g < 10; g++) {
      playRandomGame(urbania, {
        seed: `ur-leak-${players}-${g}`,
        seats: players,
        options: {},
        onStep: (state: UrState, _seat, action, { log }) => {
          const problems = leakProblems(state);
          if (problems.length > 0) throw new Error(problems.join('; '));
          for (const viewer of [{ kind: 'spectator' }, { kind: 'seat', seat: 0 }] as Viewer[]) {
            const text = JSON.stringify(urbania.view(state, viewer));
            expect(text).not.toContain('rng');
            expect(text).not.toContain(`${state.rng[0]}`);
          }
          // A blind draw's log line says where from, never what.
          if (action.type === 'take' && action.from !== 'pool') {
            const hidden = new Set([...state.players.flatMap((p) => [...p.hand, ...p.projects])]);
            for (const line of log) for (const id of hidden) expect(line.text.includes(id)).toBe(false);
            expect(log.some((l) => /drew a card from the (resource|project) pile\.$/.test(l.text))).toBe(true);
          }
        },
      });
    }
  });

  test('a seat sees its own hand, projects and submissions; others see counts; submissions show at the end', () => {
    const { final } = playRandomGame(urbania, { seed: 'ur-own', seats: 3, options: {} });
    const mid = urbania.setup({ seed: 'ur-own', seats: 3, options: {} });
    mid.players[1].projects = mid.projectPile.splice(-2, 2);
    mid.players[1].submitted = mid.projectPile.splice(-1, 1);
    const own = urbania.view(mid, { kind: 'seat', seat: 1 }).players[1];
    expect(own.hand).toEqual(mid.players[1].hand);
    expect(own.projects).toEqual(mid.players[1].projects);
    expect(own.submitted).toEqual(mid.players[1].submitted);
    const other = urbania.view(mid, { kind: 'seat', seat: 0 }).players[1];
    expect(other).toMatchObject({ handCount: 5, projectCount: 2, submittedCount: 1 });
    expect(other.hand).toBeUndefined();
    expect(other.projects).toBeUndefined();
    expect(other.submitted).toBeUndefined();
    const spectator = urbania.view(mid, { kind: 'spectator' });
    expect(spectator.players.every((p) => p.hand === undefined && p.projects === undefined)).toBe(true);
    expect(spectator.piles).toBeUndefined();
    const atEnd = urbania.view(final, { kind: 'spectator' });
    atEnd.players.forEach((p, seat) => expect(p.submitted).toEqual(final.players[seat].submitted));
  });

  test('only the omniscient view shows the piles, in order', () => {
    const s = urbania.setup({ seed: 'ur-omni', seats: 2, options: {} });
    const omni = urbania.view(s, { kind: 'omniscient' });
    expect(omni.piles).toEqual({ resources: s.resourcePile, projects: s.projectPile });
    expect(omni.players[1].hand).toEqual(s.players[1].hand);
    expect(strings(urbania.view(s, { kind: 'seat', seat: 0 }), new Set()).has(s.resourcePile[0])).toBe(false);
  });

  test('a card being picked for a payment is visible to its owner only', () => {
    let s = urbania.setup({ seed: 'ur-pick', seats: 2, options: {} });
    for (let i = 0; i < 400; i++) {
      const seat = s.turn.active;
      const legal = urbania.legalActions(s, seat);
      const start = legal.find((a) => a.type === 'renew' || a.type === 'hire') ?? legal[0];
      s = (urbania.apply(s, seat, start) as { state: UrState }).state;
      const p = s.pending;
      if (p && (p.kind === 'renew' || p.kind === 'hire')) {
        const pickA = urbania.legalActions(s, seat)[0];
        const t = (urbania.apply(s, seat, pickA) as { state: UrState }).state;
        if (t.pending?.kind === p.kind) {
          const mine = urbania.view(t, { kind: 'seat', seat }).pending;
          const theirs = urbania.view(t, { kind: 'seat', seat: 1 - seat }).pending;
          expect(mine).toHaveProperty('picked');
          expect(theirs).not.toHaveProperty('picked');
          return;
        }
      }
    }
    throw new Error('no two-card payment came up');
  });

  test('every seat is its own audience', () => {
    for (const v of [{ kind: 'seat', seat: 2 }, { kind: 'spectator' }, { kind: 'omniscient' }] as Viewer[])
      expect(urbania.audience(v)).toEqual(v);
  });
});
