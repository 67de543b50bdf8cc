#!/usr/bin/env node
// Generates the Prisma client without network access. The Prisma CLI wants a
// schema engine binary before it will run `generate`, and downloads one when
// none is configured. PRISMA_SCHEMA_ENGINE_BINARY (a documented Prisma
// environment variable) points it at a local stand-in instead; generation
// itself does not run the engine. A real engine configured by the user wins.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ||= path.join(root, 'scripts', 'offline-schema-engine');
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], { cwd: root, env, stdio: 'inherit' });
