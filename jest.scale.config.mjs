import base from './jest.config.mjs';

/** The scale-out tests: production instances behind nginx; run by `npm test` after the build. */
export default {
  ...base,
  roots: ['<rootDir>/tests/scale'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120_000,
};
