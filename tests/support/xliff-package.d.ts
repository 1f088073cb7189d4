// The `xliff` package (the tests' independent XLIFF reader) ships no types: the two readers the tests call.
declare module 'xliff' {
  /** An XLIFF document as the package reads it: its languages and, per file id, each unit's source and target. */
  interface XliffJs {
    sourceLanguage: string;
    targetLanguage: string;
    resources: Record<string, Record<string, { source: unknown; target?: unknown }>>;
  }
  export function xliff2js(xml: string): Promise<XliffJs>;
  export function xliff12ToJs(xml: string): Promise<XliffJs>;
}
