'use client';

import { CircleAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LangCode } from '@/i18n/locales';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { ContentLanguageProvider } from './form/content-language';
import { cx } from './ui/cx';

export interface LangTabsProps {
  /** Renders one language version; every version stays mounted so one form holds them all. Its text controls take the language's `lang` and `dir`. */
  children: (lang: LangCode, index: number) => ReactNode;
  /** Languages whose version has validation errors: marked on their tabs. */
  invalid?: Partial<Record<LangCode, boolean>>;
  /** The form's `submitCount`: after a failed submit, a language with errors is shown if the current one has none. */
  submitCount?: number;
  /** Extra content at the right of the tab bar. */
  extra?: ReactNode;
  /** The tab shown first (a served language); else the default language's. */
  initial?: LangCode;
  /** Told the language of the tab shown, whenever it changes. */
  onShow?: (lang: LangCode) => void;
}

/**
 * Tabs, one per served language, for editing the language versions of one item together. Index `i`
 * matches `langCodes[i]`, so fields are registered as `items.${index}.title`.
 */
export function LangTabs({ children, invalid, submitCount = 0, extra, initial, onShow }: LangTabsProps) {
  const t = useT(commonText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const [current, setCurrent] = useState<LangCode>(initial && langCodes.includes(initial) ? initial : langCodes[0]);
  const invalidRef = useRef(invalid);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    invalidRef.current = invalid;
  });

  useEffect(() => onShow?.(current), [current, onShow]);

  // Where the tabs scroll sideways (five languages on a phone), the tab shown is brought into view:
  // the one an address opened on (a version under review) may be past the edge.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !tab) return;
    const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - tab.offsetWidth) / 2;
  }, [current]);

  useEffect(() => {
    const errors = invalidRef.current;
    const first = langCodes.find((lang) => errors?.[lang]);
    if (first) setCurrent((shown) => (errors?.[shown] ? shown : first));
  }, [submitCount, langCodes]);

  return (
    <Tabs.Root value={current} onValueChange={(value) => setCurrent(value as LangCode)}>
      <div className="mb-5 flex items-center justify-between gap-3 border-b border-line-soft">
        {/* Five or more languages on a phone: the tabs keep their names on one line and scroll sideways. */}
        <Tabs.List ref={listRef} className="flex min-w-0 gap-x-5 overflow-x-auto sm:gap-x-8" aria-label={t.languageTabs}>
          {langCodes.map((lang) => (
            <Tabs.Trigger
              key={lang}
              value={lang}
              className={cx(
                '-mb-px inline-flex min-h-[44px] shrink-0 items-center gap-1.5 border-b-2 border-transparent py-3 whitespace-nowrap text-ink-2 hover:text-primary-hover',
                'data-[state=active]:border-primary data-[state=active]:text-primary',
              )}
            >
              {languageName(lang)} <span className="text-xs text-ink-3">{lang}</span>
              {invalid?.[lang] && <CircleAlert aria-label={t.tabHasErrors} className="size-4 text-danger" />}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {extra}
      </div>
      {langCodes.map((lang, index) => (
        <Tabs.Content key={lang} value={lang} forceMount className="data-[state=inactive]:hidden" tabIndex={-1}>
          <ContentLanguageProvider langCode={lang}>{children(lang, index)}</ContentLanguageProvider>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
