import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';
// Types only: esbuild itself is required below, from the sources alone.
import type * as EsbuildApi from 'esbuild';

/**
 * The JavaScript file a think thread runs. The compiled server ships it
 * beside its bundle (scripts/build.js); run from the sources (tsx, jest), a
 * worker thread cannot load TypeScript, so it is bundled here once per
 * process, in a few tens of milliseconds, from think-worker.ts.
 */
export function thinkWorkerFile(): string {
  const shipped = path.join(__dirname, 'think-worker.js');
  if (fs.existsSync(shipped)) return shipped;
  const out = path.join(repoRoot, 'dist', 'server-dev', `think-worker-${process.pid}.js`);
  // Loaded only here, from the sources: the compiled server never needs esbuild.
  const esbuild = require('esbuild') as typeof EsbuildApi;
  esbuild.buildSync({
    entryPoints: [path.join(repoRoot, 'apps', 'server', 'src', 'bots', 'think-worker.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
  });
  return out;
}
