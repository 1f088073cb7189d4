// The Content-Security-Policy of a public page, narrowed to the inline scripts it really has.
// Public pages are cached renders, so Next.js cannot give their inline scripts a per-request
// nonce; instead the page cache hashes them once, when it stores the page, and the policy lists
// those hashes in place of 'unsafe-inline'. A script that was not in the rendered page (one that
// content managed to smuggle in, say) matches no hash and does not run.
import { createHash } from 'node:crypto';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The sources of the inline scripts a browser would run in this HTML, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (typeAttribute.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!executableTypes.has(type)) continue; // data such as JSON-LD is never run
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with its script-src allowing exactly these inline scripts and no other. */
export function withScriptHashes(policy: string, hashes: string[]): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      if (name.toLowerCase() !== 'script-src') return directive;
      return [name, ...sources.filter((source) => source !== "'unsafe-inline'"), ...hashes].join(' ');
    })
    .join('; ');
}
