// One lint configuration for the whole repository: server, shared code and both front ends.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Every back office form goes through admin/common/AdminForms.tsx (unsaved-changes warning, no browser
// validation bubbles): react-admin's bare forms would silently skip both.
const formsRule = {
  name: 'react-admin',
  importNames: ['SimpleForm', 'TabbedForm'],
  message: 'Use AdminSimpleForm / AdminTabbedForm from admin/common/AdminForms.',
};

// Every back office edit screen goes through admin/common/AdminEdit.tsx (a failed load said in place, not
// react-admin's 'Kayıt bulunamadı' and a move to the list).
const editRule = {
  name: 'react-admin',
  importNames: ['Edit'],
  message: 'Use AdminEdit from admin/common/AdminEdit.',
};

/**
 * The layers' borders, as import zones (eslint-plugin-import-x's no-restricted-paths, which judges the file an
 * import resolves to, wherever the importing file sits):
 * - the back office and the public site meet the server only through the HTTP API, and each other not at all;
 *   what two of them share lives in shared/ (types, schemas, the resource registry), which runs in the browser
 *   and on the server alike, so it imports none of them (and no Node or DOM library either, below);
 * - inside the server, routes → services → db: the data and service layers never import a route, and the
 *   public routes and the back office's routes never import each other (what both need is a service).
 */
const moveToShared = 'Move what both need to shared/.';
const moveToServices = 'Move what both need to server/services/ (or shared/).';
const layerZones = [
  // One exception: the site's icon set (site/ui/icons/), so that the panel's icon choice draws exactly the
  // icon the site will (Tabler components: React, so not shared/, which the server compiles too).
  {
    target: 'admin',
    from: 'site',
    except: ['ui/icons'],
    message: `admin/ must not import site/. ${moveToShared}`,
  },
  { target: 'admin', from: 'server', message: `admin/ must not import server/. ${moveToShared}` },
  { target: 'site', from: 'admin', message: `site/ must not import admin/. ${moveToShared}` },
  {
    target: 'shared',
    from: ['admin', 'server', 'site'],
    message: 'shared/ must not import admin/, server/ or site/.',
  },
  {
    target: 'server/routes/admin',
    from: 'server/routes/public',
    message: `Back office routes must not import public routes. ${moveToServices}`,
  },
  {
    target: 'server/routes/public',
    from: 'server/routes/admin',
    message: `Public routes must not import back office routes. ${moveToServices}`,
  },
  {
    target: ['server/services', 'server/db'],
    from: 'server/routes',
    message: 'Services and the database layer must not import routes: routes → services → db.',
  },
];

/**
 * The same zones, plus the borders only code keeps: a test may read the other side to check that both agree
 * (the site's tests the server's seed texts, the seed's tests the panel's labels for them).
 */
const codeZones = [
  ...layerZones,
  { target: 'site', from: 'server', message: `site/ must not import server/. ${moveToShared}` },
  { target: 'server', from: 'admin', message: `server/ must not import admin/. ${moveToShared}` },
];

/**
 * import-x resolves each import to judge where it lands: TypeScript files imported by their compiled name
 * ('./x.js' is ./x.ts) or without an extension (Vite). An import it cannot resolve is not judged at all.
 */
const importResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
});

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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importResolver] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: codeZones }] },
  },
  {
    files: ['site/**/*.test.{ts,tsx}', 'site/test/**', 'server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['admin/**/*.{ts,tsx}'],
    ignores: ['admin/common/AdminForms.tsx'], // the one place that may use react-admin's bare forms: it wraps them
    rules: { 'no-restricted-imports': ['error', { paths: [formsRule] }] },
  },
  {
    files: ['admin/**/*.{ts,tsx}'],
    // The wrapper itself, and tests that render a bare <Edit> around the piece they test.
    ignores: ['admin/common/AdminForms.tsx', 'admin/common/AdminEdit.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [formsRule, editRule] }] },
  },
  {
    // No function over 80 lines without a reason (issue 33): a longer one is split into named steps, or says
    // at its start why it is one piece (`eslint-disable-next-line max-lines-per-function -- <why>`). Tests,
    // test helpers and seed data are left out: a test reads best as the story it tells.
    files: ['server/**/*.ts', 'site/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'site/test/**', 'server/db/seed/data/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom'],
              message: 'shared/ runs in the browser and on the server.',
            },
          ],
        },
      ],
    },
  },
);
