import { render, Text } from '@react-email/components';
import type { ReactElement } from 'react';
import type { LangCode } from '../../i18n/locales';
import { ActionLink, ArticleBlock, Letter } from './letter';
import { subscriptionUrl, type MailArticle } from './links';
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
}

/** The e-mail with the link that confirms a subscription request. */
export function confirmationMail({ lang, firm, words }: Reader, confirmToken: string): Promise<ComposedMail> {
  const body = words('mailConfirmBody', { firm });
  return composed(
    words('mailConfirmSubject', { firm }),
    <Letter lang={lang} firm={firm} preview={body}>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>{body}</Text>
      <ActionLink href={subscriptionUrl(lang, confirmToken)}>{words('confirmButton')}</ActionLink>
    </Letter>,
  );
}

/** The e-mail with the code that confirms a member of staff's own address, where test-sends go. */
export function emailCodeMail({ lang, firm, words }: Reader, code: string, minutes: number): Promise<ComposedMail> {
  const body = words('mailCodeBody', { firm, minutes });
  return composed(
    words('mailCodeSubject', { firm }),
    <Letter lang={lang} firm={firm} preview={body}>
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
  { lang, firm, words }: Reader,
  articles: MailArticle[],
  options: { digest: boolean; preferencesToken: string; test?: boolean },
): Promise<ComposedMail> {
  const subject = options.digest ? words('mailDigestSubject', { firm }) : words('mailAlertSubject', { firm, title: articles[0].title });
  const footer = {
    why: words('mailWhy', { firm }),
    preferences: { label: words('mailPreferences'), href: subscriptionUrl(lang, options.preferencesToken) },
  };
  return composed(
    subject,
    <Letter
      lang={lang}
      firm={firm}
      preview={options.digest ? words('mailDigestIntro') : (articles[0].note ?? articles[0].title)}
      footer={footer}
    >
      {options.test && <Text style={{ fontSize: 13, fontStyle: 'italic' }}>{words('mailTest')}</Text>}
      {options.digest && <Text style={{ fontSize: 15, lineHeight: '22px' }}>{words('mailDigestIntro')}</Text>}
      {articles.map((article) => (
        <ArticleBlock key={article.id} article={article} words={words} />
      ))}
    </Letter>,
  );
}
