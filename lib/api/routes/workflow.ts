import { createRoute } from '@hono/zod-openapi';
import { named, z } from '../zod';
import { getDb } from '../../db/client';
import { getWorkflowConfig, saveWorkflowConfig } from '../../services/workflow/approval';
import { previewLink } from '../../services/workflow/preview';
import { reviewQueue } from '../../services/workflow/review-queue';
import { getRevision, listRevisions, restoreRevision } from '../../services/workflow/revisions';
import {
  previewLinkView,
  reviewQueueItemView,
  revisionSummaryView,
  revisionView,
  workflowConfigSchema,
  workflowEntities,
} from '../../validation/workflow';
import { ok } from '../envelope';
import { found } from '../found';
import { adminOnly, adminResponses, adminSecurity, createRouter, jsonBody, responses } from '../router';

const admin = { tags: ['Admin: editorial workflow'], security: adminSecurity };

/** `entity` and `id`: one language version of a workflow kind. */
const itemQuery = z.object({
  entity: z.enum(workflowEntities).openapi({ description: "The kind, by the API's path segment" }),
  id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ description: 'The language version' }),
});

const revisionParam = z.object({
  revisionId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .openapi({ param: { name: 'revisionId', in: 'path' } }),
});

const config = named(workflowConfigSchema, 'WorkflowConfig');

export const workflowRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/revisions',
      ...admin,
      summary: 'The revisions of one language version, newest first (who, when, status)',
      request: { query: itemQuery },
      responses: responses(z.array(named(revisionSummaryView, 'RevisionSummary'))),
    }),
    async (c) => {
      const { entity, id } = c.req.valid('query');
      return ok(c, await listRevisions(getDb(), entity, id));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/revisions/{revisionId}',
      ...admin,
      summary: 'One revision with the whole version as it was saved',
      request: { params: revisionParam },
      responses: responses(named(revisionView, 'Revision')),
    }),
    async (c) => ok(c, found(await getRevision(getDb(), c.req.valid('param').revisionId), 'Revision')),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/revisions/{revisionId}/restore',
      ...admin,
      summary: "Make the revision's content the current draft (a new revision); visitors see it once it is published",
      request: { params: revisionParam },
      responses: responses(z.record(z.string(), z.unknown()), 'The item after the restore'),
    }),
    async (c) => ok(c, await restoreRevision(getDb(), c.get('user'), c.req.valid('param').revisionId)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/preview-link',
      ...admin,
      summary: 'A signed link showing the current version (any status) on its public page, for 24 hours, to anyone holding it',
      request: { query: itemQuery },
      responses: responses(named(previewLinkView, 'PreviewLink')),
    }),
    async (c) => {
      const { entity, id } = c.req.valid('query');
      return ok(c, await previewLink(getDb(), entity, id));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/review-queue',
      ...admin,
      summary: 'Every language version waiting for review, oldest first',
      responses: responses(z.array(named(reviewQueueItemView, 'ReviewQueueItem'))),
    }),
    async (c) => ok(c, await reviewQueue(getDb())),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/workflow-config',
      ...admin,
      summary: 'The publishing rules: approvalRequired 1 when editors submit for review and administrators publish',
      responses: responses(config),
    }),
    async (c) => ok(c, await getWorkflowConfig(getDb())),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/workflow-config',
      ...admin,
      summary: `Require an administrator's approval before anything is published (approvalRequired 1), or not (0)${adminOnly}`,
      request: jsonBody(config),
      responses: adminResponses(config),
    }),
    async (c) => ok(c, await saveWorkflowConfig(getDb(), c.get('user'), c.req.valid('json'))),
  );
