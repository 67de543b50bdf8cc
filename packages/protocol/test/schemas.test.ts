import { clientMessageSchema, createRoomBody, joinRoomBody, PROTOCOL_VERSION, serverMessageSchema } from '../src';

describe('wire schemas', () => {
  test('client messages: the good ones pass, the rest are refused', () => {
    expect(
      clientMessageSchema.safeParse({
        type: 'hello',
        v: PROTOCOL_VERSION,
        roomId: 'r1',
        token: 't'.repeat(43),
        lastVersion: 3,
      }).success,
    ).toBe(true);
    expect(
      clientMessageSchema.safeParse({ type: 'action', clientSeq: 0, version: 0, action: { type: 'endTurn' } }).success,
    ).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'undo', clientSeq: 1, version: 4 }).success).toBe(true);
    for (const bad of [
      { type: 'hello', v: PROTOCOL_VERSION + 1, roomId: 'r1' },
      { type: 'action', clientSeq: -1, version: 0, action: {} },
      { type: 'action', clientSeq: 1.5, version: 0, action: {} },
      { type: 'undo', clientSeq: 1 },
      { type: 'resync', extra: 1 },
      { type: 'nope' },
    ])
      expect(clientMessageSchema.safeParse(bad).success).toBe(false);
  });

  test("HTTP bodies: a game id, a seat count, options as data, names (each game's own bounds are the server's to check)", () => {
    expect(createRoomBody.parse({ game: 'urbania', seats: 5, name: ' Ana ' })).toEqual({
      game: 'urbania',
      seats: 5,
      options: {},
      name: 'Ana',
      turnClockSeconds: null,
      pace: { kind: 'live' },
      // Not a learning table unless asked (issue 53).
      learning: false,
    });
    // The turn clock: a whole number of seconds within its bounds, or none.
    expect(createRoomBody.safeParse({ game: 'urbania', seats: 5, name: 'Ana', turnClockSeconds: 59 }).success).toBe(
      false,
    );
    expect(
      createRoomBody.safeParse({ game: 'urbania', seats: 5, name: 'Ana', turnClockSeconds: 2 ** 53 }).success,
    ).toBe(false);
    expect(createRoomBody.safeParse({ game: 'urbania', seats: 5, name: 'Ana', turnClockSeconds: 600.5 }).success).toBe(
      false,
    );
    expect(
      createRoomBody.parse({ game: 'urbania', seats: 5, name: 'Ana', turnClockSeconds: 600 }).turnClockSeconds,
    ).toBe(600);
    expect(
      createRoomBody.parse({ game: 'urban-sprawl', seats: 3, options: { variant: 'short' }, name: 'Ana' }).options,
    ).toEqual({ variant: 'short' });
    expect(createRoomBody.safeParse({ seats: 3, name: 'Ana' }).success).toBe(false);
    expect(createRoomBody.safeParse({ game: 'Urban Sprawl!', seats: 3, name: 'Ana' }).success).toBe(false);
    expect(createRoomBody.safeParse({ game: 'urban-sprawl', seats: 9, name: 'Ana' }).success).toBe(false);
    expect(
      createRoomBody.safeParse({ game: 'urban-sprawl', seats: 2, name: 'Ana', options: { variant: { deep: 1 } } })
        .success,
    ).toBe(false);
    expect(createRoomBody.safeParse({ game: 'urban-sprawl', seats: 2, name: 'Ana', variant: 'short' }).success).toBe(
      false,
    );
    expect(joinRoomBody.safeParse({ inviteCode: 'short', name: 'Ben' }).success).toBe(false);
  });

  test('server messages carry legal moves beside the view, never inside it', () => {
    const patch = {
      type: 'patch',
      matchId: 'm',
      version: 2,
      from: 1,
      prompts: [],
      legal: [{ type: 'endTurn' }],
      canUndo: false,
      log: [],
      patch: [{ op: 'replace', path: '/a', value: 1 }],
    };
    expect(serverMessageSchema.parse(patch)).toEqual(patch);
    expect(serverMessageSchema.safeParse({ ...patch, patch: [{ op: 'move', from: '/a', path: '/b' }] }).success).toBe(
      false,
    );
  });
});
