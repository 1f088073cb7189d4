import type { ExtractSchema } from 'hono/types';
import { articleRoutes } from './articles';
import { authRoutes } from './auth';
import { bannerRoutes } from './banners';
import { catalogRoutes } from './catalogs';
import { commonRoutes } from './common';
import { glossaryRoutes } from './glossary';
import { healthRoutes } from './health';
import { contactRoutes } from './contact';
import { honourRoutes } from './honours';
import { iconRoutes } from './icons';
import { jobAndOfficeRoutes } from './jobs-offices';
import { languageConfigRoutes } from './language-config';
import { lawyerRoutes } from './lawyers';
import { legalDocumentRoutes } from './legal-documents';
import { messageRoutes } from './messages';
import { metricsRoutes } from './metrics';
import { portalConfigRoutes } from './portal-config';
import { practiceAreaRoutes } from './practice-areas';
import { searchRoutes } from './search';
import { securityConfigRoutes } from './security-config';
import { sessionRoutes } from './sessions';
import { staffRoutes } from './staff';
import { subscriberRoutes } from './subscribers';
import { subscriptionRoutes } from './subscriptions';
import { alertFormRoutes } from './alert-forms';
import { translationRoutes } from './translations';
import { twoFactorRoutes } from './two-factor';
import { uploadRoutes } from './uploads';
import { webVitalsRoutes } from './web-vitals';
import { workflowRoutes } from './workflow';
import { xliffRoutes } from './xliff';

/** Every group of calls; each module owns the paths of one entity. */
export const apiRoutes = [
  commonRoutes,
  healthRoutes,
  metricsRoutes,
  authRoutes,
  twoFactorRoutes,
  sessionRoutes,
  catalogRoutes,
  articleRoutes,
  honourRoutes,
  bannerRoutes,
  practiceAreaRoutes,
  jobAndOfficeRoutes,
  lawyerRoutes,
  portalConfigRoutes,
  languageConfigRoutes,
  legalDocumentRoutes,
  iconRoutes,
  uploadRoutes,
  contactRoutes,
  messageRoutes,
  searchRoutes,
  staffRoutes,
  securityConfigRoutes,
  workflowRoutes,
  translationRoutes,
  xliffRoutes,
  glossaryRoutes,
  webVitalsRoutes,
  subscriptionRoutes,
  alertFormRoutes,
  subscriberRoutes,
] as const;

/** Every call's path, methods, input and result as the routes declare them; the back office's calls are typed by it. */
export type ApiSchema = ExtractSchema<(typeof apiRoutes)[number]>;
