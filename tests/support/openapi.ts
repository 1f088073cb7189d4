import type { TestContext } from './context';

/** The methods the API's OpenAPI document lists for each of `paths`, sorted. */
export async function documentedCalls(ctx: TestContext, paths: string[]): Promise<Record<string, string[]>> {
  const document = (await ctx.call('GET', '/api/openapi.json')).body;
  return Object.fromEntries(paths.map((path) => [path, Object.keys(document.paths[path] ?? {}).sort()]));
}
