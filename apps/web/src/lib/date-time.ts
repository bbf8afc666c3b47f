/**
 * The one way the admin pages write a moment: weekday, day, month, year, 24-hour time and the
 * time zone's name, in the browser's time zone ("Fri, 27 Nov 2026, 14:05 SAST"). South African
 * English names South Africa's zone SAST (other locales say "GMT+2") and writes every other zone
 * as the rest of the world reads it (GMT, UTC, GMT-5). `timeZone` is for tests.
 */
const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};
const LOCALE = 'en-ZA';

export function formatDateTime(value: string | number | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, { ...OPTIONS, timeZone }).format(new Date(value));
}

/** The time zone's short name at `at` (e.g. SAST), as formatDateTime writes it. */
export function timeZoneName(at: string | number | Date = Date.now(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { ...OPTIONS, timeZone }).formatToParts(new Date(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
