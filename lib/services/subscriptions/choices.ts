import type { Db } from '../../db/client';
import type { StoredChoices } from '../../repositories/subscribers';
import type { SubscriptionChoices, SubscriptionView } from '../../validation/subscription';
import { assertLinkKeysExist } from '../content-links';

/** A reader's choices as stored: the practice areas as JSON (null: all). */
export const storedChoices = (choices: SubscriptionChoices) => ({
  name: choices.name?.trim() || null,
  lang: choices.lang,
  frequency: choices.frequency,
  practiceAreas: choices.practiceAreas && JSON.stringify([...new Set(choices.practiceAreas)]),
});

/** Stored choices as a reader reads them back. */
export const readChoices = (row: StoredChoices) => ({
  email: row.email,
  name: row.name,
  lang: row.lang,
  frequency: row.frequency as SubscriptionView['frequency'],
  practiceAreas: row.practiceAreas === null ? null : (JSON.parse(row.practiceAreas) as string[]),
});

/** Every practice area a reader picks must be one the firm has; else a 400 naming `practiceAreas`. */
export const assertPracticeAreasExist = (db: Db, choices: SubscriptionChoices) =>
  assertLinkKeysExist(db, { practiceNos: choices.practiceAreas ?? [] }, () => 'practiceAreas');
