import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import { directionOf, knownLangCode, languageOf, localeOf } from '../../i18n/locales';
import { formatDate } from '../site/format';
import { articleUrl, pictureUrl, type MailArticle } from './links';
import type { MailWords } from './words';

// The site's look (app/globals.css): ink on paper, brass accents, a serif for headings.
const ink = '#0e1b2c';
const paper = '#f7f4ee';
const line = '#e3ddd2';
const accent = '#8d5a1f';
const muted = '#556070';
const serif = 'Georgia, "Times New Roman", serif';

interface MailLink {
  label: string;
  href: string;
}

interface LetterProps {
  lang: string;
  firm: string;
  /** The firm's logo and postal address, as the site configures them in the mail's language. */
  logo?: string | null;
  address?: string | null;
  preview: string;
  children: ReactNode;
  /** What the footer says and links to; a confirmation has no subscription yet. */
  footer?: { why: string; preferences: MailLink; unsubscribe: MailLink };
}

/** The frame of every e-mail: the firm's logo and name, the content, and the footer with its address and the reader's links. */
export function Letter({ lang, firm, logo, address, preview, children, footer }: LetterProps) {
  return (
    <Html lang={languageOf(lang)?.htmlLang} dir={directionOf(lang)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: paper, color: ink, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', border: `1px solid ${line}`, maxWidth: 600, padding: '32px' }}>
          {logo && <Img src={pictureUrl(logo)} alt="" height="48" style={{ height: 48, width: 'auto', marginBottom: 8 }} />}
          <Text style={{ color: accent, fontFamily: serif, fontSize: 20, letterSpacing: '0.04em', margin: 0 }}>{firm}</Text>
          <Hr style={{ borderColor: line, margin: '16px 0 24px' }} />
          {children}
          <Section>
            <Hr style={{ borderColor: line, margin: '32px 0 16px' }} />
            {footer && (
              <Text style={{ color: muted, fontSize: 12, lineHeight: '18px' }}>
                {footer.why}{' '}
                <Link href={footer.preferences.href} style={{ color: accent }}>
                  {footer.preferences.label}
                </Link>
                {' · '}
                <Link href={footer.unsubscribe.href} style={{ color: accent }}>
                  {footer.unsubscribe.label}
                </Link>
              </Text>
            )}
            <Text style={{ color: muted, fontSize: 12, lineHeight: '18px' }}>
              {[firm, ...(address?.split('\n') ?? [])].map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && <br />}
                  {part}
                </Fragment>
              ))}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ backgroundColor: ink, color: '#ffffff', display: 'inline-block', fontSize: 15, padding: '12px 24px' }}>
      {children}
    </Link>
  );
}

/** One article: picture, date and practice areas, title, summary and a link to read it. */
export function ArticleBlock({ article, words }: { article: MailArticle; words: MailWords }) {
  const href = articleUrl(article);
  const published = formatDate(localeOf(knownLangCode(article.lang)), article.createTime);
  return (
    <Section style={{ marginBottom: 24 }}>
      {article.coverUrl && <Img src={pictureUrl(article.coverUrl)} alt="" width="536" style={{ height: 'auto', maxWidth: '100%' }} />}
      <Text style={{ color: muted, fontSize: 13, lineHeight: '18px', margin: '16px 0 0' }}>
        {[published, ...article.practiceAreas].join(' · ')}
      </Text>
      <Text style={{ fontFamily: serif, fontSize: 22, lineHeight: '28px', margin: '8px 0 8px' }}>
        <Link href={href} style={{ color: ink }}>
          {article.title}
        </Link>
      </Text>
      {article.note && <Text style={{ fontSize: 15, lineHeight: '22px', margin: '0 0 12px' }}>{article.note}</Text>}
      <Link href={href} style={{ color: accent, fontSize: 15 }}>
        {words('mailRead')} →
      </Link>
    </Section>
  );
}
