#!/usr/bin/env node
// Generates the Prisma client (apps/server/src/generated/prisma, git-ignored)
// without network access, and skips the work when the schema and the Prisma
// version have not changed since the last run. Runs from the root
// `postinstall`, `pretest` and `prestart` scripts.
//
// Why the environment variable: the Prisma 7 CLI makes sure a schema engine
// binary is present before running any command, and downloads one when none is
// configured, although `prisma generate` itself never runs it (the client is
// built from the schema by Prisma's WebAssembly schema parser). Prisma reads
// the documented PRISMA_SCHEMA_ENGINE_BINARY variable to find the engine; we
// point it at a stand-in script that explains itself and exits. An engine the
// user configured wins, so `prisma migrate` works wherever the real engine exists.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const schema = path.join(root, 'prisma', 'schema.prisma');
const out = path.join(root, 'apps', 'server', 'src', 'generated', 'prisma');
const stamp = path.join(out, '.generated-from');

let prismaCli;
try {
  prismaCli = require.resolve('prisma/build/index.js', { paths: [root] });
} catch {
  console.error('prisma-generate: the `prisma` package is not installed; run `npm install` first.');
  process.exit(1);
}
const version = require(require.resolve('prisma/package.json', { paths: [root] })).version;
const fingerprint = crypto.createHash('sha256').update(version).update(fs.readFileSync(schema)).digest('hex');
if (!process.argv.includes('--force') && fs.existsSync(path.join(out, 'client.ts')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint) {
  process.exit(0);
}

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ||= path.join(__dirname, 'offline-schema-engine');
execFileSync(process.execPath, [prismaCli, 'generate'], { cwd: root, env, stdio: 'inherit' });
fs.writeFileSync(stamp, fingerprint);
