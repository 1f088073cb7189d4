import type { Generated } from 'kysely';

/** Insight alerts: subscribers, their requests and consent, and the mail queue. */

/** Insight alerts (see the insight-alerts migration). `practiceAreas`: a JSON array of practice-area `no`s, null for all. */
interface SubscriptionChoices {
  email: string;
  name: string | null;
  lang: string;
  /** instant | weekly */
  frequency: string;
  practiceAreas: string | null;
  createTime: string;
}

export interface SubscriberTable extends SubscriptionChoices {
  id: Generated<number>;
  /** active | unsubscribed | stopped (the mail server refused the address for good) */
  state: string;
  stopReason: string | null;
  updateTime: string;
}

export interface SubscriptionRequestTable extends SubscriptionChoices {
  id: Generated<number>;
  consentVersion: string;
  sourcePage: string;
  confirmTime: string | null;
}

export interface ConsentRecordTable {
  id: Generated<number>;
  email: string;
  /** subscribe | confirm | change | unsubscribe | stopped */
  action: string;
  consentVersion: string | null;
  sourcePage: string | null;
  detail: string | null;
  /** The browser that confirmed (action `confirm`), as its User-Agent header named it. */
  userAgent: string | null;
  createTime: string;
}

export interface AlertItemTable {
  articleId: number;
  createTime: string;
}

export interface OutboundMailTable {
  id: Generated<number>;
  /** confirm | alert | digest | test */
  kind: string;
  email: string;
  subscriberId: number | null;
  articleId: number | null;
  lang: string;
  payload: string | null;
  /** queued | sending | sent | failed | cancelled */
  state: string;
  attempts: Generated<number>;
  nextAttemptAt: string;
  claimUntil: string | null;
  lastError: string | null;
  createTime: string;
  sentTime: string | null;
}

export interface DigestItemTable {
  subscriberId: number;
  articleId: number;
  mailId: number | null;
  createTime: string;
}
