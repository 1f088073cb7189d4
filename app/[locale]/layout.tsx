import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { directionOf, htmlLangOf } from '@/i18n/locales';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { firmInfo } from '@/lib/site/firm';
import { sans, serif } from '@/lib/site/fonts';
import { layoutLocale } from '@/lib/site/locale';
import { absoluteUrl } from '@/lib/site/absolute-url';
import '../globals.css';

// No page is rendered while the site is built (there is no database then): each one is
// rendered on its first request, cached, and rendered again when staff change its data.
export function generateStaticParams() {
  return [];
}

// The namespaces client components read; the rest of the messages stay on the server.
const clientNamespaces = ['Contact', 'People', 'Articles'] as const;

export const viewport: Viewport = {
  themeColor: '#0e1b2c',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale, lang } = await layoutLocale(params);
  const t = await getTranslations({ locale, namespace: 'Site' });
  const name = (await firmInfo(lang))?.name || t('fallbackName');
  return {
    metadataBase: new URL(absoluteUrl('/')),
    title: { template: `%s | ${name}`, default: name },
    description: t('description'),
    applicationName: name,
    openGraph: { siteName: name },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export default async function PublicLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale, lang } = await layoutLocale(params);
  const [t, messages, firm] = await Promise.all([getTranslations({ locale, namespace: 'Site' }), getMessages({ locale }), firmInfo(lang)]);
  const firmName = firm?.name || t('fallbackName');
  const clientMessages = Object.fromEntries(clientNamespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
  return (
    <html lang={htmlLangOf(locale)} dir={directionOf(locale)} className={`${sans.variable} ${serif.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SiteHeader locale={locale} firm={firm} firmName={firmName} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} firm={firm} firmName={firmName} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
