/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// One jest run over every workspace; each workspace is a project so that
// `npm test` at the root is the single command CI and people use.
const workspaces = ['packages/rules', 'packages/protocol', 'packages/client', 'apps/server', 'apps/web'];

const project = (dir: string): Config => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../../tsconfig.json', diagnostics: false }],
  },
});

const config: Config = {
  rootDir: __dirname,
  projects: workspaces.map(project),
};

export default config;
