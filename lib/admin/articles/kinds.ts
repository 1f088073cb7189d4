import type { PublicationKind } from '@/lib/content/publication-kind';
import { adminKinds, type AdminKind } from '../kinds';

/** The admin API collections of news, deals and honours. */
export type PublicationPath = (typeof adminKinds)[PublicationKind]['apiPath'];

/** News, deals and honours share their screens (publication-list.tsx, publication-edit.tsx), configured by the registry. */
export interface PublicationConfig extends AdminKind {
  kind: PublicationKind;
  apiPath: PublicationPath;
  publicPath(id: number): string;
}

export const publications: Record<PublicationKind, PublicationConfig> = {
  news: { ...adminKinds.news, kind: 'news' },
  deal: { ...adminKinds.deal, kind: 'deal' },
  honour: { ...adminKinds.honour, kind: 'honour' },
};
