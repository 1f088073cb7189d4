import type { Migration } from 'kysely';
import * as initial from './2026-11-22-initial';
import * as uploadContent from './2026-11-22-upload-content';
import * as searchIndex from './2026-11-29-search-index';
import * as backupRun from './2026-12-01-backup-run';
import * as signInSecurity from './2026-12-02-sign-in-security';
import * as editorialWorkflow from './2026-12-03-editorial-workflow';
import * as webVitals from './2026-12-04-web-vitals';
import * as searchScope from './2026-12-05-search-scope';
import * as listOrder from './2026-12-06-list-order';
import * as searchPrefixes from './2026-12-07-search-prefixes';
import * as titleLookup from './2026-12-08-title-lookup';
import * as translationSource from './2026-12-09-translation-source';
import * as revisionOrigin from './2026-12-10-revision-origin';
import * as contentLinks from './2026-12-11-content-links';
import * as insightAlerts from './2026-12-11-insight-alerts';
import * as lawyerProfiles from './2026-12-12-lawyer-profiles';
import * as staffEmail from './2026-12-13-staff-email';
import * as staffEmailConfirmation from './2026-12-14-staff-email-confirmation';
import * as alertPrivacy from './2026-12-15-alert-privacy';
import * as oneFirm from './2026-12-16-one-firm';
import * as sourceFingerprint from './2026-12-17-source-fingerprint';
import * as glossary from './2026-12-18-glossary';
import * as translatorRole from './2026-12-19-translator-role';

/** Every migration, by dated name. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-initial': initial,
  '2026-11-22-upload-content': uploadContent,
  '2026-11-29-search-index': searchIndex,
  '2026-12-01-backup-run': backupRun,
  '2026-12-02-sign-in-security': signInSecurity,
  '2026-12-03-editorial-workflow': editorialWorkflow,
  '2026-12-04-web-vitals': webVitals,
  '2026-12-05-search-scope': searchScope,
  '2026-12-06-list-order': listOrder,
  '2026-12-07-search-prefixes': searchPrefixes,
  '2026-12-08-title-lookup': titleLookup,
  '2026-12-09-translation-source': translationSource,
  '2026-12-10-revision-origin': revisionOrigin,
  '2026-12-11-content-links': contentLinks,
  '2026-12-11-insight-alerts': insightAlerts,
  '2026-12-12-lawyer-profiles': lawyerProfiles,
  '2026-12-13-staff-email': staffEmail,
  '2026-12-14-staff-email-confirmation': staffEmailConfirmation,
  '2026-12-15-alert-privacy': alertPrivacy,
  '2026-12-16-one-firm': oneFirm,
  '2026-12-17-source-fingerprint': sourceFingerprint,
  '2026-12-18-glossary': glossary,
  '2026-12-19-translator-role': translatorRole,
};
