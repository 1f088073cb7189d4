import type { ReactNode } from 'react';
import type { AlertField } from '@/lib/site/alert-form';

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
  sent: string;
  fixErrors: string;
  tooMany: string;
  save: string;
  saved: string;
  unsubscribe: string;
  unsubscribed: string;
  subscribeAgain: string;
  /** What to correct in each field, as the form shows it beside the field. */
  problems: Record<AlertField, string>;
}
