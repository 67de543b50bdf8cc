import type { MatchConnection } from '@sprawl/client';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';

/*
 * Issue 29, item 11: names and chat lines that show nothing, names that pass
 * for another player's, and names the interface uses for seats, bots and
 * spectators, all refused over HTTP (and chat over the socket), each with a
 * stable code and a sentence.
 */

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

/** A raw POST, for bodies the SDK's types would not let through. */
async function post(path: string, body: string): Promise<{ status: number; code?: string; message?: string }> {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  const json = (await res.json()) as { code?: string; message?: string };
  return { status: res.status, code: json.code, message: json.message };
}

const INVISIBLE = {
  'U+3164 Hangul filler': '\u3164',
  'U+2800 Braille blank': '\u2800\u2800',
  'U+061C Arabic letter mark': '\u061c',
  'tag characters': '\u{e0041}\u{e0064}\u{e0061}',
  'U+034F combining grapheme joiner': '\u034f',
  'all of them with spaces': ' \u3164\u2800 \u061c\u{e0041}\u034f ',
};

describe('names that show nothing', () => {
  test.each(Object.entries(INVISIBLE))('%s: refused on create, join and rename as name_invisible', async (_, name) => {
    const expected = {
      status: 400,
      code: 'name_invisible',
      message: 'Type a name with at least one visible character.',
    };
    expect(await refusal(t.api.createRoom({ game: 'urban-sprawl', seats: 2, name }))).toMatchObject(expected);
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
    expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name }))).toMatchObject(expected);
    expect(await refusal(t.api.rename(host.roomId, host.token, name))).toMatchObject(expected);
  });

  test('invisible characters inside a name are dropped before it is stored', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: '\u3164A\u034fd\u061ca\u{e0041}' });
    expect((await t.api.status(host.roomId, { token: host.token })).seats[0].name).toBe('Ada');
  });
});

describe('names that pass for someone at the table', () => {
  test.each([
    ['Cyrillic А', '\u0410da'],
    ['U+034F after it', 'Ada\u034f'],
    ['a tag character after it', 'Ada\u{e0041}'],
    ['full-width letters', '\uff21\uff44\uff41'],
    ['another letter case', 'aDA'],
  ])('beside "Ada": %s is name_taken, on join and on rename', async (_, name) => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 3, name: 'Ada' });
    const taken = await refusal(t.api.join({ inviteCode: host.inviteCode, name }));
    expect(taken).toMatchObject({ status: 409, code: 'name_taken' });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    expect(await refusal(t.api.rename(host.roomId, guest.token, name))).toMatchObject({
      status: 409,
      code: 'name_taken',
    });
    // Its own look-alike is a player's own business: nobody else is mistaken for them.
    await t.api.rename(host.roomId, host.token, '\u0410DA');
  });

  test('the sentence names the player it would pass for', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
    expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name: '\u0410da' }))).toMatchObject({
      message: '"\u0410da" looks too much like "Ada", who is already at this table; pick another name.',
    });
  });
});

describe('names the interface uses', () => {
  test.each(['Spectator 1', 'Seat 2', 'Bot 2', 'Player 2', 'B0t 2', '\u0405eat 2', 'spectator 3', 'Empty seat'])(
    '"%s" is refused as name_reserved on create, join and rename',
    async (name) => {
      const expected = { status: 400, code: 'name_reserved' };
      expect(await refusal(t.api.createRoom({ game: 'urban-sprawl', seats: 2, name }))).toMatchObject(expected);
      const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ada' });
      expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name }))).toMatchObject(expected);
      expect(await refusal(t.api.rename(host.roomId, host.token, name))).toMatchObject(expected);
    },
  );

  test("the server's own bots still get their names", async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 3, name: 'Ada' });
    await t.api.addBot(host.roomId, host.token, 1);
    const status = await t.api.addBot(host.roomId, host.token, 2);
    expect(status.seats.map((s) => [s.name, s.isBot])).toEqual([
      ['Ada', false],
      ['Bot 2', true],
      ['Bot 3', true],
    ]);
  });
});

describe('hostile names', () => {
  test('5,000 combining marks, NUL bytes, a lone surrogate and an accent tower: each a 4xx with a code and a sentence', async () => {
    const bodies = {
      marks: JSON.stringify({ game: 'urban-sprawl', seats: 2, name: '\u0301'.repeat(5000) }),
      markedLetter: JSON.stringify({ game: 'urban-sprawl', seats: 2, name: `A${'\u0301'.repeat(5000)}` }),
      nul: JSON.stringify({ game: 'urban-sprawl', seats: 2, name: 'Ada\u0000' }),
      nuls: JSON.stringify({ game: 'urban-sprawl', seats: 2, name: '\u0000'.repeat(5000) }),
      surrogate: '{"game":"urban-sprawl","seats":2,"name":"Ada\\ud800"}',
      tower: JSON.stringify({ game: 'urban-sprawl', seats: 2, name: `Za${'\u0301\u0302\u0303\u0304\u0305\u0306'}lgo` }),
    };
    const answers = Object.fromEntries(
      await Promise.all(Object.entries(bodies).map(async ([k, body]) => [k, await post('/api/rooms', body)] as const)),
    );
    expect(answers.marks).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Names are at most 24 characters.',
    });
    expect(answers.markedLetter).toMatchObject({ status: 400, code: 'bad_request' });
    expect(answers.nul).toMatchObject({ status: 400, code: 'nul_character' });
    expect(answers.nuls).toMatchObject({ status: 400, code: 'nul_character' });
    expect(answers.surrogate).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Names may not contain control characters.',
    });
    expect(answers.tower).toMatchObject({ status: 400, code: 'name_stacked_marks' });
    for (const a of Object.values(answers)) expect(a.message).toMatch(/^[A-Z].{0,200}\.$/);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});

describe('chat lines that show nothing', () => {
  function nextRejection(c: MatchConnection): Promise<{ code: string; message: string }> {
    return new Promise((resolve) => {
      const off = c.onRejection((r) => {
        off();
        resolve({ code: r.code, message: r.message });
      });
    });
  }

  test('are refused as bad_chat; invisible characters inside a line are dropped', async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
    const a = connect(t, host.roomId, { token: host.token });
    try {
      await waitFor(() => a.state.connected, 'connection');
      for (const text of Object.values(INVISIBLE)) {
        const r = nextRejection(a);
        a.say(text);
        expect(await r).toEqual({ code: 'bad_chat', message: 'Type something to say first.' });
      }
      a.say('hi\u034f the\u3164re\u{e0041}');
      await waitFor(() => a.state.chat.length === 1, 'the line');
      expect(a.state.chat[0].text).toBe('hi there');
    } finally {
      a.close();
    }
  });
});
