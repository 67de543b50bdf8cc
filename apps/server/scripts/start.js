#!/usr/bin/env node
// `npm start`: builds the web client and compiles the server (both take a
// few seconds), then runs the compiled server in this same process. The
// moment it began is handed on, so the server can say how long it took from
// `npm start` to ready.
const { execSync } = require('node:child_process');
const path = require('node:path');

process.env.SPRAWL_START_MS ??= String(Date.now());
const root = path.resolve(__dirname, '../../..');
execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
require(path.join(root, 'apps', 'server', 'dist', 'main.js'));
