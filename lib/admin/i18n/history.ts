import { defineDictionary } from './dictionary';

/** What the history of a language version says about the item and where each revision came from. */
export const historyText = defineDictionary({
  zh: {
    item: '内容',
    language: '语言',
    groupKey: '翻译组编号',
    bySchedule: '定时任务',
    bySchedulePublished: '按排期自动发布',
    byScheduleUnpublished: '按排期自动下线',
    restoredFrom: '由版本 {version} 恢复',
    approvedBy: '由{name}批准',
    approvedAsSubmitted: '{name}按提交的内容批准了版本 {version}，文字没有改动。',
  },
  en: {
    item: 'Item',
    language: 'Language',
    groupKey: 'Group key',
    bySchedule: 'The schedule',
    bySchedulePublished: 'Published on schedule',
    byScheduleUnpublished: 'Unpublished on schedule',
    restoredFrom: 'Restored from version {version}',
    approvedBy: 'Approved by {name}',
    approvedAsSubmitted: '{name} approved version {version} as it was submitted; the text is unchanged.',
  },
});
