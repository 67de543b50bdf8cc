import { forDiscord, forSlack } from '../src/notify/chat-markup';
import { webhookBody } from '../src/notify/webhook';

/**
 * A webhook's words carry names players typed. Issue 48: a player named
 * `<!channel>` or `@everyone`, or a masked link `[x](http://..)`, reached
 * the chat server raw and would ping a whole Slack channel or Discord
 * server, or show a link under other words. Each target's field is made
 * inert in its own markup; the room's link (ours) stays a link.
 */
const ZWSP = '\u200b';

test('Slack (and Mattermost, which read `text`): &, < and > escaped, broadcast words and masked links broken', () => {
  expect(forSlack('<!channel> <!here|here> <@U123> <http://evil.example|click> Tom & Jerry')).toBe(
    '&lt;!channel&gt; &lt;!here|here&gt; &lt;@U123&gt; &lt;http://evil.example|click&gt; Tom &amp; Jerry',
  );
  expect(forSlack('@channel @here @everyone @all ada@mail.example')).toBe(
    `@${ZWSP}channel @${ZWSP}here @${ZWSP}everyone @${ZWSP}all ada@mail.example`,
  );
  expect(forSlack('[x](http://evil.example)')).toBe(`[x]${ZWSP}(http://evil.example)`);
});

test('Discord (`content`): mentions and markdown neutralised, so that what shows is what was typed', () => {
  expect(forDiscord('@everyone and @here')).toBe(`@${ZWSP}everyone and @${ZWSP}here`);
  expect(forDiscord('<@123> <@&456> <#789>')).toBe('\\<@123\\> \\<@&456\\> \\<\\#789\\>');
  expect(forDiscord('[x](http://evil.example)')).toBe('\\[x\\](http://evil.example)');
  expect(forDiscord('**bold** __under__ ~~gone~~ ||spoiler|| `code`')).toBe(
    '\\*\\*bold\\*\\* \\_\\_under\\_\\_ \\~\\~gone\\~\\~ \\|\\|spoiler\\|\\| \\`code\\`',
  );
  expect(forDiscord('# Big\n-# small\n> quoted')).toBe('\\# Big\n\\-\\# small\n\\> quoted');
  expect(forDiscord('back\\slash')).toBe('back\\\\slash');
});

test('plain words pass as they are: our own sentences, names with apostrophes, accents and quotes', () => {
  const said = 'It is Grace’s turn in “Friday table” (Urban Sprawl): Zoë, O’Brien and Ana-Maria.';
  expect(forSlack(said)).toBe(said);
  expect(forDiscord(said)).toBe(said);
});

test("the body: each field in its target's markup, our link left a link, and Discord told to ping nobody", () => {
  const body = JSON.parse(
    webhookBody('It is <!channel> @everyone [x](http://evil.example)’s turn.', 'https://play.example/room/r_1'),
  );
  expect(body).toEqual({
    content: `It is \\<!channel\\> @${ZWSP}everyone \\[x\\](http://evil.example)’s turn. https://play.example/room/r_1`,
    text: `It is &lt;!channel&gt; @${ZWSP}everyone [x]${ZWSP}(http://evil.example)’s turn. https://play.example/room/r_1`,
    allowed_mentions: { parse: [] },
  });
});
