/**
 * The date and time module (web/src/lib/date-time): each kind in English and Arabic, with the zone and
 * the clock always given by the caller. How its hooks keep a server render off the server's zone and
 * clock: date-time-server-render.test.ts; the switch after hydration: tests/integration/date-time-hydration.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { timezoneOptions } from '@web/features/complete-profile/profile-options';
import { formatCalendarDate } from '@web/lib/date-time/calendar-date';
import { dateTimeFormat, relativeTimeFormat } from '@web/lib/date-time/formatters';
import { dayKey, formatInstant } from '@web/lib/date-time/instant';
import { formatRecent, formatRelative } from '@web/lib/date-time/relative';
import { knownZone, zoneName } from '@web/lib/date-time/zones';

/** Arabic writes a right-to-left mark after each part of a numeric date. */
const RLM = '\u200f';
const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('calendar dates: a day, the same in every zone', () => {
  it('writes a day in the page language, in three styles', () => {
    expect(formatCalendarDate('2026-11-22', 'en-US')).toBe('Nov 22, 2026');
    expect(formatCalendarDate('2026-11-22', 'en-US', 'long')).toBe('November 22, 2026');
    expect(formatCalendarDate('2026-06-01', 'en-US', 'month')).toBe('Jun 2026');
    expect(formatCalendarDate('2026-11-22', 'ar')).toBe(`22${RLM}/11${RLM}/2026`);
    expect(formatCalendarDate('2026-11-22', 'ar', 'long')).toBe('22 نوفمبر 2026');
    expect(formatCalendarDate('2026-06-01', 'ar', 'month')).toBe('يونيو 2026');
  });

  it('counts a timestamp by the day written in it, and a moment in milliseconds by its UTC day', () => {
    // 23:30 in Los Angeles is the 23rd in UTC: the day written is the one meant.
    expect(formatCalendarDate('2026-11-22T23:30:00-08:00', 'en-US')).toBe('Nov 22, 2026');
    expect(formatCalendarDate(Date.parse('2026-11-22T23:30:00Z'), 'en-US', 'long')).toBe('November 22, 2026');
    expect(formatCalendarDate(Date.parse('2026-11-22T23:30:00Z'), 'ar', 'long')).toBe('22 نوفمبر 2026');
  });

  it('gives back text that is no date, and nothing for an invalid moment', () => {
    expect(formatCalendarDate('soon', 'en-US')).toBe('soon');
    expect(formatCalendarDate('2026-13-01', 'ar')).toBe('2026-13-01');
    expect(formatCalendarDate(Number.NaN, 'en-US')).toBe('');
  });
});

describe('instants: a moment in the zone the caller gives', () => {
  const at = '2026-11-22T16:30:05Z';

  it('writes the same moment in each zone given, in the page language', () => {
    expect(formatInstant(at, 'en-US', 'UTC', 'dateTime')).toBe('Nov 22, 2026, 4:30 PM');
    expect(formatInstant(at, 'en-US', 'Asia/Manila', 'dateTime')).toBe('Nov 23, 2026, 12:30 AM');
    expect(formatInstant(at, 'en-US', 'Asia/Manila', 'date')).toBe('Nov 23, 2026');
    expect(formatInstant(at, 'en-US', 'Asia/Manila', 'timeSeconds')).toBe('12:30:05 AM');
    expect(formatInstant(at, 'ar', 'UTC', 'dateTime')).toBe(`22${RLM}/11${RLM}/2026، 4:30 م`);
    expect(formatInstant(at, 'ar', 'Asia/Manila', 'dateTime')).toBe(`23${RLM}/11${RLM}/2026، 12:30 ص`);
    expect(formatInstant(Date.parse(at), 'ar', 'Asia/Manila', 'date')).toBe(`23${RLM}/11${RLM}/2026`);
  });

  it('names the zone after an interview time where asked', () => {
    expect(formatInstant(at, 'en-US', 'Asia/Manila', 'weekdayDateTime', 'short')).toBe('Mon, Nov 23, 2026, 12:30 AM GMT+8');
    expect(formatInstant(at, 'en-US', 'Asia/Manila', 'hourMinute', 'long')).toBe('12:30 AM Philippine Standard Time');
    expect(formatInstant(at, 'ar', 'Asia/Manila', 'weekdayDateTime', 'short')).toBe('الاثنين، 23 نوفمبر 2026، 12:30 ص غرينتش+8');
    expect(formatInstant(at, 'ar', 'Asia/Manila', 'hourMinute', 'long')).toBe('12:30 ص توقيت الفيلبين الرسمي');
  });

  it('gives nothing for text that is no moment, and tells days apart in a zone', () => {
    expect(formatInstant('not a date', 'en-US', 'UTC', 'date')).toBe('');
    expect(dayKey(at, 'UTC')).toBe('2026-11-22');
    expect(dayKey(at, 'Asia/Manila')).toBe('2026-11-23');
  });
});

