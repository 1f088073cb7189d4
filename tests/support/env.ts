process.env.LOG_LEVEL = 'silent';
process.env.SEED_DEMO = '0';
process.env.ADMIN_ACCOUNT = 'admin';
process.env.ADMIN_PASSWORD = 'correct-horse-battery';
