import { serverMessageSchema } from '@sprawl/protocol';
import { ownPatchText, patchFrame, sharedPatchText } from '../src/matches/patch-frame';

describe('patch frames written in two halves', () => {
  const shared = {
    matchId: 'm"1\\x', version: 8, from: 7,
    patch: [{ op: 'replace' as const, path: '/players/0/wealth', value: 12 }, { op: 'add' as const, path: '/removed/-', value: 'Caf\u00e9 "Roma"' }],
    log: [{ text: 'Seat 1 builds a "Park".', seat: 0, card: 'park' }],
  };
  const own = { prompts: [{ seat: 1, kind: 'bid', text: 'Bid?', options: [{ type: 'pass' }] }], legal: [{ type: 'pass' }, { type: 'bid', amount: 3 }], canUndo: true };

  test.each([undefined, 41])('joined text (ack %p) parses to exactly the message of both halves, and the protocol accepts it', (ack) => {
    const text = patchFrame(sharedPatchText(shared), ownPatchText(own), ack);
    const expected = { type: 'patch', ...shared, ...own, ...(ack === undefined ? {} : { ack }) };
    expect(JSON.parse(text)).toEqual(expected);
    expect(serverMessageSchema.parse(JSON.parse(text))).toEqual(expected);
  });

  test('a spectator\'s own half is empty prompts and moves, no undo', () => {
    const text = patchFrame(sharedPatchText({ ...shared, patch: [], log: [] }), ownPatchText({ prompts: [], legal: [], canUndo: false }));
    expect(JSON.parse(text)).toEqual({ type: 'patch', matchId: shared.matchId, version: 8, from: 7, patch: [], log: [], prompts: [], legal: [], canUndo: false });
  });
});