describe('relative times: against the now the caller gives', () => {
  it('says how long ago within 30 days, and gives the date after', () => {
    expect(formatRelative('2026-11-24T09:55:00Z', 'en-US', NOW, 'UTC')).toBe('5 minutes ago');
    expect(formatRelative('2026-11-24T07:00:00Z', 'en-US', NOW, 'UTC')).toBe('3 hours ago');
    expect(formatRelative('2026-11-23T04:00:00Z', 'en-US', NOW, 'UTC')).toBe('yesterday');
    expect(formatRelative('2026-11-21T10:00:00Z', 'en-US', NOW, 'UTC')).toBe('3 days ago');
    expect(formatRelative('2026-09-24T10:00:00Z', 'en-US', NOW, 'UTC')).toBe('Sep 24, 2026');
  });

  it('in Arabic too', () => {
    expect(formatRelative('2026-11-24T07:00:00Z', 'ar', NOW, 'UTC')).toBe('قبل 3 ساعات');
    expect(formatRelative('2026-11-23T04:00:00Z', 'ar', NOW, 'UTC')).toBe('أمس');
    expect(formatRelative('2026-11-21T10:00:00Z', 'ar', NOW, 'UTC')).toBe('قبل 3 أيام');
    expect(formatRelative('2026-09-24T10:00:00Z', 'ar', NOW, 'UTC')).toBe(`24${RLM}/09${RLM}/2026`);
  });

  it('follows the now it is given, not the clock, and writes an old date in the zone given', () => {
    const aYearLater = NOW + 365 * 24 * 3600 * 1000;
    expect(formatRelative('2026-11-21T10:00:00Z', 'en-US', aYearLater, 'UTC')).toBe('Nov 21, 2026');
    expect(formatRelative('2026-09-24T20:00:00Z', 'en-US', NOW, 'Asia/Tokyo')).toBe('Sep 25, 2026');
    expect(formatRelative('not a date', 'en-US', NOW, 'UTC')).toBe('');
  });
});

describe('a conversation clock: today the time, this week the weekday, older the date', () => {
  it('in English and Arabic', () => {
    expect(formatRecent('2026-11-24T08:05:00Z', 'en-US', NOW, 'UTC')).toBe('8:05 AM');
    expect(formatRecent('2026-11-21T08:05:00Z', 'en-US', NOW, 'UTC')).toBe('Sat');
    expect(formatRecent('2026-10-01T08:05:00Z', 'en-US', NOW, 'UTC')).toBe('Oct 1, 2026');
    expect(formatRecent('2026-11-24T08:05:00Z', 'ar', NOW, 'UTC')).toBe('8:05 ص');
    expect(formatRecent('2026-11-21T08:05:00Z', 'ar', NOW, 'UTC')).toBe('السبت');
    expect(formatRecent('2026-10-01T08:05:00Z', 'ar', NOW, 'UTC')).toBe(`01${RLM}/10${RLM}/2026`);
    expect(formatRecent('not a date', 'en-US', NOW, 'UTC')).toBe('');
  });

  it('decides "today" in the zone given: 20:00 UTC yesterday is 05:00 today in Tokyo', () => {
    expect(formatRecent('2026-11-23T20:00:00Z', 'en-US', NOW, 'UTC')).toBe('Mon');
    expect(formatRecent('2026-11-23T20:00:00Z', 'en-US', NOW, 'Asia/Tokyo')).toBe('5:00 AM');
  });
});

describe('zone names and offsets', () => {
  it('names a zone at a moment, summer time included', () => {
    expect(zoneName(NOW, 'en-US', 'Asia/Manila', 'shortOffset')).toBe('GMT+8');
    expect(zoneName(NOW, 'en-US', 'America/New_York', 'shortOffset')).toBe('GMT-5');
    expect(zoneName(Date.parse('2026-07-01T00:00:00Z'), 'en-US', 'America/New_York', 'shortOffset')).toBe('GMT-4');
    expect(zoneName(NOW, 'en-US', 'Asia/Manila', 'long')).toBe('Philippine Standard Time');
    expect(zoneName(NOW, 'ar', 'Asia/Manila', 'shortOffset')).toBe('غرينتش+8');
    expect(zoneName(NOW, 'ar', 'Asia/Manila', 'long')).toBe('توقيت الفيلبين الرسمي');
  });

  it('knows no misspelled zone', () => {
    expect(knownZone('Asia/Manila')).toBe('Asia/Manila');
    expect(knownZone('Nowhere/Else')).toBeUndefined();
    expect(knownZone(null)).toBeUndefined();
    expect(zoneName(NOW, 'en-US', 'Nowhere/Else', 'long')).toBeUndefined();
  });

  it('labels the remote work zones with their offset at now, and by name alone without a now', () => {
    expect(timezoneOptions('en-US', 'Pacific/Auckland', NOW).slice(0, 2)).toEqual([
      { value: 'Pacific/Auckland', label: 'Pacific/Auckland (GMT+13)' },
      { value: 'Asia/Manila', label: 'Asia/Manila (GMT+8)' },
    ]);
    expect(timezoneOptions('ar', null, NOW)[0]).toEqual({ value: 'Asia/Manila', label: 'Asia/Manila (غرينتش+8)' });
    expect(timezoneOptions('ar', 'Nowhere/Else', NOW)[0]).toEqual({ value: 'Nowhere/Else', label: 'Nowhere/Else' });
    expect(timezoneOptions('en-US', null, null)[0]).toEqual({ value: 'Asia/Manila', label: 'Asia/Manila' });
  });
});

describe('formatters', () => {
  it('builds one formatter per locale and options, and keeps it', () => {
    const first = dateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
    expect(relativeTimeFormat('ar')).toBe(relativeTimeFormat('ar'));
  });

  it('falls back to English for a locale Intl refuses, rather than break a page', () => {
    expect(formatCalendarDate('2026-11-22', 'not a locale!')).toBe('Nov 22, 2026');
  });
});
