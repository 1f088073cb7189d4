import { named, z } from '../zod';
import { deleteHonours, getHonour, listHonours, listPublishedHonours, readHonour, saveHonours, setHonourTop } from '../../services/honours';
import { serverKinds } from '../../services/kinds';
import { editorialKinds } from '../../services/workflow/kinds';
import { honourAdminView, honourArraySchema, honourView } from '../../validation/honour';
import { publicationRoutes } from './publications';

const honour = named(honourView, 'Honour');

export const honourRoutes = publicationRoutes({
  path: serverKinds.honour.entity,
  label: serverKinds.honour.label,
  adminTag: `Admin: ${serverKinds.honour.entity}`,
  publicTag: `Public: ${serverKinds.honour.entity}`,
  view: honour,
  adminView: named(honourAdminView, 'AdminHonour'),
  workflow: editorialKinds.honour,
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
