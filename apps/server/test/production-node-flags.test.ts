import fs from 'node:fs';
import path from 'node:path';
import { productionNodeFlags } from '../scripts/production-node-flags';

const root = path.resolve(__dirname, '../../..');

describe('the node flags the server runs with in production', () => {
  const flags = productionNodeFlags(root);

  test('are read from the root start script', () => {
    // The young generation docs/operations.md explains; bench:server starts its server with these too.
    expect(flags).toContain('--max-semi-space-size=64');
  });

  test("the Docker image's CMD runs the bundle with the same flags", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1])).toEqual(['node', ...flags, 'apps/server/dist/main.js']);
  });

  test("the server workspace's start script runs with the same flags", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toBe(['node', ...flags, 'scripts/start.js'].join(' '));
  });
});
