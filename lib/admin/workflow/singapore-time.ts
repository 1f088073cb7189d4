/**
 * The site's time zone, Asia/Singapore: UTC+8 all year (no daylight saving since 1982), so a
 * fixed offset converts exactly between what staff enter and the UTC instants the API stores.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** A stored UTC instant as the date (`YYYY-MM-DD`) and time (`HH:mm`) inputs show it in Singapore. */
export function toSingaporeInputs(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const shifted = new Date(new Date(iso).getTime() + OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The UTC ISO instant of a Singapore date and time entered in the inputs; null when either is empty. */
export function fromSingaporeInputs(date: string, time: string): string | null {
  if (!date || !time) return null;
  const instant = new Date(`${date}T${time}:00+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** A stored UTC instant written as Singapore time, `YYYY-MM-DD HH:mm`. */
export function formatSingaporeTime(iso: string | null | undefined): string {
  const { date, time } = toSingaporeInputs(iso);
  return date ? `${date} ${time}` : '—';
}
