import type { LawyerProfile } from '@/lib/site/lawyers';

interface Props {
  lawyer: Pick<LawyerProfile, 'admissions' | 'education' | 'languages'>;
  titles: { admissions: string; education: string; languages: string };
  /** `lang` and `dir` of the profile's text where it is shown in another language than the page's. */
  original: { lang?: string; dir?: string };
}

const year = (value: number | null) =>
  value ? (
    <span className="shrink-0 tabular-nums text-muted" dir="ltr">
      {value}
    </span>
  ) : null;

/**
 * A lawyer's admissions, education and languages spoken, on the page and on paper: three short
 * lists side by side where there is room. Nothing shows for a list the profile leaves empty.
 */
export function LawyerCredentials({ lawyer, titles, original }: Props) {
  const blocks = [
    lawyer.admissions.length
      ? {
          key: 'admissions',
          title: titles.admissions,
          items: lawyer.admissions.map((admission) => ({ main: admission.jurisdiction, detail: null, year: admission.year })),
        }
      : null,
    lawyer.education.length
      ? {
          key: 'education',
          title: titles.education,
          items: lawyer.education.map((entry) => ({
            main: entry.qualification || entry.institution,
            detail: entry.qualification ? entry.institution : null,
            year: entry.year,
          })),
        }
      : null,
    lawyer.languages.length
      ? {
          key: 'languages',
          title: titles.languages,
          items: lawyer.languages.map((language) => ({ main: language.name, detail: null, year: null })),
        }
      : null,
  ].filter((block) => block !== null);
  if (!blocks.length) return null;

  return (
    <div
      className="grid gap-10 border-t border-line pt-10 md:grid-cols-2 xl:grid-cols-3 print:grid-cols-3 print:gap-6 print:pt-4"
      data-testid="lawyer-credentials"
    >
      {blocks.map((block) => (
        <section key={block.key} aria-labelledby={`lawyer-${block.key}`} data-testid={`lawyer-${block.key}`}>
          <h2 id={`lawyer-${block.key}`} className="text-2xl print:text-lg">
            {block.title}
          </h2>
          <ul className="mt-4 divide-y divide-line text-[0.9375rem]" {...original}>
            {block.items.map((item, index) => (
              <li key={index} className="flex items-baseline justify-between gap-4 py-2.5 print:py-1">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="text-ink">{item.main}</span>
                  {item.detail ? <span className="block text-sm text-muted">{item.detail}</span> : null}
                </span>
                {year(item.year)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
