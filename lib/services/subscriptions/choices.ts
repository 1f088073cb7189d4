import type { Db } from '../../db/client';
import type { SubscriptionChoices } from '../../validation/subscription';
import { assertLinkKeysExist } from '../content-links';

/** A reader's choices as stored: the practice areas as JSON (null: all). */
export const storedChoices = (choices: SubscriptionChoices) => ({
  name: choices.name?.trim() || null,
  lang: choices.lang,
  frequency: choices.frequency,
  practiceAreas: choices.practiceAreas && JSON.stringify([...new Set(choices.practiceAreas)]),
});

/** Every practice area a reader picks must be one the firm has; else a 400 naming `practiceAreas`. */
export const assertPracticeAreasExist = (db: Db, choices: SubscriptionChoices) =>
  assertLinkKeysExist(db, { practiceNos: choices.practiceAreas ?? [] }, () => 'practiceAreas');
