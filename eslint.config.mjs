// Lint: a few rules that catch real mistakes, type-aware where the types say
// more than the text (a promise nobody waits for, an await of a non-promise).
// Run by `npm test` (npm run lint). apps/web is linted by its own tooling.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/src/generated/**', 'apps/web/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  {
    files: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/server/scripts/**/*.ts', 'packages/*/scripts/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise left floating loses its error: await it, return it, or mark it `void` on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-debugger': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
);
