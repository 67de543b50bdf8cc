#!/usr/bin/env node
// `npm run build:server`: compiles the server to one JavaScript file,
// apps/server/dist/main.js, which `npm start` runs with plain node. The
// workspace packages (rules, protocol) are TypeScript and go into the bundle;
// npm dependencies stay in node_modules, loaded at run time as usual (some,
// like Prisma's client runtime and the embedded PostgreSQL, find files next
// to their own code). The generated Prisma client is TypeScript too, so it is
// bundled.
const path = require('node:path');
const esbuild = require('esbuild');

const server = path.resolve(__dirname, '..');
const manifest = require(path.join(server, 'package.json'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => !name.startsWith('@sprawl/'));

const started = Date.now();
esbuild.buildSync({
  entryPoints: [path.join(server, 'src', 'main.ts')],
  outfile: path.join(server, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Packages reached through other packages (prom-client's, pino's...) are external too: only our own code is bundled.
  external: [...external, 'pino-pretty', 'zod', 'esbuild'],
  logLevel: 'warning',
});
// The think pool's worker threads load their own file (src/bots/worker-file.ts looks for it beside main.js).
esbuild.buildSync({
  entryPoints: [path.join(server, 'src', 'bots', 'think-worker.ts')],
  outfile: path.join(server, 'dist', 'think-worker.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['zod'],
  logLevel: 'warning',
});
console.log(`server compiled to apps/server/dist/main.js in ${Date.now() - started} ms`);
