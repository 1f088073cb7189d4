import type { BodyItem } from '@/lib/admin/api-calls';

/**
 * The site's API over HTTP as a client calls it, with an administrator's session: used by the
 * soak script and the fault tests against production servers (tests/support/server.ts).
 */
export interface Reply {
  status: number;
  body: any;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callSite(base: string, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, text };
}

/** The password startServer gives the first administrator. */
const benchAdminPassword = 'bench-admin-password';

export async function signInAdmin(base: string, password = benchAdminPassword): Promise<string> {
  const reply = await callSite(base, 'POST', '/api/admin/login', { body: { loginAccount: 'admin', password } });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${reply.text}`);
  return reply.body.result as string;
}

/** The id of the first English news catalog (the demo content has some). */
export async function newsCatalogId(base: string, token: string): Promise<number> {
  const reply = await callSite(base, 'GET', '/api/admin/catalog?type=0&lang=en_US', { token });
  const id = reply.body?.result?.[0]?.id;
  if (reply.status !== 200 || typeof id !== 'number') throw new Error(`no news catalog: ${reply.status} ${reply.text}`);
  return id;
}

/** What POST /api/admin/latest-news takes, as the API's schema types it. */
type NewsArticle = BodyItem<'post', '/admin/latest-news'>;

/** One news article, English unless `changes` say otherwise, as POST /api/admin/latest-news takes it. */
export function newsArticle(
  cataId: number,
  title: string,
  changes: Partial<Pick<NewsArticle, 'lang' | 'content' | 'note'>> = {},
): NewsArticle {
  return {
    lang: 'en_US',
    cataId,
    coverUrl: '/api/upload/none.jpg',
    title,
    isLink: 0,
    content: `<p>${title}: the firm advised on a cross-border arbitration.</p>`,
    note: 'A short summary',
    ...changes,
  };
}

/** One English lawyer profile, as POST /api/admin/lawyerTeam takes it. */
export function lawyerProfile(name: string): BodyItem<'post', '/admin/lawyerTeam'> {
  return { lang: 'en_US', name, office: 'Singapore', email: 'lawyer@example.com', intro: `<p>${name} acts in shipping disputes.</p>` };
}
