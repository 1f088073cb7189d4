process.env.LOG_LEVEL = 'silent';
process.env.SEED_DEMO = '0';
process.env.ADMIN_ACCOUNT = 'admin';
process.env.ADMIN_PASSWORD = 'correct-horse-battery';
// Password hashes at a thousandth of production's cost (tests/api/password-policy.test.ts checks that one).
process.env.PASSWORD_HASH_COST = '10';
