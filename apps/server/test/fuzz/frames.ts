import { MAX_FRAME_BYTES, MAX_FRAME_DEPTH, PROTOCOL_VERSION } from '@sprawl/protocol';
import type { Dice } from './dice';
import { Pairs, Raw, write, type Loose } from './raw-json';

/** One frame to send: text (possibly not UTF-8 at all) or binary, and the family it comes from (for the report). */
export interface FuzzFrame {
  kind: string;
  data: string | Buffer;
  binary: boolean;
}

/** What a generator may know about the table it attacks: real ids make frames get further into the server. */
export interface Target {
  roomId: string;
  inviteCode: string;
  /** The match version this connection last heard of (-1 before any). */
  version: number;
}

const text = (kind: string, data: string): FuzzFrame => ({ kind, data, binary: false });

/** Numbers at and past every edge a counter, a double or a parser has, some as literals only raw text can hold. */
const EDGE_NUMBERS: Loose[] = [
  0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  new Raw('9007199254740993'),
  1e308,
  -1e308,
  new Raw('1e999'),
  new Raw('-1e999'),
  new Raw('-0'),
  new Raw('0.0000000000000000000001'),
  new Raw(`1${'0'.repeat(400)}`),
  'NaN',
  'Infinity',
  '-0',
  '1',
  '',
];

/** Strings that have broken parsers, logs, databases and HTML before. */
function edgeString(d: Dice): Loose {
  return d.pick<() => Loose>([
    () => '',
    () => 'x'.repeat(d.between(1, 12_000)),
    () => '__proto__',
    () => 'constructor',
    () => new Raw('"\\ud800"'), // a lone surrogate, legal in JSON text, not in UTF-8
    () => new Raw('"\\udfff\\ud800"'),
    () => '\u202e\u0007\u001b[31m<script>alert(1)</script>',
    () => '🀄'.repeat(d.between(1, 500)),
    () => `${'%s'.repeat(20)}\\`,
    () => "'; DROP TABLE action; --",
    () => 'P01', // a real card id shape
  ])();
}

/** A random JSON-ish value, `depth` levels at most, keys included that have a meaning on Object.prototype. */
export function randomValue(d: Dice, depth: number): Loose {
  const leaf = (): Loose =>
    d.pick<() => Loose>([() => null, () => d.chance(0.5), () => d.pick(EDGE_NUMBERS), () => edgeString(d)])();
  if (depth <= 0 || d.chance(0.4)) return leaf();
  if (d.chance(0.5)) return Array.from({ length: d.int(5) }, () => randomValue(d, depth - 1));
  const keys = [
    'type',
    'card',
    'from',
    'lots',
    'permits',
    'seat',
    'amount',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'x'.repeat(d.between(1, 200)),
    '',
  ];
  return new Pairs(
    Array.from({ length: d.int(5) }, () => [d.pick(keys), randomValue(d, depth - 1)] as [string, Loose]),
  );
}

/** `levels` arrays and objects inside each other, written without recursion. */
function nested(d: Dice, levels: number, core: string): string {
  const shape = d.int(3);
  const open = shape === 0 ? '[' : shape === 1 ? '{"a":' : '[{"a":';
  const close = shape === 0 ? ']' : shape === 1 ? '}' : '}]';
  const reps = shape === 2 ? Math.ceil(levels / 2) : levels;
  return `${open.repeat(reps)}${core}${close.repeat(reps)}`;
}

const ACTION_TYPES = [
  'invest',
  'takePlanning',
  'build',
  'takeFavor',
  'endTurn',
  'claim',
  'chooseSeat',
  'placePark',
  'splitVocation',
  'stealVocation',
  'chooseRow',
  'chooseOrder',
  'chooseBuilding',
  'chooseLot',
  'placeMarker',
  'splitPayment',
  'decide',
  'bid',
  'pass',
];

/** A move that looks like one of the game's but carries garbage where its values go. */
function garbageAction(d: Dice): Loose {
  const type: Loose = d.chance(0.85) ? d.pick(ACTION_TYPES) : randomValue(d, 2);
  const fields = [
    'card',
    'from',
    'lots',
    'permits',
    'renewal',
    'demolish',
    'building',
    'seat',
    'lot',
    'prestige',
    'row',
    'order',
    'marker',
    'space',
    'accept',
    'amount',
  ];
  const entries: [string, Loose][] = [['type', type]];
  for (let i = d.int(4); i > 0; i--) entries.push([d.pick(fields), randomValue(d, 3)]);
  if (d.chance(0.15))
    entries.push([d.pick(['__proto__', 'constructor', 'extra', 'x'.repeat(d.between(1, 9000))]), randomValue(d, 2)]);
  // Card ids no card has, some long: the rules must refuse them without quoting them back at length.
  if (d.chance(0.25)) return { type: 'invest', card: `zz${'Q'.repeat(d.between(0, 9000))}` };
  if (d.chance(0.1))
    return { type: 'build', from: { favor: `zz${'F'.repeat(d.between(0, 9000))}` }, lots: [0], permits: [] };
  return new Pairs(entries);
}

