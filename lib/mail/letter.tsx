import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { directionOf, languageOf } from '../../i18n/locales';
import { articleUrl, pictureUrl, type MailArticle } from './links';
import type { MailWords } from './words';

// The site's look (app/globals.css): ink on paper, brass accents, a serif for headings.
const ink = '#0e1b2c';
const paper = '#f7f4ee';
const line = '#e3ddd2';
const accent = '#8d5a1f';
const muted = '#556070';
const serif = 'Georgia, "Times New Roman", serif';

interface LetterProps {
  lang: string;
  firm: string;
  preview: string;
  children: ReactNode;
  /** What the footer says and links to; a confirmation has no subscription yet. */
  footer?: { why: string; preferences: { label: string; href: string } };
}

/** The frame of every e-mail: the firm's name, the content, and the footer with the reader's links. */
export function Letter({ lang, firm, preview, children, footer }: LetterProps) {
  return (
    <Html lang={languageOf(lang)?.htmlLang} dir={directionOf(lang)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: paper, color: ink, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', border: `1px solid ${line}`, maxWidth: 600, padding: '32px' }}>
          <Text style={{ color: accent, fontFamily: serif, fontSize: 20, letterSpacing: '0.04em', margin: 0 }}>{firm}</Text>
          <Hr style={{ borderColor: line, margin: '16px 0 24px' }} />
          {children}
          {footer && (
            <Section>
              <Hr style={{ borderColor: line, margin: '32px 0 16px' }} />
              <Text style={{ color: muted, fontSize: 12, lineHeight: '18px' }}>
                {footer.why}{' '}
                <Link href={footer.preferences.href} style={{ color: accent }}>
                  {footer.preferences.label}
                </Link>
              </Text>
            </Section>
          )}
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

/** One article: picture, title, summary and a link to read it. */
export function ArticleBlock({ article, words }: { article: MailArticle; words: MailWords }) {
  const href = articleUrl(article);
  return (
    <Section style={{ marginBottom: 24 }}>
      {article.coverUrl && <Img src={pictureUrl(article.coverUrl)} alt="" width="536" style={{ height: 'auto', maxWidth: '100%' }} />}
      <Text style={{ fontFamily: serif, fontSize: 22, lineHeight: '28px', margin: '16px 0 8px' }}>
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
