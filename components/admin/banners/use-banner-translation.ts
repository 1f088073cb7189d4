'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { sideBySideHref, useSideBySide, withoutSideBySide } from '@/lib/admin/side-by-side';
import { useApi } from '@/lib/admin/use-api';
import type { AdminBanner } from '@/lib/validation/banner';
import { useRecordedSource } from '../form/source-side';
import type { BannerTarget } from './banner-dialog';

/** The parameter naming a banner's translation group: its picture, which its language versions share. */
const GROUP = 'no';

/** The banner list's address translating the banner of picture `imgPath` into `target` from `source`, side by side. */
export function bannerTranslationHref(imgPath: string, target: string, source: string): string {
  return sideBySideHref(`/admin/banner/list?${new URLSearchParams({ [GROUP]: imgPath })}`, target, source);
}

/** A banner translated side by side: the version edited (or the one to add), and the version beside it. */
export interface BannerTranslation {
  target: BannerTarget;
  source: AdminBanner | undefined;
}

/**
 * The banner the list's address asks to translate (`?no=<picture>&translate=<lang>&from=<lang>`):
 * its version in the target language (a new one taking the source's picture, link and pin when
 * there is none), and the source: the one asked for, else the one recorded, else another version
 * of the group; the address then names it, so a save records it. `close()` goes back to the list.
 */
export function useBannerTranslation(): { translation: BannerTranslation | null; close: () => void } {
  const sideBySide = useSideBySide();
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const imgPath = sideBySide ? params.get(GROUP) : null;
  const banners = useApi(imgPath ? '/admin/banner' : null, { query: {} });
  const group = banners.data?.filter((banner) => banner.imgPath === imgPath);
  const target = group?.find((banner) => banner.lang === sideBySide?.target);
  const recorded = useRecordedSource('banner', target?.id);
  const others = group?.filter((banner) => banner.lang !== sideBySide?.target) ?? [];
  const asked = sideBySide?.source ?? recorded.sourceLang;
  const source = others.find((banner) => banner.lang === asked) ?? (recorded.waiting ? undefined : others[0]);

  useEffect(() => {
    if (sideBySide && imgPath && source && source.lang !== sideBySide.source) {
      router.replace(bannerTranslationHref(imgPath, sideBySide.target, source.lang));
    }
  }, [sideBySide, imgPath, source, router]);

  const key = `${sideBySide?.target}:${target?.id}:${target?.version}:${source?.id}:${imgPath}:${!!group}`;
  const translation = useMemo<BannerTranslation | null>(
    () =>
      sideBySide && imgPath && group ? { target: target ? { banner: target } : { lang: sideBySide.target, from: source }, source } : null,
    // The same translation from render to render, so the dialog's form is filled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const close = () => {
    const rest = withoutSideBySide(params, [GROUP]);
    router.replace(rest.size ? `${pathname}?${rest}` : pathname);
  };
  return { translation, close };
}
