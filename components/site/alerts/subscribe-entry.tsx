import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { UrlLocale } from '@/i18n/locales';
import { basePath } from '@/lib/base-path';
import { sitePaths } from '@/lib/site/paths';

/**
 * The way into insight alerts on every page's footer and on the news and deal lists: a plain
 * form that opens the subscribe page with the address filled in (and, from a list, the page it
 * came from, for the consent record). Rendered on the server, it adds no JavaScript to a page.
 */
export async function SubscribeEntry({ locale, from, variant }: { locale: UrlLocale; from?: string; variant: 'footer' | 'section' }) {
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  const id = `alerts-entry-${variant}`;
  const footer = variant === 'footer';
  const form = (
    <form
      method="get"
      action={`${basePath}${getPathname({ locale, href: sitePaths.subscribe })}`}
      aria-labelledby={`${id}-heading`}
      className={footer ? undefined : 'max-w-xl'}
      data-testid={`subscribe-entry-${variant}`}
    >
      {footer ? (
        <h2 id={`${id}-heading`} className="footer-heading">
          {t('heading')}
        </h2>
      ) : null}
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <label htmlFor={`${id}-email`} className={footer ? 'sr-only' : 'mb-2 block text-sm font-semibold text-ink'}>
        {t('email')}
      </label>
      <div className={`alert-entry ${footer ? 'alert-entry-dark' : ''}`}>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" dir="ltr" maxLength={254} />
        <button type="submit">{t('submit')}</button>
      </div>
      {footer ? <p className="mt-3 text-sm leading-relaxed">{t('footerLead')}</p> : null}
    </form>
  );
  if (footer) return form;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-t border-line bg-paper" data-testid="alerts-section">
      <div className="site-container grid gap-6 py-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-semibold text-ink">
            {t('heading')}
          </h2>
          <p className="mt-3 max-w-prose text-ink/80">{t('intro')}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
