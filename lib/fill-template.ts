/** Fills `{name}` placeholders, leaving unknown ones as they are: fillTemplate('{total} in all', { total: 3 }). */
export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
