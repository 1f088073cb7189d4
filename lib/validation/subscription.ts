import { z } from 'zod';
import { contactLimits } from './contact-limits';
import { invalidEmailMessage } from './contact';
import { langField } from './translation-group';

/**
 * The version of the consent sentence the subscribe form shows (messages: `Alerts.consent`).
 * Change it with the sentence, so each consent record says which words the reader agreed to.
 */
export const consentVersion = '2026-11-28';

const alertFrequencies = ['instant', 'weekly'] as const;

/** The practice areas (`no` of each group) a reader follows; null: every practice area. */
const practiceAreasField = z.array(z.string().trim().min(1).max(64)).min(1).max(200).nullable();

/** What a reader chooses: the same on the subscribe form and the preferences page. */
export const subscriptionChoicesSchema = z.object({
  name: z.string().trim().max(contactLimits.name).nullish(),
  practiceAreas: practiceAreasField,
  frequency: z.enum(alertFrequencies),
  lang: langField,
});

const emailField = z
  .string({ error: invalidEmailMessage })
  .trim()
  .max(contactLimits.email, { error: invalidEmailMessage })
  .pipe(z.email({ error: invalidEmailMessage }));

export const subscribeSchema = subscriptionChoicesSchema.extend({
  email: emailField,
  /** The reader ticked the consent sentence; nothing is ticked for them. */
  consent: z.literal(true),
  /** The path of the page the form was sent from. */
  sourcePage: z.string().trim().min(1).max(300),
});

export type SubscriptionChoices = z.infer<typeof subscriptionChoicesSchema>;
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** A reader's subscription as the preferences page shows it. */
export const subscriptionView = z.object({
  email: z.string(),
  name: z.string().nullable(),
  practiceAreas: z.array(z.string()).nullable(),
  frequency: z.enum(alertFrequencies),
  lang: z.string(),
  state: z.enum(['active', 'unsubscribed', 'stopped']),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/**
 * What a confirmation link asks for, as its page shows it before the reader confirms: `waiting`
 * to be confirmed, `used` already, or `withdrawn` by an unsubscribe made after the request.
 */
export type ConfirmationView = Omit<SubscriptionView, 'state'> & { state: 'waiting' | 'used' | 'withdrawn' };

export const subscriberView = subscriptionView.extend({
  id: z.number(),
  stopReason: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});

export const consentRecordView = z.object({
  id: z.number(),
  action: z.string(),
  consentVersion: z.string().nullable(),
  consentText: z.string().nullable().describe('The consent sentence of that version, as the reader read it, in their language'),
  sourcePage: z.string().nullable(),
  choices: z
    .object({
      name: z.string().nullable(),
      lang: z.string(),
      frequency: z.enum(alertFrequencies),
      practiceAreas: z.array(z.string()).nullable().describe("By name, in the staff's language where written; null: all"),
    })
    .nullable()
    .describe('What the reader chose (subscribe, confirm, change)'),
  detail: z
    .string()
    .nullable()
    .describe("How an unsubscribe was made (`one-click`, `preferences`), or the mail server's refusal that stopped sending"),
  /** The browser that confirmed, as it named itself (User-Agent); null on other actions. */
  userAgent: z.string().nullable(),
  createTime: z.string(),
});

const mailStates = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;

/** One e-mail of the queue as staff see it in the log. */
export const outboundMailView = z.object({
  id: z.number(),
  kind: z.enum(['confirm', 'alert', 'digest', 'test']),
  email: z.string(),
  articleId: z.number().nullable(),
  lang: z.string(),
  state: z.enum(mailStates),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createTime: z.string(),
  sentTime: z.string().nullable(),
});
export type OutboundMailView = z.infer<typeof outboundMailView>;

const count = z.object({ key: z.string(), count: z.number() });

/** The Subscribers screen's figures, and why nothing is sent when the mail server is not set. */
export const subscriberSummaryView = z.object({
  active: z.number(),
  byLang: z.array(count),
  byPracticeArea: z.array(count),
  waitingMails: z.number(),
  notSentBecause: z.string().nullable(),
  /** Where the signed-in member of staff's test-sends go: their confirmed address; null when it has none. */
  testSendTo: z.string().nullable(),
  /** Their address while it waits for the code mailed to it (test-sends do not go there yet); null otherwise. */
  unconfirmedEmail: z.string().nullable(),
});

/** An address staff erase, whether it ever subscribed or not. */
export const eraseAddressSchema = z.object({ email: emailField });

/** A test-send of an article to the signed-in member of staff. */
export const testSendSchema = z.object({ articleId: z.number().int().positive() });
