import type { core } from 'zod';
import { zhMessages } from './zh-messages';

const zhTypes: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
  date: '日期',
  file: '文件',
};
const zhUnits: Record<string, string> = { string: '个字符', array: '项', set: '项', file: '字节' };
const zhFormats: Record<string, string> = { email: '邮箱地址格式不正确', url: '网址格式不正确', datetime: '日期时间格式不正确' };

/**
 * What a zod issue says in Chinese: a schema's own message from the catalog, else by the kind of
 * issue. A refinement's own English with no line in zh-messages.ts stays English (and the tests say so).
 */
export function zhIssue(issue: core.$ZodIssue): string {
  const own = zhMessages[issue.message];
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      return `应为${zhTypes[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      const unit = zhUnits[issue.origin];
      return unit ? `最多 ${issue.maximum} ${unit}` : `${issue.inclusive ? '不能大于' : '应小于'} ${issue.maximum}`;
    }
    case 'too_small': {
      if (issue.origin === 'string' && issue.minimum === 1) return '不能为空';
      const unit = zhUnits[issue.origin];
      return unit ? `至少 ${issue.minimum} ${unit}` : `${issue.inclusive ? '不能小于' : '应大于'} ${issue.minimum}`;
    }
    case 'invalid_value':
      return `应为以下之一：${issue.values.map(String).join('、')}`;
    case 'invalid_format':
      return zhFormats[issue.format] ?? '格式不正确';
    case 'not_multiple_of':
      return `应为 ${issue.divisor} 的倍数`;
    case 'unrecognized_keys':
      return `包含无法识别的字段：${issue.keys.join('、')}`;
    case 'custom':
      return issue.message;
    default:
      return '值无效';
  }
}
