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
