// One lint configuration for the whole repository: server, shared code and both front ends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-ssr', 'data', 'node_modules', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every back office form goes through admin/common/AdminForms.tsx (unsaved-changes warning, no browser
    // validation bubbles): react-admin's bare forms would silently skip both.
    files: ['admin/**/*.tsx'],
    ignores: ['admin/common/AdminForms.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['SimpleForm', 'TabbedForm'],
              message: 'Use AdminSimpleForm / AdminTabbedForm from admin/common/AdminForms.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ runs in the browser and on the server alike: keep Node and DOM APIs out of it.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom'] }],
    },
  },
);
