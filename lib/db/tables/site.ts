import type { Generated } from 'kysely';

/** The site's own records: settings, rate limits, uploads and icons, contact messages, backup runs, Web Vitals. */

/** Settings of the whole site by name (`totpRequired`: '1' or '0'). */
export interface SiteSettingTable {
  name: string;
  value: string;
}

/** One row per counted event (failed sign-in, contact message) for windowed rate limits. */
export interface RateLimitHitTable {
  id: Generated<number>;
  scope: string;
  key: string;
  createTime: string;
}

export interface UploadedFileTable {
  /** `<sha256>.<ext>`: the name under /api/upload/. */
  fileId: string;
  contentType: string;
  size: number;
  originalName: string | null;
  /** The bytes, when uploads are kept in the database (UPLOAD_STORAGE=database). */
  content: Buffer | null;
  createTime: string;
}

export interface IconTable {
  id: Generated<number>;
  name: string | null;
  iconUrl: string;
  createTime: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  content: string;
  lang: string;
  /** pending | sent | failed | not-configured */
  deliveryState: string;
  deliveryError: string | null;
  handled: number;
  createTime: string;
}

/** The days a scheduled backup was claimed by an instance (lib/backup/schedule.ts). */
export interface BackupRunTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  createTime: string;
}

/**
 * How many Web Vitals samples of real visits fell in one histogram bucket on one day (UTC), for
 * one page type, language, metric and device class (lib/services/vitals-histogram.ts).
 */
export interface WebVitalBucketTable {
  day: string;
  pageType: string;
  lang: string;
  metric: string;
  device: string;
  bucket: number;
  count: number;
}
