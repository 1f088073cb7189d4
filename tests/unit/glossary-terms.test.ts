import { glossaryTermsIn, missingRenderings, termSpans, type Glossary } from '@/lib/content/glossary';

/** Finding the glossary's terms in a text, as the check of a translation and XLIFF notes do. */
const glossary: Glossary = {
  termLang: 'en_US',
  terms: [
    { term: 'High Court', doNotTranslate: 0, renderings: { zh_CN: '高等法院', ar_AE: 'المحكمة العليا' }, note: '' },
    { term: 'Singapore High Court', doNotTranslate: 0, renderings: { zh_CN: '新加坡高等法院' }, note: '' },
    { term: 'Straits Legal Awards', doNotTranslate: 1, renderings: {}, note: 'An award' },
    { term: 'SIAC', doNotTranslate: 0, renderings: { ar_AE: 'مركز سنغافورة للتحكيم الدولي' }, note: '' },
    { term: "Court's rules", doNotTranslate: 0, renderings: { zh_CN: '法院规则' }, note: '' },
  ],
};

test('terms are found as whole words, in any case and spacing, in rich text, each once in the order they occur', () => {
  const source =
    '<p>SIAC before the <strong>high\u00a0court</strong>; the Straits Legal Awards; the High Court again. Siachen, HighCourt.</p>';
  expect(glossaryTermsIn(glossary, source, 'zh_CN').map((match) => [match.term, match.rendering])).toEqual([
    ['SIAC', null],
    ['High Court', '高等法院'],
    ['Straits Legal Awards', 'Straits Legal Awards'],
  ]);
  expect(glossaryTermsIn(glossary, 'the court’s rules', 'zh_CN').map((match) => match.term)).toEqual(["Court's rules"]);
});

test('where terms overlap the longer wins', () => {
  const spans = termSpans(glossary, 'Before the Singapore High Court.', 'zh_CN');
  expect(spans.map((span) => [span.start, span.end, span.match.term])).toEqual([[11, 31, 'Singapore High Court']]);
});

test('a source in another language is read by its renderings; Chinese and Arabic without word spaces or with joined prefixes', () => {
  expect(glossaryTermsIn(glossary, '本所在新加坡高等法院胜诉。', 'ar_AE', 'zh_CN').map((match) => [match.term, match.rendering])).toEqual([
    ['Singapore High Court', null],
  ]);
  const translation = 'وأيّدت المحكمةُ ذلك، ثم بالمحكمة العليا';
  expect(missingRenderings(glossary, 'The High Court and SIAC', translation, 'ar_AE').map((match) => match.term)).toEqual(['SIAC']);
  expect(missingRenderings(glossary, 'The High Court', '我们在高等法院胜诉', 'zh_CN')).toEqual([]);
  // A term without a rendering in the language is not checked; one not translated must stay as written.
  expect(missingRenderings(glossary, 'SIAC and the Straits Legal Awards', '海峡法律奖', 'zh_CN').map((match) => match.term)).toEqual([
    'Straits Legal Awards',
  ]);
});
