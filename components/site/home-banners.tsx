import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { isSiteUrlLocale, type UrlLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { BannerSlide } from '@/lib/site/firm';
import { BannerCarousel } from './banner-carousel';
import { SiteImage } from './site-image';
import { StaticPart } from './static-part/static-part';

/** A page of the site in the banner's language: a path staff wrote without a language prefix gets the page's. */
function localised(href: string, locale: UrlLocale): string {
  const [first] = href.slice(1).split(/[/?#]/);
  return isSiteUrlLocale(first) ? href : getPathname({ locale, href });
}

function BannerLink({ href, locale, children }: { href: string; locale: UrlLocale; children: React.ReactNode }) {
  const className = 'banner-link';
  return href.startsWith('/') && !href.startsWith('//') ? (
    <SiteLink href={localised(href, locale)} className={className}>
      {children}
    </SiteLink>
  ) : (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}

/**
 * The home page's banners, pinned first; a banner with a link leads there. The carousel takes its
 * words; each slide is a static part, outside React's payload.
 */
export async function HomeBanners({
  locale,
  banners,
  fallbackTitle,
  fallbackText,
}: {
  locale: UrlLocale;
  banners: BannerSlide[];
  fallbackTitle: string;
  fallbackText: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Carousel' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  if (!banners.length) {
    return (
      <StaticPart as="div" className="on-dark bg-ink">
        <div className="site-container py-24 sm:py-32">
          <p className="max-w-3xl font-serif text-4xl leading-tight text-white sm:text-6xl">{fallbackTitle}</p>
          <p className="mt-6 max-w-xl text-lg text-mist">{fallbackText}</p>
        </div>
      </StaticPart>
    );
  }
  const count = banners.length;
  return (
    <BannerCarousel
      labels={{
        label: t('label'),
        previous: t('previous'),
        next: t('next'),
        slides: banners.map((_, index) => t('slide', { index: index + 1, count })),
        goTo: banners.map((_, index) => t('goTo', { index: index + 1 })),
      }}
    >
      {banners.map((banner, index) => (
        <StaticPart key={banner.id} as="div" className="banner-slide">
          <SiteImage src={banner.imgPath} alt="" fill preload={index === 0} sizes="100vw" className="object-cover" />
          <div aria-hidden="true" className="banner-shade" />
          <div className="on-dark banner-caption">
            <div className="site-container pb-28 sm:pb-32">
              {banner.title ? <p className="banner-title">{banner.title}</p> : null}
              {banner.subTitle ? <p className="banner-text">{banner.subTitle}</p> : null}
              {banner.linkUrl ? (
                <BannerLink href={banner.linkUrl} locale={locale}>
                  {tCommon('details')}
                  {banner.title ? <span className="sr-only">: {banner.title}</span> : null}
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    →
                  </span>
                </BannerLink>
              ) : null}
            </div>
          </div>
        </StaticPart>
      ))}
    </BannerCarousel>
  );
}
