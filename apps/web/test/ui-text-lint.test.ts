import fs from 'node:fs';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';

/**
 * Issue 50: the lint rule that keeps English out of the web client's JSX
 * (scripts/eslint/no-literal-ui-text.mjs), run as `npm run lint` runs it, on
 * a component written the way the issue found them: it must report each
 * word, and leave catalogue words, punctuation and non-spoken attributes be.
 */
const ROOT = path.join(__dirname, '..', '..', '..');

function lint(source: string): string[] {
  // A file on disk, in the web's project: the web's lint is type-aware, and a file no project holds does not parse.
  const probe = path.join(ROOT, 'apps', 'web', 'src', 'games', 'Probe.tsx');
  fs.writeFileSync(probe, source);
  let run: SpawnSyncReturns<string>;
  try {
    run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), probe, '--format', 'json'],
      { cwd: ROOT, encoding: 'utf8' },
    );
  } finally {
    fs.rmSync(probe, { force: true });
  }
  const [report] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return report.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

test('words written in JSX are reported; words from the catalogue are not', () => {
  const found = lint(`
    import { t } from '../i18n/i18n';
    export function Probe({ high, who, n }: { high: number; who: string | null; n: number }) {
      return (
        <section aria-label="Face-down cards" class="panel decks" data-testid="face-down">
          <h3>Build the Post Office</h3>
          <p title={'High bid'}>{who ? \`by \${who}\` : ''} {n > 1 ? 'cards' : 'card'}</p>
          <input placeholder="Your name" type="text" />
          <img alt="a card" src="x.png" />
          <b>{t('ui.us.favorsOf')}</b> {' · '} \${high} {'+'}
        </section>
      );
    }
  `);
  expect(found.every((m) => m.startsWith('ui-text/no-literal-ui-text'))).toBe(true);
  // aria-label, the heading, title, both branches of a ternary and a template's word, placeholder, alt.
  const quoted = found.map((m) => /"([^"]*)"\.?$/.exec(m)?.[1]);
  expect(quoted).toEqual([
    'Face-down cards',
    'Build the Post Office',
    'High bid',
    'by',
    'cards',
    'card',
    'Your name',
    'a card',
  ]);
});
