import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { LanguageAlternate } from '@/components/site/language-alternate';
import { firmName } from '@/lib/site/firm';
import { formatDate } from '@/lib/site/format';
import { legalDocument, legalDocumentVersions } from '@/lib/site/legal-documents';
import { pageLocale } from '@/lib/site/locale';
import { isLegalDocumentName, sitePaths } from '@/lib/site/paths';
import { buildMetadata } from '@/lib/site/seo';
import { summary } from '@/lib/site/text';
import { alternateHrefs } from '@/lib/site/translations';

type Props = { params: Promise<{ locale: string; name: string }> };

/** The document of the page's name and language; any other name is not found. */
async function documentFor(params: Props['params']) {
  const { locale, lang } = await pageLocale(params);
  const { name } = await params;
  if (!isLegalDocumentName(name)) notFound();
  const [document, versions] = await Promise.all([legalDocument(lang, name), legalDocumentVersions(name)]);
  if (!document) notFound();
  return { locale, document, versions: versions.paths };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, document, versions } = await documentFor(params);
  const [t, name] = await Promise.all([getTranslations({ locale, namespace: 'Docs' }), firmName(locale)]);
  return buildMetadata({
    locale,
    path: sitePaths.doc(document.name),
    versions,
    title: document.title,
    description: summary(document.content, 160) || t('description', { title: document.title, name }),
  });
}

export default async function LegalDocumentPage({ params }: Props) {
  const { locale, document, versions } = await documentFor(params);
  const [tCommon, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Navigation' }),
  ]);
  return (
    <article>
      <LanguageAlternate hrefs={await alternateHrefs(versions, sitePaths.home)} />
      <header className="border-b border-line bg-paper">
        <div className="site-container py-12 sm:py-16">
          <Breadcrumbs
            label={tCommon('breadcrumb')}
            items={[{ href: getPathname({ locale: locale, href: sitePaths.home }), label: tNav('home') }, { label: document.title }]}
          />
          <h1 className="mt-8 max-w-4xl text-4xl sm:text-5xl">{document.title}</h1>
          <p className="mt-5 text-sm text-muted">{tCommon('updated', { date: formatDate(locale, document.updateTime) })}</p>
        </div>
      </header>
      <div className="site-container py-14 lg:py-20">
        <div className="prose-site" data-testid="legal-document" dangerouslySetInnerHTML={{ __html: document.content }} />
      </div>
    </article>
  );
}
