import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from './context';

/** What a translator does to words (never to codes): here, brackets and a mark of the language. */
const translateWords = (text: string) => (text.trim() ? `【${text}】` : text);

/** HTML (or XLIFF's inline XML) with each run of words between tags translated: the codes stay as they are. */
export const translateBetweenTags = (markup: string, translate = translateWords) =>
  markup
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : translate(part)))
    .join('');

/** An XLIFF 2 export translated: each segment gets a target holding its source's codes, words translated. */
export const translate21 = (xml: string, edit: (id: string, source: string) => string = (_id, source) => translateBetweenTags(source)) =>
  xml.replace(
    /<unit id="([^"]+)"([\s\S]*?)<source xml:space="preserve">([\s\S]*?)<\/source><\/segment>/g,
    (_all, id: string, between: string, source: string) =>
      `<unit id="${id}"${between}<source xml:space="preserve">${source}</source><target xml:space="preserve">${edit(id, source)}</target></segment>`,
  );

/** An XLIFF 1.2 export translated: each trans-unit gets a target. */
export const translate12 = (xml: string, edit: (id: string, source: string) => string = (_id, source) => translateBetweenTags(source)) =>
  xml.replace(
    /<trans-unit id="([^"]+)"([^>]*)>(\s*)<source>([\s\S]*?)<\/source>/g,
    (_all, id: string, attributes: string, space: string, source: string) =>
      `<trans-unit id="${id}"${attributes}>${space}<source>${source}</source><target>${edit(id, source)}</target>`,
  );

/** GET an export as the API answers it: its bytes and headers. */
export async function exportFile(ctx: TestContext, token: string, query: Record<string, string> | [string, string][]) {
  const response = await (
    await import('@/lib/api/app')
  ).api.request(`/api/admin/translations/xliff?${new URLSearchParams(query)}`, {
    headers: { authorization: token, 'x-forwarded-for': '10.0.0.1' },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

/** POST a file as the raw body. */
export const importRaw = (ctx: TestContext, token: string, body: string | Uint8Array, type = 'application/xliff+xml') =>
  ctx.call('POST', '/api/admin/translations/xliff', { token, raw: body as BodyInit, headers: { 'content-type': type } });

/** POST a file as the raw body and answer its report; anything but 200 throws with the answer. */
export async function importReport(ctx: TestContext, token: string, body: string | Uint8Array) {
  const response = await importRaw(ctx, token, body);
  if (response.status !== 200) throw new Error(`import: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const schema = path.resolve(__dirname, '../fixtures/xliff/xliff_core_2.0.xsd');

/** xmllint's verdict on a document against the OASIS XLIFF 2 core schema (offline). */
export function validateAgainstCoreSchema(xml: string): { valid: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xliff-'));
  const file = path.join(dir, 'export.xlf');
  fs.writeFileSync(file, xml);
  try {
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], { encoding: 'utf8' });
    return { valid: run.status === 0, output: `${run.stdout}${run.stderr}${run.error ?? ''}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
