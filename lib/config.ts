import path from 'node:path';

/** Settings read from the environment; see the README's table. */
export const config = {
  get port() {
    return Number(process.env.PORT || 3000);
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || '';
  },
  get dataDir() {
    return path.resolve(process.env.DATA_DIR || 'data');
  },
  get uploadDir() {
    return path.join(this.dataDir, 'uploads');
  },
  get adminAccount() {
    return process.env.ADMIN_ACCOUNT || 'admin';
  },
  get adminPassword() {
    return process.env.ADMIN_PASSWORD || '';
  },
  get seedDemo() {
    return process.env.SEED_DEMO !== '0';
  },
  get smtpUrl() {
    return process.env.SMTP_URL || '';
  },
  get mailFrom() {
    return process.env.MAIL_FROM || 'website@localhost';
  },
  /** Where contact messages go; falls back to the firm's e-mail in the portal configuration. */
  get mailTo() {
    return process.env.MAIL_TO || '';
  },
  get siteUrl() {
    return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
  },
  /** `database` or `folder`; unset: the database on PostgreSQL (shared by instances), else the folder. */
  get uploadStorage() {
    const value = process.env.UPLOAD_STORAGE;
    return value === 'database' || value === 'folder' ? value : undefined;
  },
  get redisUrl() {
    return process.env.REDIS_URL || '';
  },
  get sessionTtlHours() {
    return Number(process.env.SESSION_TTL_HOURS || 12);
  },
};

export function usesPostgres(): boolean {
  return /^postgres(ql)?:\/\//.test(config.databaseUrl);
}
