import { forkBodySchema, replayFileSchema, replayStepsReplySchema } from '../src';

const file = {
  format: 'sprawl-replay',
  formatVersion: 1,
  game: 'urban-sprawl',
  rulesVersion: '1.0.0',
  options: { variant: 'short' },
  seats: [
    { name: 'Ana', bot: false },
    { name: 'Bot 2', bot: true },
  ],
  seed: 'abc',
  actions: [
    { seq: 1, seat: 0, kind: 'move', payload: { type: 'endTurn' } },
    { seq: 2, seat: 0, kind: 'undo', payload: null },
  ],
  hashes: ['a'.repeat(64), 'b'.repeat(64), 'a'.repeat(64)],
};

describe('replay schemas', () => {
  test('a version 1 replay file passes; other formats, versions, hashes and extra fields do not', () => {
    expect(replayFileSchema.parse(file)).toEqual(file);
    for (const bad of [
      { ...file, format: 'other' },
      { ...file, formatVersion: 2 },
      { ...file, hashes: ['A'.repeat(64)] },
      { ...file, hashes: [] },
      { ...file, seats: [{ name: '', bot: false }] },
      { ...file, actions: [{ seq: 0, seat: 0, kind: 'move', payload: null }] },
      { ...file, actions: [{ seq: 1, seat: 0, kind: 'pass', payload: null }] },
      { ...file, extra: 1 },
    ])
      expect(replayFileSchema.safeParse(bad).success).toBe(false);
  });

  test('fork bodies and step lists', () => {
    expect(forkBodySchema.parse({ step: 4, seats: 'new' })).toEqual({ step: 4, seats: 'new' });
    expect(forkBodySchema.safeParse({ step: -1, seats: 'same' }).success).toBe(false);
    expect(forkBodySchema.safeParse({ step: 1, seats: 'all' }).success).toBe(false);
    const steps = {
      matchId: 'm',
      game: 'urban-sprawl',
      status: 'finished',
      rulesVersion: '1.0.0',
      reproducible: true,
      seats: ['Ana', 'Ben'],
      series: [
        { key: 'prestige', label: 'Prestige' },
        { key: 'wealth', label: 'Wealth' },
      ],
      steps: [
        {
          seq: 0,
          seat: -1,
          kind: 'start',
          at: '2026-01-01T00:00:00.000Z',
          log: [],
          turn: 1,
          activeSeat: 0,
          scores: [
            { wealth: 5, prestige: 0 },
            { wealth: 5, prestige: 0 },
          ],
        },
      ],
    };
    // A reply without chat (an older server) reads as one with no lines.
    expect(replayStepsReplySchema.parse(steps)).toEqual({ ...steps, chat: [] });
    expect(replayStepsReplySchema.safeParse({ ...steps, reproducible: undefined }).success).toBe(false);
  });
});
