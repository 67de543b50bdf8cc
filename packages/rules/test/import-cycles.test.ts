import fs from 'node:fs';
import path from 'node:path';

/**
 * Modules that import each other cannot be read, tested or moved one at a
 * time, so the repository keeps its relative imports free of cycles. Type-only
 * imports are left out: they vanish when compiled and order nothing.
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
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms)) {
    if (m[1]) continue;
    const base = path.resolve(path.dirname(file), m[2]);
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

describe('imports', () => {
  it.each(roots)('%s has no import cycles', (root) => {
    const files = sourceFiles(path.join(repo, root));
    expect(files.length).toBeGreaterThan(0);
    expect(cycles(new Map(files.map((f) => [f, importsOf(f)])))).toEqual([]);
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
