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

module.exports = createJestConfig(config);
