// The packages publish chosen entry points (`exports` in package.json): the
// platform's contract, and a table kit per game for browsers. Internals are
// not importable, so a table cannot start to depend on the engine's insides.
// @ts-expect-error: the engine's internals are not an entry point
import type { UsState } from '@sprawl/rules/src/urban-sprawl/state';
import { CARDS } from '@sprawl/rules/urban-sprawl/table';
import { CONTENT } from '@sprawl/rules/urbania/table';
import { games } from '@sprawl/rules';

type Unused = UsState;

describe('entry points', () => {
  it('serves the contract and each table kit', () => {
    expect(Object.keys(games)).toEqual(expect.arrayContaining(['urban-sprawl', 'urbania']));
    expect(Object.keys(CARDS.byId).length).toBeGreaterThan(0);
    expect(CONTENT.projects.length).toBeGreaterThan(0);
  });

  it.each(['@sprawl/rules/src/urban-sprawl/state', '@sprawl/protocol/src/http', '@sprawl/client/src/index'])(
    'refuses the deep import %s',
    (path) => {
      expect(() => require.resolve(path)).toThrow();
    },
  );
});

export type { Unused };
