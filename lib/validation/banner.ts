import { z } from 'zod';
import { flag, imageUrl, itemArray, langField, linkUrl } from './translation-group';

/** One home-page banner (a slide) in one language. */
export const bannerSchema = z.object({
  id: z.number().int().positive().optional(),
  lang: langField,
  imgPath: imageUrl,
  title: z.string().trim().max(300).nullish(),
  subTitle: z.string().trim().max(500).nullish(),
  top: flag.optional(),
  linkUrl: linkUrl.nullish(),
});

const bannerUpdateSchema = bannerSchema.extend({ id: z.number().int().positive() });

export const bannerArraySchema = itemArray(bannerSchema);
export const bannerUpdateArraySchema = itemArray(bannerUpdateSchema);

export type BannerInput = z.infer<typeof bannerSchema>;

/** A banner as the API returns it. */
export const bannerView = z.object({
  id: z.number(),
  lang: z.string(),
  imgPath: z.string(),
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  top: z.number(),
  linkUrl: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});

export type Banner = z.infer<typeof bannerView>;
