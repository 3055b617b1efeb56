import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Type-aware linting: each workspace's own tsconfig gives the rules the types they reason about.
const projects = [
  './common/tsconfig.test.json',
  './backend/embedded-db/tsconfig.json',
  './backend/tsconfig.json',
  './frontend/tsconfig.json',
  './scripts/tsconfig.json',
  './e2e/tsconfig.json',
];

// bulletproof-react's boundary: a feature reaches another only through that feature's index.
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature).join('|');
  return {
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${others})/.+`,
              message: 'Import another feature through its index (../feature), never its internals.',
            },
            {
              regex: '^(\\.\\./)+app/',
              message:
                'A feature never imports the app: shared state lives in lib/store, and slices inject themselves.',
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '.ci/cache/**',
      'common/src/words/wordData.ts',
      // The service worker template: plain JS with build-time placeholders (frontend/pwa.ts fills them in).
      'frontend/sw/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { project: projects, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A slice declares itself into the store's type by merging one WithSlice<...> into LazyLoadedSlices
      // (RTK's injectInto); an interface that only extends one type is that idiom, not an accident.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // vitest's asymmetric matchers (expect.any, expect.stringContaining, …) are typed `any` by design.
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Plain JavaScript and the root configs belong to no workspace's tsconfig.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The embedded database is a library: it never reaches back into the backend that uses it.
  ...[
    { files: ['backend/embedded-db/{src,test}/*.ts'], outside: '^(\\.\\./){2}' },
    { files: ['backend/embedded-db/{src,test}/*/*.ts'], outside: '^(\\.\\./){3}' },
  ].map(({ files, outside }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${outside}|^@gridable/`,
              message: 'The embedded database imports nothing from the app.',
            },
          ],
        },
      ],
    },
  })),
  {
    // common/ runs in the browser and on the server: no Node built-ins outside its tests.
    files: ['common/src/**/*.ts'],
    ignores: ['common/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*'] }] },
  },
  {
    // Layers: the store knows the database and nothing of HTTP.
    files: ['backend/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', '**/http'],
              message: 'db/ never imports http/: stores know nothing of HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    // Budgets and caps count a client by its network (an IPv6 /64), never by the bare address.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/ops/clientAddress.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'req',
          property: 'ip',
          message: 'Key a budget or cap on requestNetwork(req) (ops/clientAddress.ts), never req.ip.',
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every reply tells the app the server's time, which decides the day (lib/clock/serverClock.ts).
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: [
      'frontend/src/lib/clock/clockedFetch.ts',
      'frontend/src/**/*.test.{ts,tsx}',
      'frontend/src/testing/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Use clockedFetch from lib/clock/clockedFetch: it keeps the server clock.',
        },
      ],
    },
  },
  ...featureBoundaries,
);
