import { urbanSprawl } from '../src';
import { effectTasks } from '../src/urban-sprawl/flow/effects';
import { run } from '../src/urban-sprawl/flow/run';
import type { Effect } from '../src/urban-sprawl/content/schema';
import type { UsState } from '../src/urban-sprawl/state';
import { ctxOf, emptyCity, lotsIn, put } from './fixtures';

function fire(s: UsState, effects: Effect[], actor = 0, anchor: number | null = null): UsState {
  s.tasks.unshift(...effectTasks(effects, actor, { card: 'P37', anchor }));
  run(ctxOf(s));
  return s;
}
function answer(s: UsState, seat: number, action: unknown): UsState {
  const r = urbanSprawl.apply(s, seat, action);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe('decisions inside card effects', () => {
  test('short payments: a mandatory loss takes what there is', () => {
    const s = emptyCity(2);
    s.players[1].wealth = 2;
    fire(s, [{ op: 'lose', who: 'everyone', wealth: 3 }]);
    expect(s.players[1].wealth).toBe(0);
  });

  test('an optional payment needs the full amount', () => {
    let s = emptyCity(2);
    put(s, 'RES', [lotsIn(6, 1).tr], 1);
    s.players[1].prestige = 2;
    fire(s, [{ op: 'keepOrLose', select: 'leastValuable', filter: {}, prestige: 3, otherwise: 'demolish' }]);
    expect(urbanSprawl.prompts(s)[0].options).toEqual([{ type: 'decide', accept: false }]);
    expect(urbanSprawl.apply(s, 1, { type: 'decide', accept: true })).toMatchObject({ ok: false, code: 'cannot_pay' });
    s = answer(s, 1, { type: 'decide', accept: false });
    expect(s.board.buildings.filter(Boolean)).toHaveLength(0);
    expect(s.players[1].prestige).toBe(2);
  });

  test('the active player orders decisions owed by several players, who then decide one by one', () => {
    let s = emptyCity(3);
    put(s, 'RES', [lotsIn(1, 6).tr], 1);
    put(s, 'RES', [lotsIn(1, 5).tl], 2);
    fire(s, [{ op: 'loseBuildingOrPay', filter: { adjacentTo: 'water' }, wealth: 4 }]);
    expect(urbanSprawl.prompts(s)[0]).toMatchObject({ seat: 0, kind: 'chooseOrder' });
    s = answer(s, 0, { type: 'chooseOrder', order: [2, 1] });
    expect(urbanSprawl.prompts(s)[0]).toMatchObject({ seat: 2, kind: 'loseOrPay' });
    s = answer(s, 2, { type: 'decide', accept: true });
    expect(urbanSprawl.prompts(s)[0]).toMatchObject({ seat: 1, kind: 'loseOrPay' });
    const building = s.board.lots[lotsIn(1, 6).tr]!;
    s = answer(s, 1, { type: 'chooseBuilding', building });
    expect(s.board.buildings[building]).toBeNull();
    expect(s.players[2].wealth).toBe(
      urbanSprawl.setup({ seed: 'x', seats: 3, options: { variant: 'standard' } }).players[2].wealth - 4,
    );
    expect(s.pending).toBeNull();
  });

  test('an auction runs clockwise from the active player until one bidder is left', () => {
    let s = emptyCity(3);
    const id = put(s, 'COM', [lotsIn(3, 1).tl], 1);
    fire(s, [
      {
        op: 'keepOrLose',
        select: 'leastValuable',
        filter: { controller: 'controlled' },
        wealth: 9,
        otherwise: 'auction',
      },
    ]);
    s = answer(s, 1, { type: 'decide', accept: false });
    expect(s.board.buildings[id]?.owner).toBeNull();
    expect(urbanSprawl.prompts(s)[0]).toMatchObject({ seat: 0, kind: 'bid' });
    s = answer(s, 0, { type: 'bid', amount: 3 });
    expect(urbanSprawl.apply(s, 1, { type: 'bid', amount: 3 })).toMatchObject({ ok: false, code: 'bid_too_low' });
    s = answer(s, 1, { type: 'bid', amount: 5 });
    s = answer(s, 2, { type: 'pass' });
    expect(urbanSprawl.prompts(s)[0]).toMatchObject({ seat: 0, kind: 'bid' });
    const wealth = s.players[1].wealth;
    s = answer(s, 0, { type: 'pass' });
    expect(s.pending).toBeNull();
    expect(s.board.buildings[id]?.owner).toBe(1);
    expect(s.players[1].wealth).toBe(wealth - 5);
  });

  test('markers: the actor picks the marker and the vacant space; with all nine spaces taken nothing moves', () => {
    let s = emptyCity(2);
    fire(s, [{ op: 'placeMarker', kind: 'prestige' }]);
    expect(urbanSprawl.prompts(s)[0].options).toHaveLength(3 * 9);
    s = answer(s, 0, { type: 'placeMarker', marker: 'P6', space: 4 });
    expect(s.board.markers.P6).toBe(4);
    const full = emptyCity(2);
    (['W7', 'W8', 'W9', 'W10', 'W11', 'W12', 'P4', 'P5', 'P6'] as const).forEach((m, i) => (full.board.markers[m] = i));
    fire(full, [{ op: 'moveMarker', kind: 'any' }]);
    expect(full.pending).toBeNull();
  });

  test('an impossible part of an event is skipped and the rest performed', () => {
    const s = emptyCity(2);
    s.players[1].vocations = ['MEDIA'];
    fire(s, [
      { op: 'removeCube', chooser: { office: 'treasurer' }, filter: { zones: ['COM'] } },
      { op: 'gain', who: 'mediaOwner', wealth: 1, prestige: 1 },
    ]);
    expect(s.players[1].prestige).toBe(1);
  });
});
