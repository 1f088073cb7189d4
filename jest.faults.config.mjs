import base from './jest.config.mjs';

/**
 * Tests on production servers of the build in NEXT_DIST_DIR, run by `npm test` after the build:
 * the server's page cache, and the faults (servers killed, stopped and cut off from their
 * database). The PostgreSQL outage needs TEST_DATABASE_URL.
 */
export default {
  ...base,
  roots: ['<rootDir>/tests/server', '<rootDir>/tests/faults'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DATABASE_URL ? [] : ['/tests/faults/database-outage'])],
  testTimeout: 60_000,
};