function counter(d: Dice, t: Target): Loose {
  return d.chance(0.5) ? Math.max(0, t.version + d.between(-1, 1)) : d.pick(EDGE_NUMBERS);
}

/**
 * The families of hostile frames, each a function of the dice and the
 * target. Weights favour the ones that reach furthest into the server
 * (moves with garbage in them) over the ones refused at the door.
 */
const FAMILIES: (readonly [number, (d: Dice, t: Target) => FuzzFrame])[] = [
  [6, (d) => text('deep type', `{"type":${nested(d, d.between(MAX_FRAME_DEPTH + 1, 5000), '1')}}`)],
  [
    6,
    (d, t) =>
      text(
        'deep action',
        `{"type":"action","clientSeq":1,"version":${t.version},"action":${nested(d, d.between(MAX_FRAME_DEPTH, 5000), '{"type":"endTurn"}')}}`,
      ),
  ],
  [
    3,
    (d, t) =>
      text(
        'depth at the limit',
        `{"type":"action","clientSeq":${d.int(1000)},"version":${t.version},"action":${nested(d, d.between(MAX_FRAME_DEPTH - 3, MAX_FRAME_DEPTH), '0')}}`,
      ),
  ],
  [
    10,
    (d, t) =>
      text(
        'edge numbers',
        write(
          new Pairs(
            [
              ['type', d.pick(['action', 'undo', 'hello'])],
              ['clientSeq', d.pick(EDGE_NUMBERS)],
              ['version', d.pick(EDGE_NUMBERS)],
              ['v', d.chance(0.5) ? PROTOCOL_VERSION : d.pick(EDGE_NUMBERS)],
              ['roomId', t.roomId],
              ['lastVersion', d.pick(EDGE_NUMBERS)],
              ['action', { type: 'endTurn' }],
            ].filter(() => d.chance(0.8)) as [string, Loose][],
          ),
        ),
      ),
  ],
  [
    10,
    (d) =>
      text(
        'wrong types',
        write(
          new Pairs(
            [
              [
                'type',
                d.pick<Loose>([
                  'action',
                  'undo',
                  'hello',
                  'resync',
                  'ping',
                  7,
                  null,
                  ['action'],
                  { type: 'ping' },
                  true,
                ]),
              ],
              ['clientSeq', randomValue(d, 2)],
              ['version', randomValue(d, 2)],
              ['action', randomValue(d, 3)],
              ['roomId', randomValue(d, 2)],
              ['token', randomValue(d, 2)],
            ].filter(() => d.chance(0.6)) as [string, Loose][],
          ),
        ),
      ),
  ],
  [
    6,
    (d, t) =>
      text(
        'unknown keys',
        write(
          new Pairs([
            ['type', d.pick(['ping', 'resync', 'undo', 'action', 'hello'])],
            ['clientSeq', 1],
            ['version', t.version],
            [d.pick(['admin', 'seat', 'role', 'x'.repeat(d.between(1, 3000))]), randomValue(d, 2)],
          ]),
        ),
      ),
  ],
  [
    6,
    (d) =>
      text(
        'prototype keys',
        write(
          new Pairs([
            [
              'type',
              d.pick(['ping', 'resync', 'action', 'hello', '__proto__', 'constructor', 'toString', 'hasOwnProperty']),
            ],
            [
              d.pick(['__proto__', 'constructor', 'prototype']),
              d.pick<Loose>([{ type: 'ping' }, { admin: true }, { polluted: 'yes' }, null, []]),
            ],
            ['clientSeq', 1],
            ['version', 0],
          ]),
        ),
      ),
  ],
  [
    4,
    (d) => ({
      kind: 'binary frame',
      data: d.chance(0.5)
        ? Buffer.from('{"type":"ping"}')
        : Buffer.from(Array.from({ length: d.between(0, 2000) }, () => d.int(256))),
      binary: true,
    }),
  ],
  [
    8,
    (d, t) => {
      const whole = write({ type: 'action', clientSeq: d.int(100), version: t.version, action: garbageAction(d) } as {
        [k: string]: Loose;
      });
      return text('truncated JSON', whole.slice(0, d.int(whole.length)));
    },
  ],
  [
    4,
    (d) =>
      text(
        'oversized frame',
        JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES + d.between(1, 60_000)) }),
      ),
  ],
  [
    5,
    (d, t) =>
      text(
        'NUL characters',
        d.pick([
          `{"type":"action","clientSeq":3,"version":${t.version},"action":{"type":"invest","card":"P0\\u0000"}}`,
          `{"type":"ping\u0000"}`,
          `{"type":"hello","v":${PROTOCOL_VERSION},"roomId":"${t.roomId}\\u0000","token":"aaaaaaaaaaaaaaaaaaaa"}`,
          `\u0000{"type":"ping"}`,
          `{"type":"resync"}\u0000`,
        ]),
      ),
  ],
  [
    22,
    (d, t) =>
      text(
        'garbage move',
        write(
          new Pairs([
            ['type', 'action'],
            ['clientSeq', counter(d, t)],
            ['version', counter(d, t)],
            ['action', garbageAction(d)],
          ]),
        ),
      ),
  ],
  [
    5,
    (d, t) =>
      text(
        'undo',
        write(
          new Pairs([
            ['type', 'undo'],
            ['clientSeq', counter(d, t)],
            ['version', counter(d, t)],
          ]),
        ),
      ),
  ],
  [
    4,
    (d, t) => {
      const token = d.pick<Loose>([
        '',
        'short',
        'x'.repeat(10),
        'y'.repeat(43),
        'z'.repeat(128),
        'z'.repeat(129),
        randomValue(d, 1),
      ]);
      const roomId = d.pick<Loose>([
        t.roomId,
        `${t.roomId}x`,
        'nope',
        '',
        'r'.repeat(65),
        '../../etc/passwd',
        randomValue(d, 1),
      ]);
      const wrongInvite = `${t.inviteCode.slice(0, -1)}${t.inviteCode.endsWith('A') ? 'B' : 'A'}`;
      const fields: [string, Loose][] = [
        ['type', 'hello'],
        ['v', PROTOCOL_VERSION],
        ['roomId', roomId],
      ];
      if (d.chance(0.6)) fields.push(['token', token]);
      if (d.chance(0.4))
        fields.push(['inviteCode', d.pick<Loose>([wrongInvite, 'i'.repeat(64), 'i'.repeat(65), randomValue(d, 1)])]);
      if (d.chance(0.2)) fields.push(['lastVersion', d.pick(EDGE_NUMBERS)]);
      return text('hello with bad credentials', write(new Pairs(fields)));
    },
  ],
  [
    4,
    (d) =>
      text(
        'not JSON',
        d.pick([
          '',
          ' ',
          'null',
          '[]',
          '""',
          '0',
          'true',
          '{}',
          '{"type":null}',
          'NaN',
          '{type:"ping"}',
          "{'type':'ping'}",
          '{"type":"ping",}',
          '\ufeff{"type":"ping"}',
          '{"type":"ping"}{"type":"ping"}',
          'x'.repeat(d.between(1, 5000)),
        ]),
      ),
  ],
  [
    3,
    (d) =>
      text(
        'unicode type',
        write({
          type: d.pick<Loose>([
            'pïng',
            'PING',
            'ping ',
            ' ping',
            new Raw('"\\u0070ing"'),
            new Raw('"\\ud83d"'),
            '🏓',
            'ping'.repeat(3000),
          ]),
        }),
      ),
  ],
  [2, () => text('resync', '{"type":"resync"}')],
];

/** The next hostile frame. */
export function nextFrame(d: Dice, t: Target): FuzzFrame {
  return d.weighted(FAMILIES)(d, t);
}

/** Frames after which the WebSocket layer itself must close the connection, with the close code it must use. */
export function closingFrame(d: Dice): { kind: string; data: Buffer; binary: boolean; code: number } {
  if (d.chance(0.5)) {
    // Text frames must be UTF-8: a stray continuation byte, an overlong encoding, a surrogate encoded directly.
    const bad = d.pick([[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0xf4, 0x90, 0x80, 0x80]]);
    return {
      kind: 'invalid UTF-8',
      data: Buffer.concat([Buffer.from('{"type":"ping","x":"'), Buffer.from(bad), Buffer.from('"}')]),
      binary: false,
      code: 1007,
    };
  }
  // Past the WebSocket layer's own limit (16 x the protocol limit): refused before it is buffered.
  return {
    kind: 'frame past the socket limit',
    data: Buffer.alloc(MAX_FRAME_BYTES * 16 + d.between(1, 10_000), 0x20),
    binary: false,
    code: 1009,
  };
}
