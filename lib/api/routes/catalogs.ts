import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { deleteCatalog, getCatalog, listCatalogTrees, moveCatalog, saveCatalogs } from '../../services/catalogs';
import { catalogArraySchema, catalogNodeView, catalogSortSchema, catalogView } from '../../validation/catalog';
import { ok } from '../envelope';
import { found } from '../found';
import { idParam, langQuery, queryInt, requestLang } from '../params';
import { adminSecurity, createRouter, jsonBody, responses } from '../router';

const catalog = named(catalogView, 'Catalog');

const catalogNode = named(catalogNodeView, 'CatalogNode');

const typeQuery = queryInt(0, 1).openapi({ description: '0 news, 1 cases; default both' });

const admin = { tags: ['Admin: catalog'], security: adminSecurity };

/** POST creates catalogs (language versions share one no unless given), PUT updates them by id; all or nothing. */
const catalogSave = <Method extends 'post' | 'put'>(method: Method) =>
  createRouter().openapi(
    createRoute({
      method,
      path: '/admin/catalog',
      ...admin,
      summary:
        method === 'post'
          ? 'Create catalogs (language versions share one no unless given); all or nothing'
          : 'Update catalogs by id; all or nothing',
      request: jsonBody(catalogArraySchema),
      responses: responses(z.array(catalog), 'The saved catalogs'),
    }),
    async (c) => ok(c, await saveCatalogs(getDb(), c.get('user'), c.req.valid('json'), method === 'post' ? 'create' : 'update')),
  );

export const catalogRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/catalog',
      ...admin,
      summary: 'Catalog trees: roots with nested childrenList, in display order',
      request: { query: z.object({ type: typeQuery, lang: langQuery.shape.lang }) },
      responses: responses(z.array(catalogNode)),
    }),
    async (c) => ok(c, await listCatalogTrees(getDb(), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/catalog/{id}',
      ...admin,
      summary: 'One catalog with its sub-catalogs',
      request: { params: idParam },
      responses: responses(catalogNode),
    }),
    async (c) => ok(c, found(await getCatalog(getDb(), c.req.valid('param').id), 'Catalog')),
  )
  .route('/', catalogSave('post'))
  .route('/', catalogSave('put'))
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/catalog/sort',
      ...admin,
      summary: "Move sourceId to targetId's position among their siblings (same parent, else 400)",
      request: jsonBody(catalogSortSchema),
      responses: responses(z.null()),
    }),
    async (c) => {
      const { sourceId, targetId } = c.req.valid('json');
      await moveCatalog(getDb(), c.get('user'), sourceId, targetId);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/catalog/{id}',
      ...admin,
      summary: 'Delete an empty catalog; one with sub-catalogs or articles is refused with 409',
      request: { params: idParam },
      responses: { ...responses(z.null()), 409: { description: 'The catalog still has sub-catalogs or articles' } },
    }),
    async (c) => {
      await deleteCatalog(getDb(), c.get('user'), c.req.valid('param').id);
      return ok(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user/catalog',
      tags: ['Public: catalog'],
      summary: "Catalog trees in the request's language (header or query lang)",
      request: { query: z.object({ type: typeQuery, lang: langQuery.shape.lang }) },
      responses: responses(z.array(catalogNode)),
    }),
    async (c) => ok(c, await listCatalogTrees(getDb(), { type: c.req.valid('query').type, lang: requestLang(c) })),
  );
