import { sanitizeRichText } from '@/lib/content/sanitize';

/**
 * Staff-written HTML, sanitised again on the way out (it was on the way in), in the site's
 * reading typography. Content headings start at h2: the page title is the only h1.
 */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const safe = sanitizeRichText(html);
  if (!safe) return null;
  return <div className={`prose-site [overflow-wrap:anywhere] ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
