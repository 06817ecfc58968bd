const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/contract/**/*.test.ts'],
  // The contract test builds its fixture app; the fixture's own build output is not a test.
  modulePathIgnorePatterns: ['<rootDir>/tests/contract/fixture/.next', '<rootDir>/tests/contract/fixture/out'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

// d3-geo and its d3-array ship only as ES modules: let the transform compile them like the app's code.
const ESM_ONLY = ['d3-geo', 'd3-array', 'internmap'];

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`, ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules'))],
  };
};
