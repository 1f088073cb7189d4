import { expect, type APIRequestContext } from '@playwright/test';

/**
 * React's inline payload in a page's HTML: the text of its `self.__next_f` scripts, in bytes as
 * sent (before compression). It carries every prop and element that React gets in the browser, so
 * a phone downloads and parses it beside the markup (docs/performance.md).
 */
function inlinePayload(html: string): number {
  return [...html.matchAll(/<script[^>]*>([^<]*)<\/script>/g)]
    .filter((match) => match[1].includes('self.__next_f'))
    .reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
}

/** Home's and the lists' paths (without a language prefix), each with its payload's budget in bytes. */
export type PayloadBudgets = Record<string, number>;

/** Every page of `budgets` in every language of `prefixes` keeps within its budget. */
export async function expectPayloadsWithin(request: APIRequestContext, prefixes: string[], budgets: PayloadBudgets) {
  const over: string[] = [];
  for (const [path, budget] of Object.entries(budgets)) {
    for (const prefix of prefixes) {
      const response = await request.get(`${prefix}${path}`);
      expect(response.status(), `${prefix}${path}`).toBe(200);
      const bytes = inlinePayload(await response.text());
      expect(bytes, `${prefix}${path} has an inline payload`).toBeGreaterThan(0);
      if (bytes > budget) over.push(`${prefix}${path}: ${bytes} bytes, budget ${budget}`);
    }
  }
  expect(over, 'pages whose inline payload outgrew its budget').toEqual([]);
}
