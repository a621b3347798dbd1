// One lint configuration for the whole repository: server, shared code and both front ends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every back office form goes through admin/common/AdminForms.tsx (unsaved-changes warning, no browser
// validation bubbles): react-admin's bare forms would silently skip both.
const formsRule = {
  name: 'react-admin',
  importNames: ['SimpleForm', 'TabbedForm'],
  message: 'Use AdminSimpleForm / AdminTabbedForm from admin/common/AdminForms.',
};

/**
 * The layers' borders: the back office and the public site meet the server only through the HTTP API, and
 * each other not at all; what two of them share lives in shared/ (types, schemas, the resource registry),
 * which runs in the browser and on the server alike, so no Node or DOM library in it either.
 *
 * no-restricted-imports sees import paths, not resolved files: '../../server/x' leaves the repository's
 * layer only when it climbs as many levels as the file is deep (admin/settings/site is no site/). Hence one
 * block per depth. Later blocks replace this rule for the files they match, so each carries all of it.
 * The public site's tests may read the server's seed texts (what the site must show); its code may not.
 */
function layerRules(layer, banned, paths = [], extraPatterns = [], allowed = []) {
  return [1, 2, 3, 4, 5].map((depth) => ({
    files: [`${layer}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: layer === 'site' ? ['site/**/*.test.{ts,tsx}', 'site/test/**'] : [],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths, patterns: [...extraPatterns, layerPattern(layer, banned, depth, allowed)] },
      ],
    },
  }));
}

/** `allowed`: folders (from the repository root) inside a banned layer that may still be imported. */
function layerPattern(layer, banned, depth, allowed = []) {
  const exceptions = allowed.map((path) => `(?!${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`).join('');
  return {
    regex: `^(\\.\\./){${depth},}${exceptions}(${banned.join('|')})(/|$)`,
    message: `${layer}/ must not import ${banned.map((name) => `${name}/`).join(' or ')}: move what both need to shared/.`,
  };
}

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
  // One exception: the site's icon set (site/ui/icons/), so that the panel's icon choice draws exactly the
  // icon the site will (Tabler components: React, so not shared/, which the server compiles too).
  ...layerRules('admin', ['server', 'site'], [formsRule], [], ['site/ui/icons/']),
  {
    // The one place that may use react-admin's bare forms: it wraps them.
    files: ['admin/common/AdminForms.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layerPattern('admin', ['server', 'site'], 2)] }],
    },
  },
  ...layerRules('site', ['admin', 'server']),
  ...layerRules('shared', ['admin', 'server', 'site'], [], [{ group: ['node:*', 'react', 'react-dom'] }]),
);
