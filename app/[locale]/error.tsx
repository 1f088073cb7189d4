'use client';

import { useParams } from 'next/navigation';
import { defaultUrlLocale, isUrlLocale, type UrlLocale } from '@/i18n/locales';

/**
 * Shown in the site's layout when a page cannot be rendered (the database is unreachable, for
 * instance): a calm message and a way to try again, never the error itself. The texts live here
 * rather than in messages/, because an error boundary renders in the browser, where the site
 * sends no translations.
 */
const texts: Record<UrlLocale, { title: string; body: string; retry: string; reference: string }> = {
  en: {
    title: 'This page is unavailable for a moment',
    body: 'We are sorry: the page could not be loaded just now. Please try again in a few moments.',
    retry: 'Try again',
    reference: 'Reference',
  },
  zh: {
    title: '页面暂时无法显示',
    body: '非常抱歉，此页面暂时无法加载。请稍后再试。',
    retry: '重试',
    reference: '参考编号',
  },
};

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  const locale = params?.locale && isUrlLocale(params.locale) ? params.locale : defaultUrlLocale;
  const t = texts[locale];
  return (
    <section className="site-container py-24 lg:py-32">
      <h1 className="max-w-2xl text-4xl sm:text-5xl">{t.title}</h1>
      <p className="mt-6 max-w-xl text-lg text-muted">{t.body}</p>
      <p className="mt-10">
        {/* An empty href reloads this very address, query included, from the server. */}
        <a href="" className="link-arrow">
          {t.retry}
          <span aria-hidden="true">→</span>
        </a>
      </p>
      {error.digest ? (
        <p className="mt-8 text-sm text-muted">
          {t.reference}: {error.digest}
        </p>
      ) : null}
    </section>
  );
}
