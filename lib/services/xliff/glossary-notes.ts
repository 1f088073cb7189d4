import { glossaryTermsIn, type Glossary } from '../../content/glossary';

/**
 * The firm's glossary terms in a unit's source, as notes the translator's tool shows beside it:
 * `Glossary: High Court → 高等法院`, `Glossary: Straits Legal Awards (do not translate)`, with
 * the term's note after a dash. A term with no rendering in the target language yet says so.
 */
export function glossaryNotes(glossary: Glossary, sourceText: string, lang: string, sourceLang: string): string[] {
  return glossaryTermsIn(glossary, sourceText, lang, sourceLang).map((match) => {
    const rendering = match.doNotTranslate
      ? `${match.source} (do not translate)`
      : `${match.source} → ${match.rendering ?? '(no rendering yet)'}`;
    return `Glossary: ${rendering}${match.note ? ` — ${match.note}` : ''}`;
  });
}
