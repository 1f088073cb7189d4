import { z } from 'zod';
import { groupNo } from './translation-group';

/** What every response about a news article, deal or honour shows of it. */
export const publicationViewFields = {
  id: z.number(),
  title: z.string(),
  content: z.string().nullable(),
  coverUrl: z.string(),
  lang: z.string(),
  no: z.string(),
  top: z.number().describe('1: pinned'),
  createTime: z.string(),
  updateTime: z.string(),
  views: z.number(),
  operatorName: z.string().nullable(),
};

const groupKeys = (what: string) => z.array(groupNo).max(50).describe(`The ${what} named, by their translation groups' keys, in order`);

/** What a save of a news article, deal or honour may send of its links; a list absent keeps the stored links. */
export const publicationLinkFields = {
  lawyerNos: groupKeys('lawyers').optional(),
  practiceNos: groupKeys('practice areas').optional(),
};

/** The links of a news article, deal or honour: set once for every language version of it. */
export const publicationLinkViewFields = {
  lawyerNos: groupKeys('lawyers'),
  practiceNos: groupKeys('practice areas'),
  lawyers: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        latinName: z.string().nullable().describe('The name in Latin script'),
        jobs: z.array(z.string()),
        photoUrl: z.string().nullable(),
        lang: z.string().describe("The version's language: the fallback language's where the lawyer has none in this one"),
      }),
    )
    .describe('The lawyers named, published, in the language of the item'),
  practiceAreas: z
    .array(z.object({ id: z.number(), name: z.string(), lang: z.string() }))
    .describe('The practice areas named, published, in the language of the item'),
};
