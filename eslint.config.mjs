// Lint: a few rules that catch real mistakes, type-aware where the types say
// more than the text (a promise nobody waits for, an await of a non-promise).
// Run by `npm test` (npm run lint). The web client adds the rules of hooks
// (a hook called conditionally or an effect missing a dependency is a bug in
// Preact as in React), jsx-a11y's recommended checks, and the words rule:
// a player's words come from the catalogues (scripts/eslint/no-literal-ui-text.mjs).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import uiText from './scripts/eslint/no-literal-ui-text.mjs';

const typeAware = {
  // A promise left floating loses its error: await it, return it, or mark it `void` on purpose.
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
  '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
  '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
  '@typescript-eslint/no-explicit-any': 'error',
  'no-debugger': 'error',
  eqeqeq: ['error', 'always', { null: 'ignore' }],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/src/generated/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  {
    files: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/server/scripts/**/*.ts', 'packages/*/scripts/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: typeAware,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.ts', 'apps/web/scripts/**/*.ts', 'apps/web/vite.config.mts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      ...typeAware,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/scripts/**/*.ts'],
    // The fixture scripts are checked with the tests' project (apps/web/test/tsconfig.json includes them).
    languageOptions: {
      parserOptions: { projectService: false, project: 'apps/web/test/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      // Regions that scroll (logs, chat, score tables) take the focus so that a keyboard can scroll them (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    // How-to-play prose is written once per language, one file each, and picked by the page's locale.
    ignores: ['apps/web/src/**/HowToPlay*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'ui-text': uiText },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { 'ui-text/no-literal-ui-text': 'error' },
  },
);
