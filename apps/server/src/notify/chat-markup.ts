/**
 * A webhook's words hold what players typed (their names, the room's name),
 * and chat servers read markup in them: Slack's `<!channel>`, Discord's
 * `@everyone` and masked links `[words](url)` would ping a whole channel or
 * show a link under words a player chose (issue 48). Each function makes a
 * text inert in one target's markup, so that what shows is what was typed.
 */

/** A zero-width space: put after `@`, it keeps a broadcast word from being one while it looks the same. */
const ZWSP = '\u200b';

/** Words that notify a whole channel when written after `@` (Mattermost reads them in a webhook's `text`; Discord in its `content`). */
const BROADCAST = /@(channel|here|everyone|all)\b/gi;

/**
 * For Slack's `text` (Mattermost and Rocket.Chat read it too): Slack's own
 * escaping of &, < and > (every mention, link and command is written
 * between < and >), the broadcast words broken, and the `](` of a
 * Markdown masked link broken (Mattermost renders those; Slack shows no
 * backslash escapes, so a zero-width space does it).
 */
export function forSlack(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(BROADCAST, `@${ZWSP}$1`)
    .replace(/\]\(/g, `]${ZWSP}(`);
}

/**
 * For Discord's `content`: every character its Markdown gives a meaning
 * (emphasis, spoilers, code, masked links, mentions written <@id>, quotes,
 * headings) shown as itself with a backslash, a list or subtext dash at a
 * line's start too, and `@everyone`/`@here` broken. The body also sets
 * `allowed_mentions` to ping nobody; this keeps the text from even looking
 * like a mention.
 */
export function forDiscord(text: string): string {
  return text
    .replace(/[\\*_~`|[\]<>#]/g, '\\$&')
    .replace(/^(\s*)([-+])/gm, '$1\\$2')
    .replace(BROADCAST, `@${ZWSP}$1`);
}
