import { MAX_FRAME_BYTES, PROTOCOL_VERSION } from '@sprawl/protocol';
import pino from 'pino';
import { startTestServer, waitFor, type TestServer } from './harness';
import { RawClient } from './raw-client';

/**
 * A client sending junk in a loop must not flood the log: the refusals of a
 * connection's input (frames that are not messages, and frames the socket
 * itself refuses as too large) are logged once per connection, at warn,
 * without a stack, and counted in the connection's closing line.
 */
jest.setTimeout(30_000);

interface Line {
  level: number;
  msg: string;
  conn?: number;
  code?: string;
  refusedInput?: number;
  err?: unknown;
  stack?: unknown;
}

const lines: Line[] = [];
let t: TestServer;
beforeAll(async () => {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  t = await startTestServer({ logger });
});
afterAll(async () => t.stop());

const WARN = 40;
const connOf = async (c: RawClient): Promise<number> => {
  // The connection's id, from its opening line (the newest one).
  await c.ping();
  return lines.filter((l) => l.msg === 'connection opened').at(-1)!.conn!;
};
const closedLine = (conn: number) => lines.find((l) => l.msg === 'connection closed' && l.conn === conn);

test('a stream of bad frames logs one warning for the connection, with the count at its close', async () => {
  const c = await RawClient.open(t.wsUrl);
  const conn = await connOf(c);
  for (let i = 0; i < 20; i++) await c.rejection('{"type": "action", ');
  for (let i = 0; i < 5; i++)
    await c.rejection(JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES + 10) }));
  await c.ping();
  c.close();
  await waitFor(() => closedLine(conn) !== undefined, 'the closing line');
  const mine = lines.filter((l) => l.conn === conn && l.msg !== 'connection opened' && l.msg !== 'connection closed');
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ level: WARN, code: 'malformed_json' });
  expect(closedLine(conn)).toMatchObject({ refusedInput: 25 });
});

test('a frame too large for the socket closes it with one warning and no stack, never an error', async () => {
  const c = await RawClient.open(t.wsUrl);
  const conn = await connOf(c);
  const before = lines.length;
  c.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, roomId: 'x', pad: 'x'.repeat(MAX_FRAME_BYTES * 20) }));
  await waitFor(() => c.closed, 'the socket to close');
  await waitFor(() => closedLine(conn) !== undefined, 'the closing line');
  const after = lines.slice(before);
  expect(after.filter((l) => l.level > WARN)).toEqual([]);
  expect(JSON.stringify(after)).not.toMatch(/"stack"|\n {4}at /);
  const warnings = after.filter((l) => l.level === WARN);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatchObject({ conn, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
});

test('each connection gets its own first warning', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const c = await RawClient.open(t.wsUrl);
    ids.push(await connOf(c));
    await c.rejection(Buffer.from([1, 2, 3]));
    await c.rejection(Buffer.from([1, 2, 3]));
    c.close();
  }
  for (const conn of ids) expect(lines.filter((l) => l.conn === conn && l.level === WARN)).toHaveLength(1);
});

test('a flood that is disconnected logs one warning, however many frames were already on their way', async () => {
  // A low message rate, so that a flood trips it.
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const low = await startTestServer({ logger, config: { wsRatePerSecond: 50, wsRateBurst: 60 } });
  try {
    const c = await RawClient.open(low.wsUrl);
    const conn = await connOf(c);
    for (let i = 0; i < 3000 && !c.closed; i++) c.send({ type: 'ping' });
    await waitFor(() => c.closed, 'the flood to be disconnected');
    await waitFor(() => closedLine(conn) !== undefined, 'the closing line');
    expect(lines.filter((l) => l.msg === 'connection closed: message flood' && l.conn === conn)).toHaveLength(1);
  } finally {
    await low.stop();
  }
});
