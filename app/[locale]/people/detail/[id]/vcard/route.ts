import { getPathname } from '@/i18n/navigation';
import { isSiteUrlLocale, localeOf, htmlLangOf } from '@/i18n/locales';
import { lawyerProfile } from '@/lib/site/lawyers';
import { firmInfo } from '@/lib/site/firm';
import { idOf } from '@/lib/site/locale';
import { absoluteUrl } from '@/lib/site/absolute-url';
import { sitePaths } from '@/lib/site/paths';
import { absoluteMedia } from '@/lib/site/seo';
import { buildVCard, vCardDisposition } from '@/lib/site/vcard';

/** A lawyer's electronic business card (.vcf), in the language of the profile. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id: segment } = await params;
  const id = idOf(segment);
  const lawyer = isSiteUrlLocale(locale) && id ? await lawyerProfile(id) : null;
  if (!lawyer) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

  const profileLocale = localeOf(lawyer.lang);
  const firm = await firmInfo(lawyer.lang);
  const card = buildVCard({
    name: lawyer.name,
    latinName: lawyer.latinName,
    latinFamilyName: lawyer.latinFamilyName,
    jobTitles: lawyer.jobTitles,
    organisation: firm?.name,
    office: lawyer.office,
    officeAddress: lawyer.officeAddress,
    phone: lawyer.phoneNumber,
    email: lawyer.email,
    url: absoluteUrl(getPathname({ locale: profileLocale, href: sitePaths.lawyer(lawyer.id) })),
    photoUrl: lawyer.photoUrl ? absoluteMedia(lawyer.photoUrl) : null,
    language: htmlLangOf(profileLocale),
  });
  return new Response(card, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': vCardDisposition(lawyer.name, `lawyer-${lawyer.id}`),
      'Cache-Control': 'public, max-age=300',
      'X-Robots-Tag': 'noindex',
    },
  });
}
