import { z } from 'zod';
import { optionalEmail } from './lawyer';
import { flag, imageUrl, itemArray, langField, linkUrl } from './translation-group';

const count = z.number().int().min(0).max(10_000_000).default(0);
const visible = flag.default(0);

const advantageSchema = z.object({
  title: z.string().trim().max(200),
  content: z.string().max(5000).nullish(),
});

const environmentSchema = z.object({
  title: z.string().trim().max(200).nullish(),
  coverUrl: imageUrl,
});

/** The firm's information in one language; each count is shown only when its flag is 1. */
export const portalConfigSchema = z.object({
  lang: langField,
  name: z.string().trim().min(1).max(200),
  iconUrl: linkUrl.nullish(),
  address: z.string().trim().max(500).nullish(),
  email: optionalEmail,
  tel: z.string().trim().max(60).nullish(),
  /** Rich text (HTML), sanitised on save. */
  introduce: z.string().max(200_000).nullish(),
  lawyerCount: count,
  isLawyerCountVisible: visible,
  totalPeople: count,
  isTotalPeopleVisible: visible,
  branchCount: count,
  isBranchCountVisible: visible,
  advantagesList: z.array(advantageSchema).max(50).nullish(),
  environmentList: z.array(environmentSchema).max(50).nullish(),
});

export const portalConfigArraySchema = itemArray(portalConfigSchema);

export type PortalConfigInput = z.infer<typeof portalConfigSchema>;

const visibility = z.number().describe('1 shows the count on the site, 0 hides it');

/** The firm's information in one language as the API returns it. */
export const portalConfigView = z.object({
  lang: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  tel: z.string().nullable(),
  introduce: z.string().nullable().describe('Rich text (sanitised HTML)'),
  lawyerCount: z.number(),
  isLawyerCountVisible: visibility,
  totalPeople: z.number(),
  isTotalPeopleVisible: visibility,
  branchCount: z.number(),
  isBranchCountVisible: visibility,
  advantagesList: z.array(z.object({ title: z.string(), content: z.string().nullable() })),
  environmentList: z.array(z.object({ title: z.string().nullable(), coverUrl: z.string() })),
  updateTime: z.string(),
});

export type PortalConfig = z.infer<typeof portalConfigView>;
