import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * The README promises Node.js from the version in package.json's `engines`
 * on. Every package the lockfile installs must run there too; otherwise
 * `npm install` warns (EBADENGINE) and the promise is false. This reads the
 * lockfile, so it fails as soon as a dependency update raises the bar.
 */
const repo = path.resolve(__dirname, '../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as Record<string, unknown>;

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
}

describe('engines', () => {
  const promised = (read('package.json').engines as { node: string }).node;
  const lowest = semver.minVersion(promised)!.version;

  it(`every installed package runs on Node ${lowest}, the lowest the README promises`, () => {
    const packages = read('package-lock.json').packages as Record<string, LockEntry>;
    const refusing = Object.entries(packages)
      .filter(([name]) => name.includes('node_modules/'))
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(
        ([name, p]) =>
          `${name.replace(/^.*node_modules\//, '')}@${p.version} wants node ${(p.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });

  it('would notice a package that wants a newer Node', () => {
    expect(semver.satisfies(lowest, '>=22')).toBe(false);
  });
});
