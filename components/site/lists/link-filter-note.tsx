import { getPathname } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { SiteLink } from '@/components/site/site-link';
import type { LinkFilterOnPage } from '@/lib/site/link-filter';

/**
 * Names the lawyer or practice area a list is narrowed to, with a link to the list without
 * them (its other filters, in `query`, kept). Nothing when the list is not so narrowed.
 */
export async function LinkFilterNote({
  locale,
  pathname,
  query,
  named,
}: {
  locale: UrlLocale;
  pathname: string;
  query: Record<string, string | undefined>;
  named: LinkFilterOnPage['named'];
}) {
  if (!named.length) return null;
  const t = await getTranslations({ locale, namespace: 'Articles' });
  const kept = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  const listHref = getPathname({ locale, href: pathname });
  const clearHref = kept.length ? `${listHref}?${new URLSearchParams(kept)}` : listHref;
  return (
    <p data-testid="link-filter" className="mb-10 flex flex-wrap items-center gap-x-4 gap-y-2 border-s-2 border-accent py-2 ps-5 text-lg">
      <span>
        {t.rich('linkedTo', {
          names: named.map((item) => item.name).join(' · '),
          name: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        })}
      </span>
      <SiteLink href={clearHref} className="filter-chip" data-testid="link-filter-clear">
        {t('clearFilter')}
      </SiteLink>
    </p>
  );
}
