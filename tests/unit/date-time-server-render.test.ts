/**
 * A server render writes dates without the server's zone or clock (the date and time issue): rendered
 * with react-dom/server as the page server does, on a "server" whose own zone is Pago Pago (UTC−11, so
 * a date left to the machine's zone is the day before) — TZ does not reliably reach Intl once a worker
 * runs, so every formatter built without a zone gets that one instead. Node environment: no document.
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatTime } from '@web/features/chat/chat-time';
import { InterviewWhen } from '@web/components/interview-time';
import { createStore } from 'jotai';
import { JotaiProvider } from '@web/lib/app-jotai';
import { formatCalendarDate } from '@web/lib/date-time/calendar-date';
import { useFormatInstant, useFormatRelative, useNow, useReaderZone } from '@web/lib/date-time/use-reading-time';
import type { LanguageCode } from '@web/lib/languages';
import { languageAtom } from '@web/lib/session-atoms';

const SERVER_ZONE = 'Pacific/Pago_Pago';
const reads = vi.hoisted(() => ({ count: 0 }));
// The browser's zone, as the machine answers it (here the server's): counted, since a render must not ask.
vi.mock('@web/lib/date-time/seeker-time-zone', () => ({
  seekerTimeZone: () => {
    reads.count += 1;
    return new Intl.DateTimeFormat().resolvedOptions().timeZone;
  },
}));

const RealDateTimeFormat = Intl.DateTimeFormat;
class ServerZoneDateTimeFormat extends RealDateTimeFormat {
  constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    super(locales, { ...options, timeZone: options?.timeZone ?? SERVER_ZONE });
  }
}

beforeAll(() => {
  Object.defineProperty(Intl, 'DateTimeFormat', { value: ServerZoneDateTimeFormat, configurable: true, writable: true });
});
afterAll(() => {
  Object.defineProperty(Intl, 'DateTimeFormat', { value: RealDateTimeFormat, configurable: true, writable: true });
});
afterEach(() => {
  reads.count = 0;
  vi.restoreAllMocks();
});

// 05:30 UTC on the 22nd is 18:30 on the 21st in Pago Pago.
const AT = '2026-11-22T05:30:00Z';

function Dates({ at }: { at: string }) {
  const instant = useFormatInstant('dateTime');
  const relative = useFormatRelative();
  const zone = useReaderZone();
  const now = useNow();
  return createElement('p', null, [instant(at), relative(at), String(zone), String(now)].join(' | '));
}

function renderOnServer(language: LanguageCode, element: ReactNode): { html: string; clockReads: number } {
  const store = createStore();
  store.set(languageAtom, language);
  const clock = vi.spyOn(Date, 'now');
  const html = renderToString(createElement(JotaiProvider, { store }, element));
  return { html, clockReads: clock.mock.calls.length };
}

describe('a server render of dates', () => {
  it('runs where the machine zone is not UTC (else these tests would prove nothing)', () => {
    expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.parse(AT))).toBe('Nov 21, 2026');
  });

  it('writes moments in UTC and relative times as their UTC date, reading neither the clock nor the zone', () => {
    const { html, clockReads } = renderOnServer('en-us', createElement(Dates, { at: AT }));
    expect(html).toBe('<p>Nov 22, 2026, 5:30 AM | Nov 22, 2026 | null | null</p>');
    expect(clockReads).toBe(0);
    expect(reads.count).toBe(0);
  });

  it('in Arabic too', () => {
    const { html, clockReads } = renderOnServer('ar', createElement(Dates, { at: AT }));
    expect(html).toBe('<p>22\u200f/11\u200f/2026، 5:30 ص | 22\u200f/11\u200f/2026 | null | null</p>');
    expect(clockReads).toBe(0);
    expect(reads.count).toBe(0);
  });

  it("writes a chat time and an interview's time the same way", () => {
    const chat = renderOnServer('en-us', createElement(ChatTime, { iso: AT }));
    expect(chat.html).toBe(`<time dateTime="${AT}">Nov 22, 2026</time>`);
    const interview = renderOnServer('en-us', createElement(InterviewWhen, { at: AT, timeZone: null }));
    expect(interview.html).toBe(`<time dateTime="${AT}">Sun, Nov 22, 2026, 5:30 AM UTC</time>`);
    expect(chat.clockReads + interview.clockReads + reads.count).toBe(0);
  });

  it('writes a calendar date as its own day (midnight UTC is the day before in Pago Pago)', () => {
    expect(formatCalendarDate('2026-11-22', 'en-US', 'long')).toBe('November 22, 2026');
    expect(formatCalendarDate('2026-11-22', 'ar', 'long')).toBe('22 نوفمبر 2026');
  });
});
