/**
 * Reading a frame (size, depth and NUL checks, then the protocol's zod
 * schema) must read every frame exactly as the schema does, the same
 * messages accepted with the same values and the same ones refused.
 */
import { clientMessageSchema, PROTOCOL_VERSION } from '@sprawl/protocol';
import { nextInt, seedRng } from '@sprawl/rules';
import { parseFrame } from '../src/ws/frames';

const GOOD: unknown[] = [
  { type: 'action', clientSeq: 0, version: 0, action: { type: 'endTurn' } },
  {
    type: 'action',
    clientSeq: 2_147_483_647,
    version: 12,
    action: { type: 'build', from: { box: 1 }, lots: [4, 5], permits: ['p1'] },
  },
  { type: 'action', clientSeq: 3, version: 4, action: null },
  { type: 'undo', clientSeq: 1, version: 9 },
  { type: 'resync' },
  { type: 'ping' },
  { type: 'hello', v: PROTOCOL_VERSION, roomId: 'room-1', token: 'a-token-of-enough-length' },
  { type: 'chat', text: 'good game' },
];
// (NUL bytes are refused before the schema is asked: hardening.test.ts.)
const ODD: unknown[] = [
  undefined,
  null,
  -1,
  0.5,
  2 ** 31,
  2 ** 53,
  '',
  'x',
  [],
  {},
  true,
  { type: 'endTurn' },
  'action',
  'chat',
];

function broken(rng: ReturnType<typeof seedRng>, value: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...value };
  const keys = Object.keys(copy);
  const odd = ODD[nextInt(rng, ODD.length)];
  switch (nextInt(rng, 3)) {
    case 0:
      delete copy[keys[nextInt(rng, keys.length)]];
      break;
    case 1:
      copy[['extra', 'clientSeq', 'version', 'action', 'text'][nextInt(rng, 5)]] = odd;
      break;
    default:
      copy[keys[nextInt(rng, keys.length)]] = odd;
  }
  return copy;
}

test('every frame is read as the protocol schema reads it', () => {
  const rng = seedRng('frames-quick');
  const frames: unknown[] = [...GOOD];
  for (let i = 0; i < 5000; i++) frames.push(broken(rng, GOOD[nextInt(rng, GOOD.length)] as Record<string, unknown>));
  let accepted = 0;
  for (const frame of frames) {
    const text = JSON.stringify(frame);
    const read = parseFrame(Buffer.from(text), false);
    // What JSON keeps of the frame (undefined members vanish) is what the schema sees.
    const zod = clientMessageSchema.safeParse(JSON.parse(text));
    expect({ frame, ok: read.ok }).toEqual({ frame, ok: zod.success });
    if (read.ok && zod.success) {
      expect(read.msg).toStrictEqual(zod.data);
      accepted++;
    }
  }
  // Broken variants that still pass (an action of any value, a harmless odd member) are compared too.
  expect(accepted).toBeGreaterThan(300);
});
