import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLBACK_HOURS, isWithinCallbackHours, nextCallbackTime, parseCallbackHours } from './callback-hours';

const nicosia = parseCallbackHours(DEFAULT_CALLBACK_HOURS);

describe('CALLBACK_HOURS', () => {
  it('parses the default and "always"', () => {
    expect(nicosia).toEqual({ always: false, days: [1, 2, 3, 4, 5], start: 480, end: 1080, timeZone: 'Europe/Nicosia' });
    expect(parseCallbackHours(' Always ')).toEqual({ always: true });
    expect(parseCallbackHours('Sat-Mon 09:30-12:00 Europe/Berlin')).toMatchObject({ days: [6, 0, 1], start: 570, end: 720 });
  });

  it.each([
    '',
    'Mon-Fri',
    'Mon-Fri 18:00-08:00 Europe/Nicosia',
    'Mon-Fry 08:00-18:00 Europe/Nicosia',
    'Mon-Fri 8-18 Europe/Nicosia',
    'Mon-Fri 08:00-18:00 Mars/Base',
  ])('rejects %j', (value) => {
    expect(() => parseCallbackHours(value)).toThrow(/Mon-Fri 08:00-18:00/);
  });

  it('knows the window in the company time zone (Nicosia is UTC+2 in winter)', () => {
    expect(isWithinCallbackHours(new Date('2026-11-23T05:59:00Z'), nicosia)).toBe(false); // Mon 07:59
    expect(isWithinCallbackHours(new Date('2026-11-23T06:00:00Z'), nicosia)).toBe(true); // Mon 08:00
    expect(isWithinCallbackHours(new Date('2026-11-23T15:59:00Z'), nicosia)).toBe(true); // Mon 17:59
    expect(isWithinCallbackHours(new Date('2026-11-23T16:00:00Z'), nicosia)).toBe(false); // Mon 18:00
    expect(isWithinCallbackHours(new Date('2026-11-22T10:00:00Z'), nicosia)).toBe(false); // Sunday
  });

  it('moves a request outside the window to the next opening', () => {
    const inside = new Date('2026-11-24T09:12:00Z');
    expect(nextCallbackTime(inside, nicosia)).toEqual(inside);
    expect(nextCallbackTime(new Date('2026-11-23T04:30:00Z'), nicosia)).toEqual(new Date('2026-11-23T06:00:00Z')); // Mon early
    expect(nextCallbackTime(new Date('2026-11-23T17:45:00Z'), nicosia)).toEqual(new Date('2026-11-24T06:00:00Z')); // Mon evening
    expect(nextCallbackTime(new Date('2026-11-27T16:00:00Z'), nicosia)).toEqual(new Date('2026-11-30T06:00:00Z')); // Fri 18:00
    expect(nextCallbackTime(new Date('2026-11-22T10:00:00.500Z'), nicosia)).toEqual(new Date('2026-11-23T06:00:00Z')); // Sunday
  });

  it('finds the opening across a daylight-saving change', () => {
    // Saturday 28 March 2026, 20:00 in Nicosia (UTC+2); clocks go to UTC+3 on Sunday 29 March.
    expect(nextCallbackTime(new Date('2026-03-28T18:00:00Z'), nicosia)).toEqual(new Date('2026-03-30T05:00:00Z'));
  });

  it('is always open with "always"', () => {
    const sunday = new Date('2026-11-22T03:00:00Z');
    expect(nextCallbackTime(sunday, parseCallbackHours('always'))).toEqual(sunday);
  });
});
