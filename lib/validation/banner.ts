import { z } from 'zod';
import { workflowInputFields, workflowViewFields } from './workflow';
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
  ...workflowInputFields,
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

/** Banner as the back office reads it: the current version with its editorial state. */
export const bannerAdminView = bannerView.extend(workflowViewFields);

export type AdminBanner = z.infer<typeof bannerAdminView>;
