import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { PublicationBody } from '@/components/site/articles/publication-body';
import { RichText } from '@/components/site/articles/rich-text';
import { CoverFigure } from '@/components/site/cover-figure';
import type { PreviewItem } from '@/lib/site/preview';

/**
 * The preview of any kind: a notice that it is not public, then the version. News, deals and
 * honours use their own page's body; the other kinds show their title, picture and text.
 */
export async function PreviewArticle({ locale, item }: { locale: UrlLocale; item: PreviewItem }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  const notice = (
    <p role="status" className="bg-ink px-4 py-3 text-center text-sm text-paper">
      {t('notice', { status: t(`status.${item.status}`) })}
    </p>
  );
  if (item.publication) {
    return (
      <article data-testid="preview">
        {notice}
        <PublicationBody kind={item.publication.kind} locale={locale} item={item.publication.detail} views={null} />
      </article>
    );
  }
  return (
    <article data-testid="preview">
      {notice}
      <header className="site-container pt-10 sm:pt-14">
        <div className="mx-auto max-w-3xl">
          <p className="eyebrow">{t(`kind.${item.entity}`)}</p>
          <h1 className="mt-4 text-[2rem] leading-tight [overflow-wrap:anywhere] sm:text-5xl">{item.title}</h1>
          {item.subtitle ? <p className="mt-4 text-lg text-muted">{item.subtitle}</p> : null}
        </div>
      </header>
      {item.imageUrl ? <CoverFigure src={item.imageUrl} fit="contain" /> : null}
      <div className="site-container py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-10">
          {item.sections.map((section, index) => (
            <section key={index}>
              {section.heading ? <h2 className="mb-4 text-2xl">{section.heading}</h2> : null}
              <RichText html={section.html} />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
