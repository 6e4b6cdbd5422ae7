const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const formatjs = require('eslint-plugin-formatjs').default;
const { readdirSync } = require('node:fs');
const path = require('node:path');

/** A service's `testing` folder is its own: test worlds two rooms share live in a package's testing folder or test/support. */
const otherServicesTesting = {
  regex: String.raw`^@harambee/(command-api|projector|query-api|relay|time-travel)/src/testing(/|$)`,
  message:
    "Another service's test world: take it from packages/*/src/testing or test/support instead.",
};

const web = path.join(__dirname, 'apps/web/src');
const features = readdirSync(path.join(web, 'features'));

/** Words the catalogue does not translate: the product's name. */
const UNTRANSLATED_NAMES = /^(?:Harambee)$/u;

/** The text a literal in JSX holds (a template's fixed parts). */
const literalText = (node) =>
  node.type === 'JSXAttribute'
    ? literalText(node.value)
    : node.type === 'TemplateLiteral'
      ? node.quasis.map((quasi) => quasi.value.cooked).join(' ')
      : String(node.value ?? '');

/**
 * formatjs' no-literal-string-in-jsx, told only of text with a word in it: punctuation, digits and symbols
 * ("·", "−", "1234 5678") are not words a reader needs in their language.
 */
const noWordsInJsx = {
  meta: formatjs.rules['no-literal-string-in-jsx'].meta,
  create: (context) =>
    formatjs.rules['no-literal-string-in-jsx'].create(
      Object.create(context, {
        report: {
          value: (report) => {
            const text = literalText(report.node).trim();
            if (/\p{L}/u.test(text) && !UNTRANSLATED_NAMES.test(text)) context.report(report);
          },
        },
      }),
    ),
};

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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ alias: { '@': [web] }, extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    // No file imports, through others, a file that imports it: move what both need to the file both depend on.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
      i18n: { rules: { 'no-words-in-jsx': noWordsInJsx } },
    },
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
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/testing/**'],
    rules: { 'i18n/no-words-in-jsx': 'error' },
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
    files: ['services/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherServicesTesting] }],
    },
  },
  {
    files: ['services/query-api/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherServicesTesting,
            {
              regex: String.raw`^@harambee/(projector|eventstore)(/|$)`,
              message:
                'The query API reads read models; questions about the past go to the log through @harambee/time-travel.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/**/*.ts', 'packages/**/*.ts', 'apps/server/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'NewExpression[callee.name=/^(InvalidInput|RuleBroken|NotFound|Forbidden|Unauthorized|PaymentDeclined|TooManyRequests)Error$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
          'NewExpression[callee.name="AppError"][arguments.1.type=/^(Literal|TemplateLiteral)$/]',
        ].map((selector) => ({
          selector,
          message:
            "A server answer reaches people: give its catalogue key and arguments ({ key: 'api.…', values }), said in the caller's language at the edge.",
        })),
      ],
    },
  },
  {
    files: [
      '**/*.spec.ts',
      'test/**/*.ts',
      '**/src/testing/**/*.ts',
      'packages/test-support/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
