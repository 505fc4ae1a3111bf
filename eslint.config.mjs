// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettierRecommended from 'eslint-plugin-prettier/recommended';

/**
 * Allowed imports between the folders of src/ (each folder is one Nest module, or infrastructure).
 * Infrastructure (common, config, database, metrics) imports no feature; a feature imports only the
 * features listed for it. The graph has no cycle: Identity builds on Auth, and Auth, Journey and
 * Vault reach assurance only through AssuranceModule (identity/assurance.module.ts).
 */
const FEATURES = [
  'agent',
  'audit',
  'auth',
  'health',
  'idempotency',
  'identity',
  'intent',
  'journey',
  'privacy',
  'sandbox',
  'vault',
  'workflow-template',
];
const ALLOWED_IMPORTS = {
  common: [],
  config: [],
  database: [],
  metrics: [],
  health: [],
  idempotency: [],
  sandbox: ['auth/dto/demographics.dto'],
  'workflow-template': [],
  auth: ['audit', 'identity/assurance.module'],
  identity: ['auth', 'identity/assurance.module'],
  vault: ['idempotency', 'workflow-template', 'identity/assurance.module'],
  intent: ['idempotency', 'vault', 'workflow-template'],
  journey: ['audit', 'intent', 'vault', 'workflow-template', 'identity/assurance.module'],
  agent: ['idempotency', 'journey', 'vault', 'workflow-template'],
  audit: [],
  privacy: ['audit', 'auth', 'vault', 'identity/assurance.module'],
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const moduleBoundaries = Object.entries(ALLOWED_IMPORTS).map(([folder, allowed]) => {
  // A feature folder of src/ reached by a relative import (`../journey/…`, `../../auth/…`), unless
  // allowed whole or, for `feature/file`, that one file.
  const forbidden = FEATURES.filter((f) => f !== folder && !allowed.includes(f)).map((f) => {
    const files = allowed.filter((a) => a.startsWith(`${f}/`)).map((a) => escape(a.slice(f.length + 1)));
    return files.length ? `${escape(f)}/(?!(${files.join('|')})$)` : `${escape(f)}/`;
  });
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${forbidden.join('|')})`,
              message: `src/${folder} may import only ${allowed.join(', ') || 'infrastructure (common, config, database, metrics)'} (eslint.config.mjs, ALLOWED_IMPORTS).`,
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
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'eslint.config.mjs',
      'jest.config.js',
      'babel.config.js',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  prettierRecommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The SDK journey suite uses the SDK's types alone: no casts, no any, no non-null assertions.
    // It runs on node:test, whose describe/it return promises the runner awaits.
    files: ['sdk/test/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it'] }] },
      ],
    },
  },
  ...moduleBoundaries,
);
