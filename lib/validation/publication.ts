import { z } from 'zod';

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
