import type { Context } from 'hono';
import type { core } from 'zod';
import { nameIn } from '@/i18n/locales';
import type { MessageParams } from '../../errors';
import { fillTemplate } from '../../fill-template';
import { zhIssue } from './zod-issue';
import { zhMessages } from './zh-messages';
import { zhFieldLabels, zhNouns } from './zh-terms';

/** A message before it is put into words: its English template, its values, and the zod issue behind a `{problem}`. */
export interface ApiMessage {
  template: string;
  params?: MessageParams;
  issue?: core.$ZodIssue;
}

export type MessageLanguage = 'en' | 'zh';

/** The back office's own languages, as it names them in the `lang` header, whatever the site serves. */
export const backOfficeLangCodes: Record<string, MessageLanguage> = { en_US: 'en', zh_CN: 'zh' };

/**
 * The language of a request's messages: the `lang` header, else the `lang` query (the back office
 * sends its own language in the header and a content language in the query); `zh_CN` is Chinese,
 * anything else English.
 */
export function messageLanguage(c: Context): MessageLanguage {
  return backOfficeLangCodes[c.req.header('lang') || c.req.query('lang') || ''] ?? 'en';
}

/** The back office's language of a request as a language code (`en_US`, `zh_CN`), for what is mailed to the member of staff making it. */
export function backOfficeLangCode(c: Context): string {
  const language = messageLanguage(c);
  return Object.keys(backOfficeLangCodes).find((code) => backOfficeLangCodes[code] === language)!;
}

/** The message in words. A template with no Chinese line is said in English. */
export function renderMessage(message: ApiMessage, language: MessageLanguage): string {
  const params = message.params ?? {};
  const zhTemplate = language === 'zh' ? zhMessages[message.template] : undefined;
  if (zhTemplate === undefined) return fillTemplate(message.template, params);
  const zhParams = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, zhParam(name, value)]));
  if (message.issue) zhParams.problem = zhIssue(message.issue);
  return fillTemplate(zhTemplate, zhParams);
}

function zhParam(name: string, value: string | number): string | number {
  const text = String(value);
  if (name === 'field') return zhFieldLabel(text);
  if (name === 'what') return zhNouns[text.charAt(0).toUpperCase() + text.slice(1)] ?? text;
  if (/lang$/i.test(name)) return nameIn(text, 'zh') ?? text;
  return value;
}

/** `[1].lang` → `语言（第 2 项）`: the label staff see, and which item of an array when there is one. */
function zhFieldLabel(path: string): string {
  const names = [...path.matchAll(/(?:^|\.)([^.[\]]+)/g)].map((match) => match[1]);
  const positions = [...path.matchAll(/\[(\d+)\]/g)].map((match) => `第 ${Number(match[1]) + 1} 项`);
  const [key, parent] = [names.at(-1), names.at(-2)];
  const label = key === undefined ? '' : (zhFieldLabels[`${parent}.${key}`] ?? zhFieldLabels[key] ?? key);
  if (positions.length === 0) return label;
  return label ? `${label}（${positions.join('，')}）` : positions.join('，');
}
