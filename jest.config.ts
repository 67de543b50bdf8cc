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
  // The generated Prisma client imports its TypeScript siblings with .js suffixes.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../../tsconfig.jest.json', diagnostics: false }],
  },
  // The server's tests share one PostgreSQL (embedded, or DATABASE_URL); each test file makes its own database.
  ...(dir === 'apps/server' || dir === 'apps/web'
    ? {
        globalSetup: '<rootDir>/../server/test/support/global-setup.ts',
        globalTeardown: '<rootDir>/../server/test/support/global-teardown.ts',
      }
    : {}),
});

const config: Config = {
  rootDir: __dirname,
  projects: workspaces.map(project),
};

export default config;
