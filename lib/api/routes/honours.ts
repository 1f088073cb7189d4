import { named, z } from '../zod';
import { deleteHonours, getHonour, listHonours, listPublishedHonours, readHonour, saveHonours, setHonourTop } from '../../services/honours';
import { workflowKinds } from '../../services/workflow/kinds';
import { honourAdminView, honourArraySchema, honourView } from '../../validation/honour';
import { publicationRoutes } from './publications';

const honour = named(honourView, 'Honour');

export const honourRoutes = publicationRoutes({
  path: 'lawfirm-honour',
  label: 'Honour',
  adminTag: 'Admin: lawfirm-honour',
  publicTag: 'Public: lawfirm-honour',
  view: honour,
  adminView: named(honourAdminView, 'AdminHonour'),
  workflow: workflowKinds['lawfirm-honour'],
  items: honourArraySchema,
  publicQuery: z.object({}),
  list: listHonours,
  listPublic: (db, lang, query, page) =>
    listPublishedHonours(db, { lang, fallback: null, no: query.no, lawyerId: query.lawyerId, practiceAreaId: query.practiceAreaId }, page),
  get: getHonour,
  read: readHonour,
  save: saveHonours,
  setTop: setHonourTop,
  remove: deleteHonours,
});
