import { defineDictionary } from './dictionary';

/** The Untranslated items screen: whether the site shows an item in every language, and in which version. */
export const languageConfigText = defineDictionary({
  zh: {
    title: '未翻译内容',
    subtitle: '某条内容还没有访客所用语言的版本时，网站如何处理。',
    settingTitle: '显示方式',
    showEverywhere: '在每种语言中显示未翻译的内容',
    onHint:
      '开启：某条内容（新闻、案例、荣誉、专业人员、专业领域等）没有访客所用语言的版本时，仍会出现在该语言的列表里，也能打开；页面显示它的原文（下方所选语言的版本，没有则为它最初撰写的语言），并注明该页尚未翻译、以何种语言显示。这样的页面不会被搜索引擎收录，搜索引擎只收录原文页面。',
    offHint: '关闭：每种语言的列表只显示已译成该语言的内容；在语言菜单中选择一种没有译本的语言，会转到该语言的列表。',
    preferred: '优先显示的版本',
    preferredHint: '内容有这种语言的版本时显示它，否则显示内容的原文版本。',
    defaultLanguage: '{language}（默认语言）',
    stateOn: '当前：开启，优先显示{language}版本。',
    stateOff: '当前：关闭，只显示已翻译的内容。',
    saved: '设置已保存，网站页面已更新',
    forbiddenTitle: '无权访问',
    forbiddenText: '只有管理员可以更改语言设置。',
  },
  en: {
    title: 'Untranslated items',
    subtitle: 'What the site does when an item has no version in a visitor’s language yet.',
    settingTitle: 'How they are shown',
    showEverywhere: 'Show untranslated items in every language',
    onHint:
      'On: an item (news, deals, honours, people, practice areas…) with no version in a visitor’s language still appears in that language’s lists and opens there. Its page shows the original (the version in the language chosen below, or else the language it was written in), with a note that it is not translated yet and which language it is in. Search engines are asked not to index such pages; they index the original’s own page.',
    offHint:
      'Off: each language’s lists show only the items translated into it; choosing an untranslated language in the language menu leads to that language’s list.',
    preferred: 'Version to show first',
    preferredHint: 'Shown when the item has a version in this language; otherwise its source version is shown.',
    defaultLanguage: '{language} (default language)',
    stateOn: 'Now: on, showing the {language} version first.',
    stateOff: 'Now: off, translated items only.',
    saved: 'Setting saved; the site’s pages are updated',
    forbiddenTitle: 'Access denied',
    forbiddenText: 'Only administrators can change the language settings.',
  },
});
