import { playRandomGame, urbanSprawl } from '../src';
import { allBlockValues } from '../src/urban-sprawl/values';
import { SiteSurvey } from '../src/urban-sprawl/moves/site-survey';
import { placementProblem } from '../src/urban-sprawl/moves/placement';
import { contractorHolder } from '../src/urban-sprawl/queries';
import { footprintsInBlock } from '../src/urban-sprawl/board';
import { CARDS, card } from '../src/urban-sprawl/catalog';
import type { ContractCard } from '../src/urban-sprawl/content/schema';
import type { UsState } from '../src/urban-sprawl/state';

/** Every site the survey lists for the contract on vacant lots, cheapest first, with what it knows of each. */
function vacantSites(survey: SiteSurvey, c: ContractCard): { lots: number[]; block: number; mask: number }[] {
  const sites: { lots: number[]; block: number; mask: number }[] = [];
  survey.eachVacantSite(c, Infinity, (lots, block, mask) => sites.push({ lots, block, mask }));
  return sites;
}

/** Every site the survey lists for the contract by demolishing, cheapest first. */
function demolitionSites(
  survey: SiteSurvey,
  c: ContractCard,
  seat: number,
  demolishBy: 'contractor' | 'renewal',
  contractor: number | null,
): { lots: number[]; occupants: number[]; block: number; mask: number }[] {
  const sites: { lots: number[]; occupants: number[]; block: number; mask: number }[] = [];
  survey.eachDemolitionSite(c, seat, demolishBy, contractor, Infinity, (lots, occupants, block, mask) =>
    sites.push({ lots, occupants, block, mask }),
  );
  return sites;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

test('apply never mutates the state it is given (moves applied to deep-frozen states)', () => {
  const frozenApply: typeof urbanSprawl.apply = (state, seat, action) =>
    urbanSprawl.apply(deepFreeze(state), seat, action);
  for (let g = 0; g < 5; g++) {
    playRandomGame({ ...urbanSprawl, apply: frozenApply }, { seed: `frozen-${g}`, seats: 2 + (g % 3), options: {} });
  }
});

test('whole games leave the shared footprint table unchanged', () => {
  const table = () =>
    JSON.stringify(
      Array.from({ length: 36 }, (_, block) => [1, 2, 3, 4].map((size) => footprintsInBlock(block, size))),
    );
  const before = table();
  for (let g = 0; g < 3; g++) playRandomGame(urbanSprawl, { seed: `table-${g}`, seats: 4, options: {} });
  expect(table()).toBe(before);
});

test('the fast site survey agrees with the full placement check on vacant footprints', () => {
  const contracts = Object.keys(CARDS.byId)
    .map(card)
    .filter((c): c is ContractCard => c.kind === 'contract');
  let checked = 0;
  let states = 0;
  playRandomGame(urbanSprawl, {
    seed: 'survey',
    seats: 4,
    options: {},
    onStep: (s: UsState) => {
      if (states++ % 25 !== 0) return;
      const values = allBlockValues(s);
      const survey = new SiteSurvey(s, values);
      for (const c of contracts) {
        const fast = new Set(vacantSites(survey, c).map((site) => site.lots.join(',')));
        for (let block = 0; block < 36; block++) {
          for (const lots of footprintsInBlock(block, c.size)) {
            if (lots.some((l) => s.board.lots[l] !== null)) continue;
            const full = placementProblem(s, 0, c, { lots, demolish: [], demolishBy: null }, values) === null;
            expect(fast.has(lots.join(','))).toBe(full);
            checked++;
          }
        }
      }
    },
  });
  expect(checked).toBeGreaterThan(10000);
});

test('the fast site survey agrees with the full placement check on footprints that demolish', () => {
  const contracts = Object.keys(CARDS.byId)
    .map(card)
    .filter((c): c is ContractCard => c.kind === 'contract');
  let checked = 0;
  let legal = 0;
  let states = 0;
  playRandomGame(urbanSprawl, {
    seed: 'survey-demolition',
    seats: 3,
    options: {},
    onStep: (s: UsState) => {
      if (states++ % 40 !== 0) return;
      const values = allBlockValues(s);
      const survey = new SiteSurvey(s, values);
      for (const c of contracts) {
        for (const demolishBy of ['contractor', 'renewal'] as const) {
          const seat = states % s.players.length;
          const fast = new Set(
            demolitionSites(survey, c, seat, demolishBy, contractorHolder(s)).map(
              (site) => `${site.lots}|${site.occupants}`,
            ),
          );
          for (let block = 0; block < 36; block++) {
            for (const lots of footprintsInBlock(block, c.size)) {
              const occupants = [
                ...new Set(lots.map((l) => s.board.lots[l]).filter((id): id is number => id !== null)),
              ];
              if (occupants.length === 0) continue;
              const full = placementProblem(s, seat, c, { lots, demolish: occupants, demolishBy }, values) === null;
              expect(fast.has(`${lots}|${occupants}`)).toBe(full);
              checked++;
              if (full) legal++;
            }
          }
        }
      }
    },
  });
  expect(checked).toBeGreaterThan(10000);
  expect(legal).toBeGreaterThan(100);
});

test('a survey derived from an earlier one lists exactly what a fresh survey lists', () => {
  const contracts = Object.keys(CARDS.byId)
    .map(card)
    .filter((c): c is ContractCard => c.kind === 'contract');
  const statesOf = (seed: string, seats: number): UsState[] => {
    const states: UsState[] = [];
    playRandomGame(urbanSprawl, { seed, seats, options: {}, onStep: (s: UsState) => states.push(s) });
    return states;
  };
  const a = statesOf('derived-a', 4);
  const b = statesOf('derived-b', 3);
  // One match step by step, then two matches interleaved (as a server serving both would survey them).
  const interleaved = a.flatMap((s, i) => (i < b.length ? [s, b[i]] : [s]));
  const listed = (survey: SiteSurvey, s: UsState) =>
    contracts
      .map((c) =>
        [
          vacantSites(survey, c)
            .map((site) => `${site.lots}@${survey.values[site.block]}/${site.mask}`)
            .join(' '),
          ...[0, 1, 2].map((seat) =>
            demolitionSites(survey, c, seat, seat === 0 ? 'contractor' : 'renewal', contractorHolder(s))
              .map((site) => `${site.lots}|${site.occupants}@${survey.values[site.block]}/${site.mask}`)
              .join(' '),
          ),
        ].join('\n'),
      )
      .join('\n');
  let compared = 0;
  for (const states of [a, interleaved]) {
    let previous: SiteSurvey | undefined;
    states.forEach((s, i) => {
      const derived = new SiteSurvey(s, allBlockValues(s), previous);
      previous = derived;
      // Comparing every tenth state keeps the test quick; every state is still derived from the one before.
      if (i % 10 !== 0) return;
      expect(listed(derived, s)).toBe(listed(new SiteSurvey(s, allBlockValues(s)), s));
      compared++;
    });
  }
  expect(compared).toBeGreaterThan(150);
});

test('legal moves listed with a match memo are the ones listed without it, also with matches interleaved', () => {
  const statesOf = (seed: string, seats: number): UsState[] => {
    const states: UsState[] = [];
    playRandomGame(urbanSprawl, { seed, seats, options: {}, onStep: (s: UsState) => states.push(s) });
    return states;
  };
  const games = [statesOf('memo-a', 4), statesOf('memo-b', 3), statesOf('memo-c', 2)];
  const memos = games.map(() => ({}));
  let compared = 0;
  let builds = 0;
  const longest = Math.max(...games.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    games.forEach((states, g) => {
      const s = states[i];
      if (!s) return;
      for (const seat of urbanSprawl.seatsToAct(s)) {
        const withMemo = urbanSprawl.legalActions(s, seat, memos[g]);
        expect(withMemo).toEqual(urbanSprawl.legalActions(s, seat));
        builds += withMemo.filter((a) => a.type === 'build').length;
        compared++;
      }
    });
  }
  expect(compared).toBeGreaterThan(1000);
  // The memo holds the city survey, which only build moves use: make sure they were compared.
  expect(builds).toBeGreaterThan(1000);
});
