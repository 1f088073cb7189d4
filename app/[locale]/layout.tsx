import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { directionOf, htmlLangOf } from '@/i18n/locales';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { VitalsReporter } from '@/components/site/web-vitals/vitals-reporter';
import { firmInfo } from '@/lib/site/firm';
import { layoutLocale } from '@/lib/site/locale';
import { absoluteUrl } from '@/lib/site/absolute-url';
import '../globals.css';

// Every public page is rendered per request, from the data cache (lib/cache/data-cache.ts), and
// kept whole by the server's page cache (server/page-cache.ts): Next.js stores no page itself.
export const dynamic = 'force-dynamic';

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
  const [t, firm] = await Promise.all([getTranslations({ locale, namespace: 'Site' }), firmInfo(lang)]);
  const firmName = firm?.name || t('fallbackName');
  return (
    // data-locale tells the error pages, which render in the browser, whose catalogue to fetch.
    <html lang={htmlLangOf(locale)} dir={directionOf(locale)} data-locale={locale}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* Texts are translated on the server: no translation library is sent to the browser. */}
        <SiteHeader locale={locale} firm={firm} firmName={firmName} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter locale={locale} firm={firm} firmName={firmName} />
        <VitalsReporter lang={lang} />
      </body>
    </html>
  );
}
