const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const { readdirSync } = require('node:fs');
const path = require('node:path');

const web = path.join(__dirname, 'apps/web/src');
const features = readdirSync(path.join(web, 'features'));

/** The web app's borders, as in bulletproof-react: shared code → features → app, and no feature imports another. */
const webBorders = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another: move what both need to components, lib or hooks, or compose them in app.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import the app: the app composes them.',
  },
  {
    target: ['components', 'config', 'hooks', 'lib', 'styles'].map((shared) => `${web}/${shared}`),
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code imports neither features nor the app.',
  },
];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ alias: { '@': [web] }, extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBorders }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^@harambee/(command-api|projector|query-api|relay)(/|$)|/services/`,
              message:
                'A package sits below the services: move what it needs into a package (test worlds too: packages/events/src/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts', '**/src/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
