import fs from 'node:fs';
import path from 'node:path';

/**
 * The node flags the server runs with in production, read from the one
 * place that says them for `npm start`: the root package.json's start script
 * (`node <flags> apps/server/scripts/start.js`). The Docker image's CMD and
 * the server workspace's own start script repeat them, and a test keeps the
 * three alike; bench:server starts its server with them, as production does.
 */
export function productionNodeFlags(root: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (pkg.scripts?.start ?? '').split(/\s+/).filter(Boolean);
  if (words[0] !== 'node')
    throw new Error(`package.json's start script does not run node: ${pkg.scripts?.start ?? '(none)'}`);
  return words.slice(1).filter((w) => w.startsWith('--'));
}
