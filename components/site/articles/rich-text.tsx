import { sanitizeRichText } from '@/lib/content/sanitize';

/**
 * Staff-written HTML, sanitised again on the way out (it was on the way in), in the site's
 * reading typography. Content headings start at h2: the page title is the only h1.
 */
export function RichText({
  html,
  className = '',
  lang,
  dir,
}: {
  html: string | null | undefined;
  className?: string;
  /** The text's own language, where it differs from the page's. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const safe = sanitizeRichText(html);
  if (!safe) return null;
  return (
    <div className={`prose-site [overflow-wrap:anywhere] ${className}`} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
