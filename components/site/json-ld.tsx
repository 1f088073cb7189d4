import { StaticPart } from './static-part/static-part';

/**
 * Structured data for search engines; `<` is escaped so content can never close the script. Only
 * the HTML carries it: a static part, kept out of React's payload.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <StaticPart as="script" type="application/ld+json" html={JSON.stringify(data).replace(/</g, '\\u003c')} />;
}
