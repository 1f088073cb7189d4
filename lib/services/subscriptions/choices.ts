import type { SubscriptionChoices } from '../../validation/subscription';

/** A reader's choices as stored: the practice areas as JSON (null: all). */
export const storedChoices = (choices: SubscriptionChoices) => ({
  name: choices.name?.trim() || null,
  lang: choices.lang,
  frequency: choices.frequency,
  practiceAreas: choices.practiceAreas && JSON.stringify([...new Set(choices.practiceAreas)]),
});
