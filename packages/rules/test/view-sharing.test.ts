import { playRandomGame, urbanSprawl } from '../src';
import type { Viewer } from '../src/game';
import type { UsState } from '../src/urban-sprawl/state';
import type { UsView } from '../src/urban-sprawl/view';

/**
 * Views reuse the state's own parts and remember what they derive per source
 * object (view.ts). A view must still say exactly what a view of an unshared
 * copy of the same state says, at every step, or a remembered part went stale.
 */
describe('views that share parts with the state', () => {
  test.each([2, 4])("%i players: every step's view equals the view of a deep copy of the state", (players) => {
    let steps = 0;
    let shared = 0;
    let previous: ReturnType<typeof urbanSprawl.view> | null = null;
    playRandomGame(urbanSprawl, {
      seed: `view-sharing-${players}`,
      seats: players,
      options: {},
      onStep: (state: UsState) => {
        const v = urbanSprawl.view(state, { kind: 'seat', seat: 0 });
        expect(v).toEqual(urbanSprawl.view(structuredClone(state), { kind: 'seat', seat: 0 }));
        if (previous !== null && previous.buildings === v.buildings) shared++;
        previous = v;
        steps++;
      },
    });
    expect(steps).toBeGreaterThan(100);
    // The point of sharing: most moves leave the city, hence the building list, as it was.
    expect(shared).toBeGreaterThan(steps / 2);
  });
});

/**
 * The server builds one view and one patch per audience (GameModule.audience)
 * and sends that patch to every viewer in it. That is only right if each
 * viewer's own view equals its audience's in everything but `viewer`.
 */
describe('audiences', () => {
  const viewers = (players: number): Viewer[] => [
    ...Array.from({ length: players }, (_, seat) => ({ kind: 'seat' as const, seat })),
    { kind: 'spectator' },
    { kind: 'omniscient' },
  ];
  const withoutViewer = ({ viewer: _viewer, ...rest }: UsView) => rest;

  test.each([2, 3, 4])(
    "%i players: every viewer's view equals its audience's but for the viewer member, at every step",
    (players) => {
      let steps = 0;
      playRandomGame(urbanSprawl, {
        seed: `audience-${players}`,
        seats: players,
        options: {},
        onStep: (state: UsState) => {
          for (const viewer of viewers(players)) {
            const own = urbanSprawl.view(state, viewer);
            expect(own.viewer).toEqual(viewer);
            expect(withoutViewer(own)).toEqual(withoutViewer(urbanSprawl.view(state, urbanSprawl.audience(viewer))));
          }
          steps++;
        },
      });
      expect(steps).toBeGreaterThan(100);
    },
  );

  test('seats and spectators share one audience; the omniscient viewer, who sees the decks, has its own', () => {
    const key = (v: Viewer) => JSON.stringify(urbanSprawl.audience(v));
    expect(new Set(viewers(4).slice(0, 5).map(key)).size).toBe(1);
    expect(key({ kind: 'omniscient' })).not.toBe(key({ kind: 'spectator' }));
  });
});

/**
 * apply copies the small parts of a state before the move works on them,
 * then puts back every part the move left as it was (clone-state.ts,
 * reshare), so that successive states share them. Whoever compares states
 * by identity relies on that: a part that is equal in content must be the
 * very same object, and a shared part must never be a changed one.
 */
describe('states that share what a move left unchanged', () => {
  const parts = (s: UsState): Record<string, unknown> => ({
    rng: s.rng,
    board: s.board,
    lots: s.board.lots,
    buildings: s.board.buildings,
    markers: s.board.markers,
    players: s.players,
    ...Object.fromEntries(s.players.map((p, i) => [`player ${i}`, p])),
    planning: s.planning,
    planningBoxes: s.planning.boxes,
    contracts: s.contracts,
    contractBoxes: s.contracts.boxes,
    tops: s.contracts.tops,
    open: s.contracts.open,
    turn: s.turn,
    tasks: s.tasks,
  });

  test.each([2, 4])(
    '%i players: after every move, each part is the earlier object exactly when its content is unchanged',
    (players) => {
      let before: UsState | null = null;
      let sharedPlayers = 0;
      let steps = 0;
      playRandomGame(urbanSprawl, {
        seed: `reshare-${players}`,
        seats: players,
        options: {},
        onStep: (state: UsState) => {
          if (before !== null) {
            const was = parts(before);
            for (const [name, part] of Object.entries(parts(state))) {
              if (!(name in was)) continue;
              const same = JSON.stringify(part) === JSON.stringify(was[name]);
              expect({ name, shared: part === was[name] }).toEqual({ name, shared: same });
            }
            if (state.players === before.players) sharedPlayers++;
          }
          before = state;
          steps++;
        },
      });
      expect(steps).toBeGreaterThan(100);
      expect(sharedPlayers).toBeGreaterThan(0);
    },
  );
});
