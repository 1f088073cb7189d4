import { render, Text } from '@react-email/components';
import type { ReactElement } from 'react';
import type { LangCode } from '../../i18n/locales';
import { ActionLink, ArticleBlock, Letter } from './letter';
import { subscriptionUrl, unsubscribeUrl, type MailArticle } from './links';
import type { MailWords } from './words';

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

/** The HTML and React Email's plain-text version of it. */
async function composed(subject: string, letter: ReactElement): Promise<ComposedMail> {
  return { subject, html: await render(letter), text: await render(letter, { plainText: true }) };
}

interface Reader {
  lang: LangCode;
  firm: string;
  words: MailWords;
  logo?: string | null;
  address?: string | null;
}

/** What a reader asked for, as the confirmation repeats it: the practice areas by name (null: all). */
export interface ChosenAlerts {
  practiceAreas: string[] | null;
  frequency: 'instant' | 'weekly';
  /** The e-mails' language, by its own name. */
  language: string;
}

/** The e-mail with the link that confirms a subscription request, and what it asks for. */
export function confirmationMail(reader: Reader, confirmToken: string, chosen: ChosenAlerts): Promise<ComposedMail> {
  const { lang, firm, words } = reader;
  const body = words('mailConfirmBody', { firm });
  const choices = [
    [words('practiceAreas'), chosen.practiceAreas?.join(', ') ?? words('allAreas')],
    [words('frequency'), words(chosen.frequency)],
    [words('language'), chosen.language],
  ];
  return composed(
    words('mailConfirmSubject', { firm }),
    <Letter {...reader} preview={body}>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>{body}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px', margin: '0 0 4px' }}>{words('mailYourChoices')}</Text>
      {choices.map(([label, value]) => (
        <Text key={label} style={{ fontSize: 15, lineHeight: '22px', margin: '0 0 4px' }}>
          {label}: <strong>{value}</strong>
        </Text>
      ))}
      <ActionLink href={subscriptionUrl(lang, confirmToken)}>{words('confirmButton')}</ActionLink>
    </Letter>,
  );
}

/** The e-mail with the code that confirms a member of staff's own address, where test-sends go. */
export function emailCodeMail(reader: Reader, code: string, minutes: number): Promise<ComposedMail> {
  const { firm, words } = reader;
  const body = words('mailCodeBody', { firm, minutes });
  return composed(
    words('mailCodeSubject', { firm }),
    <Letter {...reader} preview={body}>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>{body}</Text>
      <Text style={{ fontSize: 28, fontWeight: 'bold', letterSpacing: '0.2em' }}>{code}</Text>
      <Text style={{ fontSize: 13, lineHeight: '20px' }}>{words('mailCodeIgnore')}</Text>
    </Letter>,
  );
}

/**
 * An alert of one article, or the weekly digest of several, with the reader's preferences link.
 * `test` marks a test-send to staff.
 */
export function alertMail(
  reader: Reader,
  articles: MailArticle[],
  options: { digest: boolean; preferencesToken: string; test?: boolean },
): Promise<ComposedMail> {
  const { lang, firm, words } = reader;
  const subject = options.digest ? words('mailDigestSubject', { firm }) : words('mailAlertSubject', { firm, title: articles[0].title });
  const footer = {
    why: words('mailWhy', { firm }),
    preferences: { label: words('mailPreferences'), href: subscriptionUrl(lang, options.preferencesToken) },
    unsubscribe: { label: words('unsubscribe'), href: unsubscribeUrl(lang, options.preferencesToken) },
  };
  return composed(
    subject,
    <Letter {...reader} preview={options.digest ? words('mailDigestIntro') : (articles[0].note ?? articles[0].title)} footer={footer}>
      {options.test && <Text style={{ fontSize: 13, fontStyle: 'italic' }}>{words('mailTest')}</Text>}
      {options.digest && <Text style={{ fontSize: 15, lineHeight: '22px' }}>{words('mailDigestIntro')}</Text>}
      {articles.map((article) => (
        <ArticleBlock key={article.id} article={article} words={words} />
      ))}
    </Letter>,
  );
}
