import { games, playRandomGame, seedRng, type AnyGame, type GameModule } from '../src';

/**
 * The contract every registered game keeps, run once per game: a new game
 * added to the registry is checked here without a line of test of its own.
 */
const matrix = Object.entries(games).map(([id, game]) => [id, game as AnyGame] as const);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}

const seatCounts = (game: AnyGame) =>
  Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i);

describe.each(matrix)('%s', (id, game) => {
  test('describes itself: id, title, seat bounds, options form matching the schema', () => {
    expect(game.id).toBe(id);
    expect(game.title.trim()).not.toBe('');
    expect(game.minSeats).toBeGreaterThanOrEqual(1);
    expect(game.maxSeats).toBeGreaterThanOrEqual(game.minSeats);
    // {} gives the standard game, and its values are the form's defaults.
    const defaults = game.optionsSchema.parse({});
    expect(defaults).toEqual(Object.fromEntries(game.optionsForm.map((f) => [f.key, f.default])));
    for (const field of game.optionsForm) {
      expect(field.label.trim()).not.toBe('');
      expect(field.choices.map((c) => c.value)).toContain(field.default);
      for (const choice of field.choices) {
        expect(choice.label.trim()).not.toBe('');
        expect(game.optionsSchema.parse({ [field.key]: choice.value })).toEqual({
          ...(defaults as object),
          [field.key]: choice.value,
        });
      }
      expect(game.optionsSchema.safeParse({ [field.key]: '__not_a_choice__' }).success).toBe(false);
    }
    expect(game.optionsSchema.safeParse({ __unknown__: 1 }).success).toBe(false);
    expect(new Set(game.summarySeries.map((s) => s.key)).size).toBe(game.summarySeries.length);
    expect(
      JSON.parse(JSON.stringify({ form: game.optionsForm, series: game.summarySeries, scoring: game.scoring })),
    ).toEqual({ form: game.optionsForm, series: game.summarySeries, scoring: game.scoring });
  });

  test.each(seatCounts(game))('sets up %i seats: plain JSON, someone to act, legal moves for them', (seats) => {
    const state = game.setup({ seed: `setup-${seats}`, seats, options: game.optionsSchema.parse({}) });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(game.outcome(state)).toBeNull();
    const toAct = game.seatsToAct(state);
    expect(toAct.length).toBeGreaterThan(0);
    for (const seat of toAct) {
      expect(seat).toBeGreaterThanOrEqual(0);
      expect(seat).toBeLessThan(seats);
      expect(game.legalActions(state, seat).length).toBeGreaterThan(0);
    }
    expect(game.summary(state).scores).toHaveLength(seats);
  });

  test.each(seatCounts(game))(
    '%i seats: random games end, with a summary of every series at every step, and nothing to do for seats not waited for',
    (seats) => {
      for (let g = 0; g < 2; g++) {
        const check = (state: unknown) => {
          const summary = game.summary(state);
          expect(summary.scores).toHaveLength(seats);
          for (const row of summary.scores)
            for (const s of game.summarySeries) expect(Number.isFinite(row[s.key])).toBe(true);
          expect(summary.waitingFor).toEqual(game.seatsToAct(state));
          // A seat the game does not wait for has nothing to do (servers skip its legal list) and owes no prompt.
          const toAct = new Set(game.seatsToAct(state));
          for (let seat = 0; seat < seats; seat++) {
            if (toAct.has(seat)) continue;
            expect(game.legalActions(state, seat)).toEqual([]);
            expect(game.prompts(state).filter((p) => p.seat === seat)).toEqual([]);
          }
        };
        const report = playRandomGame(game as GameModule<unknown, { type: string }, unknown, unknown>, {
          seed: `contract-${id}-${seats}-${g}`,
          seats,
          options: {},
          onStep: check,
        });
        const outcome = game.outcome(report.final);
        expect(outcome).not.toBeNull();
        expect(outcome!.standings.map((s) => s.seat).sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
        expect(outcome!.winners.length).toBeGreaterThan(0);
        for (const w of outcome!.winners) expect(outcome!.standings.find((s) => s.seat === w)!.rank).toBe(1);
        expect(game.seatsToAct(report.final)).toEqual([]);
        expect(game.summary(report.final).waitingFor).toEqual([]);
      }
    },
  );

  test('refuses garbage with a stable code and a sentence, changing nothing', () => {
    const state = deepFreeze(
      game.setup({ seed: 'garbage', seats: game.minSeats, options: game.optionsSchema.parse({}) }),
    );
    const seat = game.seatsToAct(state)[0];
    const legal = game.legalActions(state, seat)[0];
    const junk: [number, unknown][] = [
      [seat, null],
      [seat, 42],
      [seat, 'bid'],
      [seat, {}],
      [seat, { type: 'no-such-move' }],
      [seat, { type: 'x'.repeat(5000) }],
      [seat, [legal]],
      [seat, { ...(legal as object), extra: true }],
      [99, legal],
      [-1, legal],
      [0.5, legal],
    ];
    for (const [who, action] of junk) {
      const result = game.apply(state, who, action);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.code).toMatch(/^[a-z_]+$/);
      expect(result.message).toMatch(/^[A-Z].*[.!]$/);
    }
  });

  test('apply is pure and games are determined by their seed', () => {
    // Deep-frozen inputs: any write to a given state throws.
    const frozenApply: AnyGame['apply'] = (state, seat, action) => game.apply(deepFreeze(state), seat, action);
    const play = (seed: string) =>
      playRandomGame({ ...game, apply: frozenApply } as GameModule<unknown, { type: string }, unknown, unknown>, {
        seed,
        seats: game.maxSeats,
        options: {},
      });
    const a = play('same-seed');
    const b = play('same-seed');
    expect(JSON.stringify(b.final)).toBe(JSON.stringify(a.final));
    expect(b.actions).toBe(a.actions);
    expect(JSON.stringify(play('other-seed').final)).not.toBe(JSON.stringify(a.final));
  });

  test('its bot, if any, picks a legal move and finishes games', () => {
    if (!game.botAction) return;
    const rng = seedRng(`bots-${id}`);
    let state = game.setup({ seed: 'bots', seats: game.maxSeats, options: game.optionsSchema.parse({}) });
    for (let moves = 0; game.outcome(state) === null; moves++) {
      if (moves > 20000) throw new Error('bots did not finish');
      const seat = game.seatsToAct(state)[0];
      const legal = game.legalActions(state, seat);
      const action = game.botAction(state, seat, legal, rng);
      expect(legal).toContainEqual(action);
      const result = game.apply(state, seat, action);
      if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
      state = result.state;
    }
  });
});
