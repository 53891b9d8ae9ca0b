// One linter for the whole tree. Dependency direction is enforced here, as tRPC does for its adapters:
// core imports only zod, @trpc/server and itself; storage and llm implement core's ports; the HTTP adapter
// reaches the core only through core/index.ts; only the composition root and the CLI wire implementations.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const coreInternals = {
  regex: '^(\\.\\./)+core/(?!index\\.ts$).+',
  message: 'Import the core through its public face, core/index.ts.',
};
const layer = (name) => ({
  group: [`**/${name}/**`, `../${name}`, `../../${name}`],
  message: `This folder may not depend on ${name}/.`,
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setImmediate: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@trpc/server$|\\.\\.?/)',
              message: 'core imports only zod, @trpc/server and itself.',
            },
            {
              regex: '^(\\.\\./)+(storage|llm|adapters|test|fixtures)(/|$)',
              message: 'core must not depend on outer layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['storage/**/*.ts', 'llm/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [coreInternals, layer('adapters')] }],
    },
  },
  {
    files: ['adapters/http/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [coreInternals, layer('storage'), layer('llm')] }],
    },
  },
  {
    files: ['adapters/cli/**/*.ts', 'adapters/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [coreInternals] }] },
  },
);
