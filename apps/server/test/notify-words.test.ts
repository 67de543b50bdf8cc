import fs from 'node:fs';
import path from 'node:path';
import { NOTIFY_CATALOGUES, NOTIFY_EN, NOTIFY_IT, sayNotice, type Notice, type NotifyParam } from '@sprawl/protocol';
import { games } from '@sprawl/rules';
import { LOCALES } from '@sprawl/rules/words';
import { compose, type RoomContext } from '../src/notify/messages';
import { CHANNELS, type NotifyKind, type OutboxRow } from '../src/notify/outbox';

/**
 * The notifications' words (packages/protocol/src/notify-words.ts), as
 * words.test.ts checks the rules' messages: every notification the server
 * can compose, for every game, a named and an unnamed room, named and
 * unnamed seats, on every channel, said in every language with no
 * placeholder left and no key leaking into the text; both catalogues hold
 * the same keys, and every key is said by something.
 */
const KINDS: NotifyKind[] = ['turn', 'expired', 'moreTime', 'start', 'rematch', 'end', 'confirm'];

function contexts(): RoomContext[] {
  const out: RoomContext[] = [];
  for (const [game, module] of Object.entries(games)) {
    for (const roomName of ['Friday table', null]) {
      // Live, across days, and across days with a bot playing a turn whose time ran out.
      for (const [moveHours, botOnExpiry] of [
        [null, false],
        [24, false],
        [72, true],
      ] as const) {
        out.push({
          roomId: 'r1',
          roomName,
          game,
          gameTitle: { title: module.title, titles: module.titles },
          names: ['Ada', null, 'Grace'],
          bots: [false, false, true],
          matchRunning: true,
          deciding: [1],
          moveHours,
          botOnExpiry,
          decidedSince: false,
        });
      }
    }
  }
  // A game whose module has no title in a language keeps its own title there.
  out.push({
    roomId: 'r2',
    roomName: null,
    game: 'not-yet-translated',
    gameTitle: { title: 'Newcomer' },
    names: ['Ada', 'Bo'],
    bots: [false, false],
    matchRunning: true,
    deciding: [0],
    moveHours: null,
    botOnExpiry: false,
    decidedSince: false,
  });
  return out;
}

function notices(): Notice[] {
  const out: Notice[] = [];
  for (const ctx of contexts()) {
    for (const kind of KINDS) {
      for (const channel of CHANNELS) {
        for (const seat of ctx.names.map((_, i) => i)) {
          const row: OutboxRow = {
            id: '1',
            roomId: ctx.roomId,
            matchId: 'm',
            kind,
            channel,
            seat,
            toSeat: channel === 'webhook' ? null : seat,
            turn: 1,
            attempts: 0,
          };
          out.push(compose(row, ctx));
        }
      }
    }
  }
  return out;
}

/** The catalogue keys a notice's values name (a game, a seat, an unnamed room, a list of names). */
function keysIn(p: NotifyParam, into: Set<string>): void {
  if (typeof p === 'string' || typeof p === 'number' || 'title' in p) return;
  if ('names' in p) {
    if (p.names.length > 1) into.add('notify.list.and');
    for (const x of p.names) keysIn(x, into);
    return;
  }
  into.add(p.key);
  for (const x of Object.values(p.params ?? {})) keysIn(x, into);
}

