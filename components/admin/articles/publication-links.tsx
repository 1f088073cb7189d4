'use client';

import { Controller, type Control } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import type { LinkFields } from '@/lib/admin/articles/mapping';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { linksText } from '@/lib/admin/i18n/links';
import { useLinkChoice, useLinkChoices, type LinkChoice } from '@/lib/admin/links';
import { useWorkflowConfig } from '@/lib/admin/workflow/calls';
import { Field } from '../form/field';
import { LinkPicker } from '../form/link-picker';
import type { SearchField } from '../search-bar';

/**
 * The lawyers and practice areas an item names, with the fields every language version shares:
 * set once for the group. Under approval a change waits in the draft, which the section says.
 */
export function PublicationLinks<Form extends LinkFields>({
  control,
  draftLang,
  waiting,
}: {
  control: Control<Form>;
  draftLang: LangCode | undefined;
  waiting: boolean;
}) {
  const t = useT(linksText);
  const languageName = useLanguageName();
  const { approvalRequired } = useWorkflowConfig();
  const controlOf = control as unknown as Control<LinkFields>;
  return (
    <section aria-labelledby="links-title" className="mb-5 border-b border-line-soft pb-1" data-testid="links-section">
      <h2 id="links-title" className="text-base font-semibold">
        {t.sectionTitle}
      </h2>
      <p className="mt-1 text-ink-3">{t.sectionHint}</p>
      <p className="mt-1 text-ink-3">
        {t.workflowHint} {approvalRequired && t.approvalHint}
      </p>
      {(draftLang || waiting) && (
        <p role="note" className="mt-2 rounded-md border border-[#ffd591] bg-[#fff7e6] px-3 py-2 text-[#ad4e00]">
          {draftLang ? format(t.draftDiffers, { lang: languageName(draftLang) }) : t.waiting}
        </p>
      )}
      <div className="mt-4 grid gap-x-6 md:grid-cols-2">
        <Field label={t.lawyers} htmlFor="links-lawyers">
          <Controller
            control={controlOf}
            name="lawyerNos"
            render={({ field }) => (
              <LinkPicker kind="lawyer" id="links-lawyers" label={t.lawyers} value={field.value ?? []} onChange={field.onChange} />
            )}
          />
        </Field>
        <Field label={t.practiceAreas} htmlFor="links-practice-areas">
          <Controller
            control={controlOf}
            name="practiceNos"
            render={({ field }) => (
              <LinkPicker
                kind="practice"
                id="links-practice-areas"
                label={t.practiceAreas}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
        </Field>
      </div>
    </section>
  );
}

/** A list's filters by a lawyer or a practice area named (`?lawyerNo=`, `?practiceNo=`, the groups' keys). */
export function useLinkFilters(chosen: { lawyerNo: string; practiceNo: string }): [SearchField<'lawyerNo'>, SearchField<'practiceNo'>] {
  const t = useT(linksText);
  const optionsOf = (choices: LinkChoice[] | undefined, kept: LinkChoice | undefined) =>
    [...(kept && !choices?.some((choice) => choice.no === kept.no) ? [kept] : []), ...(choices ?? [])].map((choice) => ({
      value: choice.no,
      label: choice.name,
    }));
  const lawyers = optionsOf(useLinkChoices('lawyer', ''), useLinkChoice('lawyer', chosen.lawyerNo));
  const areas = optionsOf(useLinkChoices('practice', ''), undefined);
  return [
    { name: 'lawyerNo', label: t.lawyer, placeholder: t.allLawyers, width: 'w-44', options: lawyers },
    { name: 'practiceNo', label: t.practiceArea, placeholder: t.allPracticeAreas, width: 'w-44', options: areas },
  ];
}
