import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/absolute-url';

// Read on request so the sitemap's address follows SITE_URL where the site runs.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
