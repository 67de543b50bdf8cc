import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REFUSAL_SENTENCES } from '@sprawl/protocol';

/**
 * A refusal's general English sentence is written once, in
 * packages/protocol/src/refusal-sentences.ts, and shared by the server
 * (`refuse(code)`, `REFUSAL_SENTENCES.<code>`) and the web client. A copy
 * typed out again in the server would drift from the client's words.
 */

const SERVER = path.join(__dirname, '..', 'src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

/** Every string literal of a source, with its quotes taken off (good enough for our own code, which Prettier formats). */
function literals(text: string): string[] {
  return [...text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((m) =>
    (m[1] ?? m[2]).replace(/\\'/g, "'"),
  );
}

/** The server's sentences copied from the shared list, as "file: sentence". */
export function copiesIn(files: string[]): string[] {
  const shared = new Set<string>(Object.values(REFUSAL_SENTENCES));
  return files.flatMap((file) =>
    literals(fs.readFileSync(file, 'utf8'))
      .filter((text) => shared.has(text))
      .map((text) => `${path.relative(SERVER, file)}: ${text}`),
  );
}

test('no server source types out a refusal sentence the shared list already holds', () => {
  const files = sources(SERVER);
  expect(files.length).toBeGreaterThan(50);
  expect(copiesIn(files)).toEqual([]);
});

test('a copied sentence is found', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copies-'));
  const file = path.join(dir, 'copy.ts');
  fs.writeFileSync(file, `refuse('game_over', '${REFUSAL_SENTENCES.game_over}');\n`);
  expect(copiesIn([file])).toEqual([`${path.relative(SERVER, file)}: ${REFUSAL_SENTENCES.game_over}`]);
});
