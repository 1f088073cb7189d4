import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseSiteLanguages } from '../i18n/locales';

/**
 * Every environment variable the product reads, with its default (the README's table says what
 * each one means). An empty value counts as unset, except an empty list of languages. `checkConfig()` validates them all when the
 * server starts, so a bad value stops it with a message naming the variable; each read below is
 * validated again, since tests and scripts set variables after this module is loaded.
 */
const url = (protocols: RegExp, expected: string) =>
  z.string().refine((value) => protocols.test(value) && URL.canParse(value), `must be ${expected}`);
const whole = (min: number, max: number) => {
  const expected = `must be a whole number between ${min} and ${max}`;
  return z.coerce.number(expected).int(expected).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
};
// Letters, digits and dashes in dot-separated labels, the last one not a number (not a mistyped IP address).
const hostName = /^([a-z\d]([a-z\d-]*[a-z\d])?\.)*[a-z]([a-z\d-]*[a-z\d])?$/i;

const variables = {
  PORT: whole(1, 65535).default(3000),
  HOST: z
    .string()
    .refine((value) => isIP(value) !== 0 || hostName.test(value), 'must be an IP address or a host name, such as 127.0.0.1')
    .optional(),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'a postgres:// URL (leave it unset for SQLite)').optional(),
  DATA_DIR: z.string().default('data'),
  ADMIN_ACCOUNT: z.string().max(64).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1'], 'must be 0 or 1').default('1'),
  SMTP_URL: url(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('website@localhost'),
  MAIL_TO: z.string().optional(),
  MAIL_RATE: whole(1, 1000).default(5),
  SITE_URL: url(/^https?:\/\//, 'an http:// or https:// URL').default('http://localhost:3000'),
  BASE_PATH: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'must be a path starting with /')
    .default('/'),
  UPLOAD_STORAGE: z.enum(['database', 'folder'], 'must be database or folder').optional(),
  REDIS_URL: url(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional(),
  CACHE_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/, 'must be letters, digits, dots, dashes or underscores')
    .default('lawfirm'),
  SESSION_TTL_HOURS: whole(1, 24 * 366).default(12),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level (fatal … trace, or silent)')
    .optional(),
  PAGE_CACHE_MB: whole(1, 65536).default(64),
  PAGE_CACHE_SECONDS: whole(1, 7 * 24 * 3600).default(300),
  PG_POOL_SIZE: whole(1, 1000).default(10),
  NEXT_DIST_DIR: z.string().default('.next'),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: whole(1, 3650).default(7),
  SHUTDOWN_DRAIN_SECONDS: whole(0, 600).default(5),
  SCHEDULE_CHECK_SECONDS: whole(1, 3600).default(15),
  // log2 of scrypt's N for new password hashes; a stored hash keeps the cost it was made with.
  PASSWORD_HASH_COST: whole(10, 20).default(15),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Read by i18n/locales.ts wherever it is needed; checked here so a bad value stops the start.
  SITE_LANGUAGES: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseSiteLanguages(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
};

type Variable = keyof typeof variables;
type Value<V extends Variable> = z.output<(typeof variables)[V]>;

export class ConfigError extends Error {}

function read<V extends Variable>(name: V, env: NodeJS.ProcessEnv = process.env): Value<V> {
  const raw = env[name] === '' && name !== 'SITE_LANGUAGES' ? undefined : env[name];
  const result = variables[name].safeParse(raw);
  if (!result.success) throw new ConfigError(`Invalid configuration: ${name} ${result.error.issues[0].message}`);
  return result.data as Value<V>;
}

/** Validates every variable at once; throws naming the first one that is wrong. */
export function checkConfig(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of Object.keys(variables) as Variable[]) read(name, env);
}

const trimSlashes = (value: string) => value.replace(/\/+$/, '');

export const config = {
  get port() {
    return read('PORT');
  },
  /** The address the server listens on; undefined: every interface. */
  get host() {
    return read('HOST');
  },
  get databaseUrl() {
    return read('DATABASE_URL') ?? '';
  },
  get dataDir() {
    return path.resolve(read('DATA_DIR'));
  },
  get sqliteFile() {
    return path.join(this.dataDir, 'site.db');
  },
  get uploadDir() {
    return path.join(this.dataDir, 'uploads');
  },
  get adminAccount() {
    return read('ADMIN_ACCOUNT');
  },
  get adminPassword() {
    return read('ADMIN_PASSWORD') ?? '';
  },
  get seedDemo() {
    return read('SEED_DEMO') === '1';
  },
  get smtpUrl() {
    return read('SMTP_URL') ?? '';
  },
  get mailFrom() {
    return read('MAIL_FROM');
  },
  /** Where contact messages go; falls back to the firm's e-mail in the portal configuration. */
  get mailTo() {
    return read('MAIL_TO') ?? '';
  },
  /** At most this many mails a second leave each instance (insight alerts). */
  get mailRate() {
    return read('MAIL_RATE');
  },
  get siteUrl() {
    return trimSlashes(read('SITE_URL'));
  },
  /** The path the site is served under, without a trailing slash ('' at the root). */
  get basePath() {
    return trimSlashes(read('BASE_PATH'));
  },
  /** `database` or `folder`; unset: the database on PostgreSQL (shared by instances), else the folder. */
  get uploadStorage() {
    return read('UPLOAD_STORAGE');
  },
  get redisUrl() {
    return read('REDIS_URL') ?? '';
  },
  /** Names this site's keys and channel on a Redis server that others share. */
  get cachePrefix() {
    return read('CACHE_PREFIX');
  },
  get sessionTtlHours() {
    return read('SESSION_TTL_HOURS');
  },
  get logLevel() {
    return read('LOG_LEVEL') ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  },
  get pageCacheBytes() {
    return read('PAGE_CACHE_MB') * 1024 * 1024;
  },
  /** How long a stored page, API answer or data read is used before it is asked afresh. */
  get pageCacheMs() {
    return read('PAGE_CACHE_SECONDS') * 1000;
  },
  get postgresPoolSize() {
    return read('PG_POOL_SIZE');
  },
  get nextDistDir() {
    return read('NEXT_DIST_DIR');
  },
  /** Where the server writes a backup every day; '' when daily backups are off. */
  get backupDir() {
    const dir = read('BACKUP_DIR');
    return dir ? path.resolve(dir) : '';
  },
  /** How many daily backups the server keeps in BACKUP_DIR. */
  get backupKeep() {
    return read('BACKUP_KEEP');
  },
  /** How long the server keeps serving after SIGTERM, ready no more, so that balancers notice before it stops. */
  get shutdownDrainMs() {
    return read('SHUTDOWN_DRAIN_SECONDS') * 1000;
  },
  /** How often the server publishes and takes down what is scheduled. */
  get scheduleCheckMs() {
    return read('SCHEDULE_CHECK_SECONDS') * 1000;
  },
  /** scrypt's N for new password hashes (2^PASSWORD_HASH_COST). */
  get passwordHashN() {
    return 2 ** read('PASSWORD_HASH_COST');
  },
  /** The bearer token `GET /api/metrics` asks for; '' when metrics are off. */
  get metricsToken() {
    return read('METRICS_TOKEN') ?? '';
  },
};

export function usesPostgres(): boolean {
  return config.databaseUrl !== '';
}
