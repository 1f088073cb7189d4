import type { ReactNode } from 'react';

/**
 * The content of the static parts rendered lately, by fingerprint, from the server components
 * that render them (static-part.tsx) to the server's HTML rendering of the same page
 * (static-part-host.tsx). The two are separate bundles of one process, so they meet on
 * `globalThis`. A part is kept until the HTML has taken it, then a few seconds more (in case the
 * renderer asks twice); one no HTML took (a payload-only request, a not-found page's boundary
 * that was not shown) a minute after it was last rendered.
 */
interface Kept {
  content: ReactNode;
  /** Renders that placed it and have not taken it yet. */
  waiting: number;
  /** When it may be dropped (epoch ms). */
  until: number;
}

const lifetime = 60_000;
const grace = 5_000;

const shared = globalThis as typeof globalThis & { [key: symbol]: { parts: Map<string, Kept>; sweeping: boolean } | undefined };
const storeKey = Symbol.for('lawfirm.static-parts');

function store() {
  return (shared[storeKey] ??= { parts: new Map(), sweeping: false });
}

function sweepLater() {
  const state = store();
  if (state.sweeping) return;
  state.sweeping = true;
  setTimeout(() => {
    state.sweeping = false;
    const now = Date.now();
    for (const [id, kept] of state.parts) if (kept.until <= now) state.parts.delete(id);
    if (state.parts.size) sweepLater();
  }, grace).unref?.();
}

/** Keeps a part's content for the page's HTML (server components). */
export function keepPart(id: string, content: ReactNode) {
  const { parts } = store();
  const kept = parts.get(id) ?? { content, waiting: 0, until: 0 };
  kept.waiting += 1;
  kept.until = Date.now() + lifetime;
  parts.set(id, kept);
  sweepLater();
}

/** A part's content, for the page's HTML (the server's rendering of client components). */
export function takePart(id: string): ReactNode {
  const kept = store().parts.get(id);
  if (!kept) throw new Error(`Static part ${id} was not rendered in this process`);
  kept.waiting -= 1;
  if (kept.waiting <= 0) kept.until = Math.min(kept.until, Date.now() + grace);
  return kept.content;
}
