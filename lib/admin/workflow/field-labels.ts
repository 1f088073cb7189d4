'use client';

import type { ContentKind } from '@/lib/content/kinds';
import { articlesText } from '../i18n/articles';
import { bannerText } from '../i18n/banner';
import { useT } from '../i18n/dictionary';
import { linksText } from '../i18n/links';
import { peopleText } from '../i18n/people';
import { practiceAreaText } from '../i18n/practice-areas';
import { siteText } from '../i18n/site';
import { fieldNameText } from '../i18n/workflow';

/**
 * What each kind's editor calls the fields a revision's words hold
 * (lib/services/workflow/revision-words.ts): history names a field as the screen staff edit it on does.
 */
export function useFieldLabels(kind: ContentKind): Record<string, string> {
  const generic = useT(fieldNameText) as Record<string, string>;
  const articles = useT(articlesText);
  const links = useT(linksText);
  const people = useT(peopleText);
  const practice = useT(practiceAreaText);
  const banner = useT(bannerText);
  const site = useT(siteText);
  const publication = {
    title: articles.title,
    folder: articles.catalog,
    coverUrl: articles.cover,
    isLink: articles.external,
    contentUrl: articles.contentUrl,
    note: articles.note,
    content: articles.content,
    lawyers: links.lawyers,
    practiceAreas: links.practiceAreas,
  };
  const byKind: Record<ContentKind, Record<string, string>> = {
    news: publication,
    deal: publication,
    honour: publication,
    lawyer: {
      name: people.name,
      latinName: people.latinName,
      latinFamilyName: people.latinFamilyName,
      feminineTitles: people.feminineTitles,
      photoUrl: people.photo,
      jobs: people.jobs,
      office: people.office,
      phoneNumber: people.phoneNumber,
      email: people.email,
      proFields: people.proFields,
      languages: people.languages,
      intro: people.intro,
      admissions: people.admissions,
      education: people.education,
      customContents: people.customContents,
    },
    practice: { name: practice.name, iconUrl: practice.icon, introduce: practice.introduce },
    banner: { imgPath: banner.image, title: banner.bannerTitle, subTitle: banner.subTitle, linkUrl: banner.linkUrl },
    legal: { title: site.docTitle, content: site.docContent },
  };
  return { ...generic, ...byKind[kind] };
}
