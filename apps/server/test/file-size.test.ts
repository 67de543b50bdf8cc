import fs from 'node:fs';
import path from 'node:path';

/**
 * A server file longer than this holds more than one idea (issue 51: a
 * 737-line class did five jobs). The hasher is one idea written out for
 * speed; the Prisma client is generated.
 */
const MAX_LINES = 350;
const src = path.resolve(__dirname, '../src');
const EXEMPT = new Set(['matches/hash.ts']);
/**
 * Over the limit today and being reworked elsewhere, listed until then; an
 * entry no longer over the limit fails below, so that it is removed.
 */
const PENDING = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

function tooLong(files: string[], maxLines = MAX_LINES): string[] {
  return files
    .map((f) => ({ f, lines: fs.readFileSync(f, 'utf8').split('\n').length - 1 }))
    .filter(({ f, lines }) => lines > maxLines && !EXEMPT.has(path.relative(src, f).split(path.sep).join('/')))
    .map(({ f, lines }) => `${path.relative(src, f)}: ${lines} lines`);
}

test(`no server file is longer than ${MAX_LINES} lines`, () => {
  const files = sourceFiles(src);
  expect(files.length).toBeGreaterThan(50);
  const long = tooLong(files).map((line) => line.split(':')[0]);
  expect(long.filter((f) => !PENDING.has(f))).toEqual([]);
  expect(long.filter((f) => PENDING.has(f))).toEqual([...PENDING]);
});

test('a file over the limit is found', () => {
  const file = path.join(src, 'app.ts');
  expect(tooLong([file], 10)).toEqual([expect.stringMatching(/^app\.ts: \d+ lines$/)]);
});
