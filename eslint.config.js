// Lint for the whole workspace. The import-boundary rules enforce ARCHITECTURE §2:
// market <- protocol, exchange <- apps/*; the web app and the server meet only in protocol.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        group: [name, `${name}/*`],
        message: `This layer may not import ${name} (ARCHITECTURE §2: one-way imports).`,
      })),
    },
  ],
});

// Trading parameters are named once, in each command's codec (packages/protocol/src/trading):
// the apps and the e2e specs never spell the wire's positional p1..p9 (issue 22).
const WIRE_KEYS = [
  {
    selector: 'Property[key.name=/^p[1-9]$/], MemberExpression[property.name=/^p[1-9]$/]',
    message: "Use the command's named parameters; its codec (packages/protocol) writes p1..pN.",
  },
];
// Failures reach the user in one place (apps/web/src/shared/session/show-failure.ts).
const TOAST_ERROR = {
  selector: "CallExpression[callee.object.name='toast'][callee.property.name='error']",
  message: 'Show a failure with showFailure (shared/session/show-failure.ts), not toast.error.',
};

const nodeOnly = ['node:*', 'fs', 'path', 'http', 'net', 'child_process', 'os', 'worker_threads'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/market/src/**'],
    rules: forbid('@sen/protocol', '@sen/exchange', '@sen/server', '@sen/web', 'react', ...nodeOnly),
  },
  {
    files: ['packages/protocol/src/**'],
    rules: forbid('@sen/exchange', '@sen/server', '@sen/web', 'react', ...nodeOnly),
  },
  {
    files: ['packages/exchange/src/**'],
    rules: forbid('@sen/protocol', '@sen/server', '@sen/web', 'react', ...nodeOnly),
  },
  { files: ['apps/server/src/**'], rules: forbid('@sen/web', 'react') },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid('@sen/server', '@sen/exchange', ...nodeOnly).valueOf(),
    },
  },
  { files: ['apps/server/src/**', 'e2e/**'], rules: { 'no-restricted-syntax': ['error', ...WIRE_KEYS] } },
  {
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/shared/session/show-failure.ts'],
    rules: { 'no-restricted-syntax': ['error', ...WIRE_KEYS, TOAST_ERROR] },
  },
  // HOUSE-STYLE 8: past 400 lines a file is doing two jobs.
  { rules: { 'max-lines': ['error', { max: 400 }] } },
  // Market logic never reads the wall clock or chance: the packages take a clock and a seeded
  // random source from their caller (docs/development.md). Tests may.
  {
    files: ['packages/*/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Packages never read the wall clock: take a clock.' },
        {
          object: 'performance',
          property: 'now',
          message: 'Packages never read the wall clock: take a clock.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'Packages never use Math.random: take a seeded random source.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Packages never read the wall clock: `new Date()` needs an argument.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
