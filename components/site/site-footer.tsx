import { getPathname } from '@/i18n/navigation';
import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import type { FirmInfo } from '@/lib/site/firm';
import { telHref } from '@/lib/site/format';
import { sitePaths } from '@/lib/site/paths';
import { SubscribeForm } from './alerts/subscribe-form';
import { FirmLogo } from './firm-logo';
import { navItems } from './nav-items';
import { StaticPart } from './static-part/static-part';

/**
 * The footer of every public page: the subscribe form of insight alerts (so every list, article
 * and deal offers it), how to reach the firm, the sections and the legal documents. Plain HTML
 * (the form is answered by the server): a static part, outside React's payload.
 */
export async function SiteFooter({ locale, firm, firmName }: { locale: UrlLocale; firm: FirmInfo | null; firmName: string }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const tNav = await getTranslations({ locale, namespace: 'Navigation' });
  const tAlerts = await getTranslations({ locale, namespace: 'Alerts' });
  const items = navItems(locale, tNav);
  return (
    <StaticPart as="footer" className="on-dark bg-ink text-mist-dark print:hidden" data-testid="site-footer">
      <section aria-labelledby="footer-alerts" className="footer-alerts" data-testid="footer-alerts">
        <div className="site-container grid gap-8 py-14 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <h2 id="footer-alerts" className="footer-alerts-heading">
              {tAlerts('heading')}
            </h2>
            <p className="mt-3 max-w-prose leading-relaxed">{tAlerts('footerLead')}</p>
          </div>
          {/* Its mistakes are shown here, by the browser: the server's answer could only come on the subscribe page. */}
          <SubscribeForm locale={locale} id="footer-alerts-form" dark checkInBrowser />
        </div>
      </section>
      <div className="site-container site-footer-grid">
        <div>
          <p className="flex items-center gap-3">
            <FirmLogo logoUrl={firm?.logoUrl ?? null} name={firmName} size={44} className="rounded-full bg-white p-0.5" />
            <span className="footer-firm-name" data-testid="footer-firm-name">
              {firmName}
            </span>
          </p>
          <h2 id="footer-contact" className="footer-heading mt-8">
            {t('contact')}
          </h2>
          <dl className="footer-list">
            {firm?.address ? (
              <div>
                <dt className="sr-only">{t('address')}</dt>
                <dd className="whitespace-pre-line" data-testid="footer-address">
                  {firm.address}
                </dd>
              </div>
            ) : null}
            {firm?.email ? (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-white/90">{t('email')}:</dt>
                <dd>
                  <a href={`mailto:${firm.email}`} dir="ltr" className="footer-link" data-testid="footer-email">
                    {firm.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {firm?.tel ? (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-white/90">{t('telephone')}:</dt>
                <dd>
                  <a href={telHref(firm.tel)} dir="ltr" className="footer-link" data-testid="footer-tel">
                    {firm.tel}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer-heading">
            {t('explore')}
          </h2>
          <ul className="footer-sections">
            {items.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className="footer-link">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            {t('legal')}
          </h2>
          <ul className="footer-list">
            <li>
              <SiteLink href={getPathname({ locale: locale, href: sitePaths.doc('privacy') })} className="footer-link">
                {t('privacy')}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={getPathname({ locale: locale, href: sitePaths.doc('term-condition') })} className="footer-link">
                {t('terms')}
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="site-container py-6 text-sm text-mist-dark">{t('rights', { year: new Date().getFullYear(), name: firmName })}</p>
      </div>
    </StaticPart>
  );
}
