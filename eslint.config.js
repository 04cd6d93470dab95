import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: shared <- client lib/components <- client features <- client app; server and client never meet.
// Between features, only a feature's top-level modules (api.ts, mutations.ts, product-card.tsx…) are shared.
const forbid = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist', '.cache', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': forbid([
        {
          group: ['@/client/*', '@/server/*', '**/client/**', '**/server/**', 'react', 'react-dom'],
          message: 'src/shared imports nothing from client or server.',
        },
      ]),
    },
  },
  {
    files: ['src/server/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': forbid([{ group: ['@/client/*', '**/client/**'], message: 'The server never imports client code.' }]),
    },
  },
  {
    // A server feature folder uses what lies below the features (db, plugins, shared, config), never another
    // feature's internals: what two features share moves down into src/server/shared.
    files: ['src/server/*/**'],
    ignores: ['src/server/{db,plugins,shared,test,security}/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': forbid([
        { group: ['@/client/*', '**/client/**'], message: 'The server never imports client code.' },
        {
          regex: '^\\.\\./(?!(db|plugins|shared|test)/|config$|mpesa-settings$|\\.\\./)',
          message: "A server feature never imports another feature's modules: move what both need into src/server/shared.",
        },
      ]),
    },
  },
  {
    // Below the features: nothing there may lean on a feature.
    files: ['src/server/{db,plugins,shared}/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': forbid([
        { group: ['@/client/*', '**/client/**'], message: 'The server never imports client code.' },
        {
          regex: '^\\.\\./(?!(db|plugins|shared|test)/|config$|mpesa-settings$|\\.\\./)',
          message: 'db, plugins and shared lie below the features and import none of them.',
        },
      ]),
    },
  },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': forbid([{ group: ['@/server/*', '**/server/**'], message: 'The client never imports server code.' }]),
      // Schemas only the server builds: a value imported from them would have every phone construct them too.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/shared/schemas/planner-answers',
              allowTypeImports: true,
              message: 'The planner page builds only the schemas it checks with (@/shared/schemas/planner); import types from here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/features/**'],
    rules: {
      'no-restricted-imports': forbid([
        { group: ['@/server/*', '**/server/**'], message: 'The client never imports server code.' },
        { group: ['@/client/app/*'], message: 'Features do not import the app layer; the app composes features.' },
        {
          group: ['@/client/features/*/components/*', '@/client/features/*/pages/*'],
          message:
            "A feature's components and pages are its own: other features use its top-level modules; a component several features share belongs in src/client/components.",
        },
      ]),
    },
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**'],
    rules: {
      'no-restricted-imports': forbid([
        { group: ['@/server/*', '**/server/**'], message: 'The client never imports server code.' },
        { group: ['@/client/app/*', '@/client/features/*'], message: 'Primitives and lib import neither features nor the app.' },
      ]),
    },
  },
);
