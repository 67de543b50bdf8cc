import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's root: the nearest folder above this file whose
 * package.json declares the workspaces. Found rather than counted, because
 * this code runs from its sources (src/, through tsx and jest) and from the
 * compiled bundle (dist/), which sit at different depths.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object))
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json with workspaces above ${from}`);
  }
}

export const repoRoot = findRoot(__dirname);
