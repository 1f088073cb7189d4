// Checked in order: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: [pattern: RegExp, name: string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

// Checked in order: iPhones say "like Mac OS X", Android says Linux.
const systems: [pattern: RegExp, name: string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const find = (list: [RegExp, string][], userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * What a person recognises their device by, from its User-Agent, in words of no language:
 * `Chrome · Windows`; null when there is none.
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const names = [find(browsers, userAgent), find(systems, userAgent)].filter(Boolean);
  return names.length ? names.join(' · ') : userAgent.slice(0, 60);
}
