/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // Tests on production servers need a build: jest.scale.config.mjs, jest.faults.config.mjs.
  testPathIgnorePatterns: ['/node_modules/', '/tests/scale/', '/tests/faults/', '/tests/server/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFiles: ['<rootDir>/tests/support/env.ts'],
  testTimeout: 30000,
};