describe("the notifications' words", () => {
  test('both catalogues hold the same keys, none empty', () => {
    const keys = Object.keys(NOTIFY_EN).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(NOTIFY_CATALOGUES[locale]).sort()).toEqual(keys);
      expect(Object.entries(NOTIFY_CATALOGUES[locale]).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  test("the words name no game: a game's name comes from its module, in the reader's language where it has one", () => {
    const titles = Object.values(games).flatMap((g) => [g.title, ...Object.values(g.titles ?? {})]);
    for (const locale of LOCALES)
      for (const [key, text] of Object.entries(NOTIFY_CATALOGUES[locale]))
        for (const title of titles) expect(`${key}: ${text}`).not.toContain(title);
    expect(games['urban-sprawl'].titles?.it).toBe('Agglomerato Urbano');
  });

  test.each(LOCALES)('every notification in %s: every placeholder filled, no key or code in the text', (locale) => {
    const bad: string[] = [];
    for (const notice of notices()) {
      const { title, body } = sayNotice(notice, locale);
      for (const text of [title, body]) {
        if (/[{}]|notify\.|undefined|null|\[object/.test(text) || text.trim() === '')
          bad.push(`${notice.kind}: ${text}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test('Italian says it in Italian, English in English, and an unknown game keeps its English title', () => {
    const row: OutboxRow = {
      id: '1',
      roomId: 'r',
      matchId: 'm',
      kind: 'turn',
      channel: 'push',
      seat: 1,
      toSeat: 1,
      turn: 1,
      attempts: 0,
    };
    const ctx = contexts().find((c) => c.roomName === null && c.moveHours === null) as RoomContext;
    expect(sayNotice(compose(row, ctx), 'en')).toEqual({
      title: 'Your turn in “Urban Sprawl table”',
      body: 'It is your turn in “Urban Sprawl table” (Urban Sprawl).',
    });
    expect(sayNotice(compose(row, ctx), 'it')).toEqual({
      title: 'Tocca a te in «Tavolo di Agglomerato Urbano»',
      body: 'È il tuo turno in «Tavolo di Agglomerato Urbano» (Agglomerato Urbano).',
    });
    const hook = compose({ ...row, channel: 'webhook', toSeat: null }, ctx);
    expect(sayNotice(hook, 'it').body).toBe('È il turno di Posto 2 in «Tavolo di Agglomerato Urbano».');
    expect(sayNotice(compose({ ...row, kind: 'start', channel: 'webhook', toSeat: null }, ctx), 'it').body).toBe(
      'È iniziata una partita di Agglomerato Urbano in «Tavolo di Agglomerato Urbano»: Ada, Posto 2 e Grace.',
    );
    const newcomer = contexts()[contexts().length - 1];
    expect(sayNotice(compose({ ...row, kind: 'end', channel: 'webhook', toSeat: null }, newcomer), 'it').body).toBe(
      'La partita di Newcomer in «Tavolo di Newcomer» è finita.',
    );
    // Only the names a player chose and the games' own titles (not in the catalogues) read the same in both languages.
    const same = Object.keys(NOTIFY_EN).filter(
      (k) => NOTIFY_EN[k as keyof typeof NOTIFY_EN] === NOTIFY_IT[k as keyof typeof NOTIFY_IT],
    );
    expect(same).toEqual([]);
  });

  test('no key is unused: each is composed into a notification or said by the email channel or its pages', () => {
    const used = new Set<string>();
    for (const notice of notices()) {
      used.add(`notify.${notice.kind}.title`);
      used.add(`notify.${notice.kind}.body`);
      for (const p of Object.values(notice.params)) keysIn(p, used);
    }
    // The test post a webhook gets when saved (notify/webhook.ts).
    used.add('notify.test.title');
    used.add('notify.test.body');
    const dir = path.join(__dirname, '..', 'src', 'notify');
    const source = fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    for (const m of source.matchAll(/'(notify\.[a-z.]+)'/gi)) used.add(m[1]);
    expect(Object.keys(NOTIFY_EN).filter((k) => !used.has(k))).toEqual([]);
    expect([...used].filter((k) => !(k in NOTIFY_EN))).toEqual([]);
  });

  test('no template has an apostrophe an ICU reader would take for a quote', () => {
    for (const locale of LOCALES)
      expect(
        Object.entries(NOTIFY_CATALOGUES[locale])
          .filter(([, text]) => /'/.test(text))
          .map(([k]) => k),
      ).toEqual([]);
  });
});
