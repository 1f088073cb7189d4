import { checkConfig, config } from '@/lib/config';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test('unset or empty variables take their defaults', () => {
  const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
  process.env = { ...env, PORT: '' };
  expect(() => checkConfig(env)).not.toThrow();
  expect([
    config.port,
    config.databaseUrl,
    config.siteUrl,
    config.basePath,
    config.pageCacheBytes,
    config.pageCacheMs,
    config.cachePrefix,
  ]).toEqual([3000, '', 'http://localhost:3000', '', 64 * 1024 * 1024, 300_000, 'lawfirm']);
  expect(config.seedDemo).toBe(true);
  expect(config.logLevel).toBe('info');
  // The server listens on every interface, as `next start` does.
  expect(config.host).toBeUndefined();
});

test.each(['127.0.0.1', '0.0.0.0', '::1', '::', 'localhost', 'app.internal'])('HOST=%s is an address to listen on', (host) => {
  process.env.HOST = host;
  expect(() => checkConfig()).not.toThrow();
  expect(config.host).toBe(host);
});

test('valid values are read as they are', () => {
  Object.assign(process.env, {
    PORT: '8080',
    DATABASE_URL: 'postgres://db.internal/site',
    SITE_URL: 'https://www.example.com/',
    BASE_PATH: '/site/',
    PAGE_CACHE_MB: '16',
    PAGE_CACHE_SECONDS: '60',
    SEED_DEMO: '0',
    UPLOAD_STORAGE: 'database',
  });
  expect(() => checkConfig()).not.toThrow();
  expect([config.port, config.databaseUrl, config.siteUrl, config.basePath, config.pageCacheBytes, config.pageCacheMs]).toEqual([
    8080,
    'postgres://db.internal/site',
    'https://www.example.com',
    '/site',
    16 * 1024 * 1024,
    60_000,
  ]);
  expect([config.seedDemo, config.uploadStorage]).toEqual([false, 'database']);
});

test.each([
  ['PORT', 'abc', 'PORT must be a whole number between 1 and 65535'],
  ['PORT', '70000', 'PORT must be at most 65535'],
  ['HOST', '127.0.0.1:3000', 'HOST must be an IP address or a host name'],
  ['HOST', 'http://localhost', 'HOST must be an IP address or a host name'],
  ['HOST', '127.0.0.256', 'HOST must be an IP address or a host name'],
  ['PAGE_CACHE_MB', '-1', 'PAGE_CACHE_MB must be at least 1'],
  ['PAGE_CACHE_SECONDS', '1.5', 'PAGE_CACHE_SECONDS must be a whole number'],
  ['SESSION_TTL_HOURS', '0', 'SESSION_TTL_HOURS must be at least 1'],
  ['UPLOAD_STORAGE', 's3', 'UPLOAD_STORAGE must be database or folder'],
  ['DATABASE_URL', 'mysql://localhost/site', 'DATABASE_URL must be a postgres:// URL'],
  ['REDIS_URL', 'not-a-url', 'REDIS_URL must be a redis:// or rediss:// URL'],
  ['SITE_URL', 'www.example.com', 'SITE_URL must be an http:// or https:// URL'],
  ['BASE_PATH', 'site', 'BASE_PATH must be a path starting with /'],
  ['SEED_DEMO', 'yes', 'SEED_DEMO must be 0 or 1'],
  ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be a pino level'],
])('%s=%s stops the start with a message naming the variable', (name, value, message) => {
  expect(() => checkConfig({ ...saved, [name]: value })).toThrow(`Invalid configuration: ${message}`);
});
