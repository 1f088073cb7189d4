import { defineDictionary } from './dictionary';

/** Texts of an editor's language versions: adding one, which versions the buttons act on, the preview link. */
export const versionsText = defineDictionary({
  zh: {
    addVersion: '添加{lang}版本',
    notWritten: '{lang}版本尚未撰写。',
    addVersionHint: '添加时沿用已写版本的目录、封面、置顶和结构，只需填写文字。',
    removeVersion: '不添加{lang}版本',
    actsOn: '按钮作用于：{langs}',
    versionOf: '{lang}版本',
    listSeparator: '、',
    copyPreviewLink: '复制预览链接',
    previewCopied: '预览链接已复制',
    previewExpires: '预览链接有效至 {time}',
    previewLinkLabel: '预览链接',
  },
  en: {
    addVersion: 'Add the {lang} version',
    notWritten: 'The {lang} version is not written yet.',
    addVersionHint: 'Adding it copies the folder, cover, pin and structure of the version you have, so only the words remain to type.',
    removeVersion: "Don't add the {lang} version",
    actsOn: 'The buttons act on: {langs}',
    versionOf: 'the {lang} version',
    listSeparator: ', ',
    copyPreviewLink: 'Copy preview link',
    previewCopied: 'Preview link copied',
    previewExpires: 'The preview link works until {time}',
    previewLinkLabel: 'Preview link',
  },
});
