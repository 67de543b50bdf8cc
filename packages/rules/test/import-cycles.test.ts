import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

/**
 * Modules that import each other cannot be read, tested or moved one at a
 * time, so the repository keeps its relative imports free of cycles. Type-only
 * imports count too: they vanish when compiled, but a reader still has to
 * understand both files at once (issue 51).
 */
const repo = path.resolve(__dirname, '../../..');
const roots = ['packages/rules/src', 'packages/protocol/src', 'packages/client/src', 'apps/server/src', 'apps/web/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+[^;]*?from\s+'(\.[^']+)'/gms)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const hit = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => base + e).find((c) => fs.existsSync(c));
    if (hit) found.push(hit);
  }
  return found;
}

/** Every group of modules that reach each other through imports (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(path.relative(repo, w));
    } while (w !== v);
    if (group.length > 1) found.push(group);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * The server's top-level folders (and files) from the bottom up: a module may
 * import its own layer and the layers below, never one above, so that each
 * layer can be read knowing only what is under it. Every route lives in
 * `http` (its handler in http/<area>-routes.ts), so `notify` sits below it.
 */
const SERVER = 'apps/server/src';
const SERVER_LAYERS: string[][] = [
  ['paths', 'errors', 'generated', 'scheduling', 'security', 'metrics'],
  ['config', 'logger'],
  ['db'],
  ['matches'],
  ['bots'],
  ['rooms'],
  ['replays', 'review'],
  ['notify'],
  ['http', 'ws'],
  ['app', 'main'],
];

/** The layer of a server module: the index of its top-level folder (or file) in SERVER_LAYERS. */
function layerOf(file: string): number {
  const top = path.relative(path.join(repo, SERVER), file).split(path.sep)[0].replace(/\.ts$/, '');
  const layer = SERVER_LAYERS.findIndex((names) => names.includes(top));
  if (layer < 0) throw new Error(`${top} is in no layer of SERVER_LAYERS: add it where it belongs`);
  return layer;
}

/** Every import that runs up the layers, as "importer -> imported". */
function upward(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([from, tos]) =>
    tos
      .filter((to) => layerOf(to) > layerOf(from))
      .map((to) => `${path.relative(repo, from)} -> ${path.relative(repo, to)}`),
  );
}

describe('imports', () => {
  it('the server imports only down its layers', () => {
    const files = sourceFiles(path.join(repo, SERVER));
    expect(upward(new Map(files.map((f) => [f, importsOf(f)])))).toEqual([]);
  });

  it('finds an import that runs up the layers', () => {
    const low = path.join(repo, SERVER, 'matches/x.ts');
    const high = path.join(repo, SERVER, 'notify/y.ts');
    expect(
      upward(
        new Map([
          [low, [high]],
          [high, [low]],
        ]),
      ),
    ).toEqual([`${SERVER}/matches/x.ts -> ${SERVER}/notify/y.ts`]);
  });

  it('counts type-only imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), 'export type B = number;\n');
    expect(importsOf(path.join(dir, 'a.ts'))).toEqual([path.join(dir, 'b.ts')]);
    fs.rmSync(dir, { recursive: true });
  });

  it.each(roots)('%s has no import cycles', (root) => {
    const files = sourceFiles(path.join(repo, root));
    expect(files.length).toBeGreaterThan(0);
    const found = cycles(new Map(files.map((f) => [f, importsOf(f)])));
    expect(found).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toHaveLength(1);
  });
});
