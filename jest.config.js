const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
};
const roots = [
  '<rootDir>/packages',
  '<rootDir>/services',
  '<rootDir>/apps',
  '<rootDir>/test',
  '<rootDir>/bench',
];
const project = (name, suffix, extra = {}) => ({
  displayName: name,
  roots,
  testMatch: [`**/*.${suffix}.spec.ts`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform,
  // ESM-only packages, compiled to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!@noble/|@formatjs/|intl-messageformat/)'],
  testEnvironment: 'node',
  ...extra,
});

module.exports = {
  projects: [
    project('unit', 'unit'),
    project('int', 'int'),
    project('browser', 'browser', {
      setupFilesAfterEnv: ['<rootDir>/test/browser/support/fail-on-csp-violations.ts'],
    }),
    // Run by `npm run test:containers`, which starts the engines and names them in the environment.
    project('containers', 'containers'),
  ],
  // A global option: per-project values are ignored. Real servers and a real browser start in hooks.
  testTimeout: 120_000,
};
