import { latinNameBeside } from '@/lib/content/latin-name';

/**
 * A lawyer's name as the page's language writes it, and beside it, smaller, the name in Latin
 * script where that differs (`許偉傑 Daniel Koh Wei Jie`), so that readers can type it.
 */
export function LawyerName({ name, latinName }: { name: string; latinName?: string | null }) {
  const latin = latinNameBeside(name, latinName);
  if (!latin) return name;
  return (
    <>
      {name} {/* A name in Latin script, whatever language it comes from. */}
      <span lang="und-Latn" dir="ltr" className="latin-name">
        {latin}
      </span>
    </>
  );
}
