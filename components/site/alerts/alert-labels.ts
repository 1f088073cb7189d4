import type { ReactNode } from 'react';

/** A practice area a reader may follow: its group's `no` and its name in the page's language. */
interface AreaChoice {
  no: string;
  name: string;
}

/** A language the e-mails may be written in, named in itself. */
interface LanguageChoice {
  langCode: string;
  langName: string;
  htmlLang: string;
}

/** What the subscribe form and the preferences page offer, and their words in the page's language. */
export interface ChoiceOptions {
  areas: AreaChoice[];
  languages: LanguageChoice[];
}

export interface AlertLabels {
  email: string;
  name: string;
  optional: string;
  practiceAreas: string;
  allAreas: string;
  someAreas: string;
  frequency: string;
  instant: string;
  weekly: string;
  language: string;
  consent: ReactNode;
  submit: string;
  sending: string;
  sent: string;
  emailRequired: string;
  areasRequired: string;
  frequencyRequired: string;
  consentRequired: string;
  fixErrors: string;
  tooMany: string;
  serverError: string;
  networkError: string;
  save: string;
  saved: string;
  unsubscribe: string;
  unsubscribed: string;
  subscribeAgain: string;
}

/** The fields a reader fills in, as the API names them. */
export type AlertField = 'email' | 'name' | 'practiceAreas' | 'frequency' | 'lang' | 'consent';
export type AlertErrors = Partial<Record<AlertField, string>>;
