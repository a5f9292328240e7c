import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ours = (...names) => names.map((n) => ({ group: [`@mizan/${n}`, `@mizan/${n}/*`], message: `This part may not import @mizan/${n} (see docs/architecture.md).` }));
// Features never import each other: screens in app/ compose them (bulletproof-react).
const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" may not import feature "{{to}}"; compose them in app/.' } },
  create(context) {
    const from = /\/features\/([^/]+)\//.exec(context.filename)?.[1];
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const target = source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : source;
        const to = /(?:^@\/|\/src\/)features\/([^/]+)/.exec(target)?.[1];
        if (from && to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
      },
    };
  },
};
// A relative import may not leave its own workspace (packages/<name>, apps/<name>, e2e): another workspace is
// imported by its package name. (A '../../*' pattern also refused imports inside one app, e.g. plugins/app -> src.)
const workspaceOf = (file) => /^(.*?\/(?:packages|apps)\/[^/]+|.*?\/e2e)(?:\/|$)/.exec(file)?.[1];
const noWorkspaceEscape = {
  meta: { type: 'problem', messages: { escape: 'Import another workspace through its package name, not a relative path.' } },
  create(context) {
    const home = workspaceOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!home || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), source);
        if (target !== home && !target.startsWith(`${home}${path.sep}`)) context.report({ node, messageId: 'escape' });
      },
    };
  },
};
const mizanPlugin = { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-workspace-escape': noWorkspaceEscape } };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '.reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { mizan: mizanPlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'mizan/no-workspace-escape': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ours('data', 'contracts', 'api', 'web'), { group: ['node:*', 'fs', 'path'], message: 'domain is pure: no I/O.' }] }],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'process', 'window', 'document'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'domain is deterministic: pass the clock in.' },
        { object: 'Math', property: 'random', message: 'domain is deterministic: pass a seeded generator in.' },
      ],
    },
  },
  {
    files: ['packages/data/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ours('contracts', 'api', 'web')] }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ours('api', 'web')] }] },
  },
  {
    files: ['apps/api/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-imports': ['error', { patterns: [...ours('web')] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...ours('api')] }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'mizan/no-cross-feature-imports': 'error' },
  },
  {
    files: ['scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts', '*.js', '*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
