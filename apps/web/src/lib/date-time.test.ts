import { formatDateTime, timeZoneName } from './date-time';

describe('formatDateTime: one format, with the time zone', () => {
  const at = '2026-11-27T12:05:00Z';
  it('writes weekday, date, 24-hour time and the zone: SAST in South Africa, GMT/UTC elsewhere', () => {
    expect(formatDateTime(at, 'Africa/Johannesburg')).toBe('Fri, 27 Nov 2026, 14:05 SAST');
    expect(formatDateTime(at, 'UTC')).toBe('Fri, 27 Nov 2026, 12:05 UTC');
    expect(formatDateTime(Date.parse(at), 'Europe/London')).toBe('Fri, 27 Nov 2026, 12:05 GMT');
    expect(formatDateTime(new Date(at), 'America/New_York')).toBe('Fri, 27 Nov 2026, 07:05 GMT-5');
  });
  it('names the zone alone for form hints', () => {
    expect(timeZoneName(at, 'Africa/Johannesburg')).toBe('SAST');
    expect(timeZoneName(at, 'UTC')).toBe('UTC');
  });
});
