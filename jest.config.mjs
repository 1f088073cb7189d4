/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // Tests on production servers need a build: jest.scale.config.mjs, jest.faults.config.mjs.
  testPathIgnorePatterns: ['/node_modules/', '/tests/scale/', '/tests/faults/', '/tests/server/'],
  transform: {
    '@react-email/render/.+\\.cjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  // React Email's render loads react-dom/server with import(), which Jest runs only once compiled to
  // require(); next-intl's message formatter (the e-mails' words) and what it imports are ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(@react-email/render|next-intl|use-intl|intl-messageformat|@formatjs)/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFiles: ['<rootDir>/tests/support/env.ts'],
  testTimeout: 30000,
};
