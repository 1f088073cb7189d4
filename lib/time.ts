export function nowIso(): string {
  return new Date().toISOString();
}

export function isoSecondsAgo(seconds: number): string {
  return new Date(Date.now() - seconds * 1000).toISOString();
}

/** The UTC day (YYYY-MM-DD) `daysAgo` days before today. */
export function utcDay(daysAgo = 0): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** A stored instant as Singapore's clock shows it, `YYYY-MM-DD HH:mm` (UTC+8 all year). */
export function singaporeTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
