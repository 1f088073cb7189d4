import { z } from '@hono/zod-openapi';
import { deleteHonours, getHonour, listHonours, readHonour, saveHonours, setHonourTop } from '../../services/honours';
import { honourArraySchema } from '../../validation/honour';
import { createRouter } from '../router';
import { addPublicationRoutes, publicationViewFields } from './publications';

export const honourRoutes = createRouter();

const honourView = z.object(publicationViewFields).openapi('Honour');

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
