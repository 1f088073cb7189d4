/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // Scale-out and fault tests need a production build: jest.scale.config.mjs, jest.faults.config.mjs.
  testPathIgnorePatterns: ['/node_modules/', '/tests/scale/', '/tests/faults/'],
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
