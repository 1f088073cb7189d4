'use client';

import { useLayoutEffect, useRef, type ElementType, type ReactNode } from 'react';
import { takePart } from './parts';

/** When a page last reloaded itself for a part it lacked (session storage). */
const reloadedKey = 'static-part-reload';

/**
 * The part's markup is only in the server's HTML. Should React ever render it in the browser
 * (after a hydration error above it, or a client-side render of a part that changed), the page
 * is reloaded from the server, once: it is served whole from the page cache.
 */
function reloadOnce() {
  try {
    const last = Number(sessionStorage.getItem(reloadedKey));
    if (Date.now() - last < 30_000) return;
    sessionStorage.setItem(reloadedKey, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}

const isInnerHtml = (content: ReactNode): content is ReactNode & { __html: string } =>
  typeof content === 'object' && content !== null && '__html' in content;

/**
 * A static part's element (static-part.tsx). On the server it renders the part's content, kept
 * for it by the server component; in the browser React neither receives nor hydrates it: an
 * element with inner HTML is left as the server sent it.
 */
export function StaticPartHost({ as, part, ...attributes }: { as: string; part: string } & Record<string, unknown>) {
  const Tag = as as ElementType;
  const element = useRef<HTMLElement>(null);
  const hydrated = useRef(part);
  useLayoutEffect(() => {
    if (element.current?.firstChild && hydrated.current === part) return;
    reloadOnce();
  }, [part]);
  if (typeof window === 'undefined') {
    const content = takePart(part);
    return isInnerHtml(content) ? <Tag {...attributes} dangerouslySetInnerHTML={content} /> : <Tag {...attributes}>{content}</Tag>;
  }
  return <Tag {...attributes} ref={element} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
