import base from './jest.config.mjs';

/**
 * The fault tests: production servers of the build in NEXT_DIST_DIR killed, stopped and cut off
 * from their database; run by `npm test` after the build. The PostgreSQL outage needs TEST_DATABASE_URL.
 */
export default {
  ...base,
  roots: ['<rootDir>/tests/faults'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? [] : ['/tests/faults/database-outage'])],
  testTimeout: 60_000,
};
