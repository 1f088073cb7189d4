import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

/** Every key path of a message tree, with the value at it. */
function entries(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const keysOf = (tree: object) => new Set(entries(tree).map(([key]) => key));

test('English and Chinese have the same message keys', () => {
  const english = keysOf(en);
  const chinese = keysOf(zh);
  expect({
    missingInChinese: [...english].filter((key) => !chinese.has(key)),
    missingInEnglish: [...chinese].filter((key) => !english.has(key)),
  }).toEqual({
    missingInChinese: [],
    missingInEnglish: [],
  });
});

test.each([
  ['English', en],
  ['Chinese', zh],
])('no %s message is empty', (_language, messages) => {
  expect(entries(messages).filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
});
