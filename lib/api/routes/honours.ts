import { z } from '@hono/zod-openapi';
import { deleteHonours, getHonour, listHonours, readHonour, saveHonours, setHonourTop } from '../../services/honours';
import { honourArraySchema } from '../../validation/honour';
import { createRouter } from '../router';
import { addPublicationRoutes } from './publications';

export const honourRoutes = createRouter();

const honourView = z
  .object({
    id: z.number(),
    title: z.string(),
    content: z.string().nullable(),
    coverUrl: z.string(),
    lang: z.string(),
    no: z.string(),
    top: z.number().openapi({ description: '1: pinned' }),
    createTime: z.string(),
    updateTime: z.string(),
    views: z.number(),
    operatorName: z.string().nullable(),
  })
  .openapi('Honour');

addPublicationRoutes(honourRoutes, {
  path: 'lawfirm-honour',
  label: 'Honour',
  adminTag: 'Admin: lawfirm-honour',
  publicTag: 'Public: lawfirm-honour',
  view: honourView,
  items: honourArraySchema,
  publicQuery: z.object({}),
  list: listHonours,
  listPublic: (db, lang, query, page) => listHonours(db, { lang, no: query.no }, page),
  get: getHonour,
  read: readHonour,
  save: saveHonours,
  setTop: setHonourTop,
  remove: deleteHonours,
});
