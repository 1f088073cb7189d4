import { workflowEntities, type WorkflowEntity } from '@/lib/validation/workflow';

/** Where each kind is listed and edited in the back office. */
export const workflowKinds: Record<WorkflowEntity, { apiPath: string; listPath: string; editHref: (id: number) => string }> = {
  'latest-news': {
    apiPath: '/admin/latest-news',
    listPath: '/admin/articles/news/list',
    editHref: (id) => `/admin/articles/news/edit?id=${id}`,
  },
  'case-analysis': {
    apiPath: '/admin/case-analysis',
    listPath: '/admin/articles/cases/list',
    editHref: (id) => `/admin/articles/cases/edit?id=${id}`,
  },
  'lawfirm-honour': {
    apiPath: '/admin/lawfirm-honour',
    listPath: '/admin/articles/honors/list',
    editHref: (id) => `/admin/articles/honors/edit?id=${id}`,
  },
  lawyerTeam: { apiPath: '/admin/lawyerTeam', listPath: '/admin/people/list', editHref: (id) => `/admin/people/edit/${id}` },
  professionalField: {
    apiPath: '/admin/professionalField',
    listPath: '/admin/expertise/list',
    editHref: (id) => `/admin/expertise/edit/${id}`,
  },
  banner: { apiPath: '/admin/banner', listPath: '/admin/banner/list', editHref: () => '/admin/banner/list' },
  'legal-document': { apiPath: '/admin/legal-document', listPath: '/admin/site/config', editHref: () => '/admin/site/config' },
};

export function isWorkflowEntity(value: string | null): value is WorkflowEntity {
  return (workflowEntities as readonly (string | null)[]).includes(value);
}
