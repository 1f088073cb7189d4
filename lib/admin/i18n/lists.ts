import { defineDictionary } from './dictionary';

/** What every content list says of a row beyond its own fields: its language, its review and its schedule. */
export const listsText = defineDictionary({
  zh: {
    language: '语言',
    allLanguages: '全部语言',
    notServed: '站点未提供此语言',
    notServedHint: '此语言不在站点的语言设置中，访客看不到这些内容；内容仍保留。',
    returned: '已退回',
    returnedNote: '审核意见：{comment}',
    publishesAt: '{time} 发布',
    unpublishesAt: '{time} 下线',
    singaporeTime: '新加坡时间',
    approvalNotice:
      '发布需审核：你的修改保存为草稿，提交审核后由管理员发布。发布、定时发布、下线、置顶、排序以及删除已发布的内容由管理员操作。',
    adminOnlyNotice: '发布需审核：此处的修改会立即显示在网站上，因此由管理员操作。',
    deleteNotYours: '已发布或已排期的内容由管理员删除',
    translationGaps: '缺失或需更新的语言版本',
    missingIn: '{lang}：缺失',
    outdatedIn: '{lang}：需更新',
  },
  en: {
    language: 'Language',
    allLanguages: 'All languages',
    notServed: 'Not served on the site',
    notServedHint: "This language is not among the site's languages: visitors do not see this content, which is kept.",
    returned: 'Returned',
    returnedNote: "Reviewer's comment: {comment}",
    publishesAt: 'Publishes {time}',
    unpublishesAt: 'Unpublishes {time}',
    singaporeTime: 'Singapore time',
    approvalNotice:
      'Approval is required: your changes are saved as drafts, and an administrator publishes what you submit for review. Publishing, scheduling, unpublishing, pinning, reordering and deleting published content are for administrators.',
    adminOnlyNotice: 'Approval is required: changes here show on the site at once, so an administrator makes them.',
    deleteNotYours: 'An administrator deletes published or scheduled content',
    translationGaps: 'Language versions missing or out of date',
    missingIn: '{lang}: missing',
    outdatedIn: '{lang}: out of date',
  },
});
