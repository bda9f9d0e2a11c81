import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';

/**
 * The hours in which the voice agent calls back (`CALLBACK_HOURS`): weekdays, a daily
 * window and a time zone, e.g. `Mon-Fri 08:00-18:00 Europe/Nicosia`, or `always`.
 */
export type CallbackHours = { always: true } | { always: false; days: readonly number[]; start: number; end: number; timeZone: string };

/** The support hours, Mon-Fri 8:00-18:00, in the company's own time zone. */
export const DEFAULT_CALLBACK_HOURS = `Mon-Fri 08:00-18:00 ${COMPANY_TIME_ZONE}`;

/** How the callback form names the day and time of a scheduled call: on the visitor's clock, the browser's time zone. */
export const CALL_TIME_FORMAT = { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const;

/**
 * A callback answer's `callAfter` when it lies more than a minute ahead (the request came
 * outside CALLBACK_HOURS), else null: the 15-minute promise holds.
 */
export function scheduledCallTime(callAfter: unknown, now = Date.now()): Date | null {
  if (typeof callAfter !== 'string') return null;
  const time = new Date(callAfter);
  return time.getTime() - now > 60_000 ? time : null;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MINUTES_PER_DAY = 24 * 60;

function minutesOf(time: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

function dayRange(text: string): number[] | undefined {
  const days: number[] = [];
  for (const part of text.split(',')) {
    const [from, to = from] = part.split('-');
    const first = DAY_NAMES.indexOf(from as (typeof DAY_NAMES)[number]);
    const last = DAY_NAMES.indexOf(to as (typeof DAY_NAMES)[number]);
    if (first < 0 || last < 0) return undefined;
    for (let day = first; ; day = (day + 1) % 7) {
      if (!days.includes(day)) days.push(day);
      if (day === last) break;
    }
  }
  return days;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Parses `CALLBACK_HOURS`; throws with a readable message when the value is malformed. */
export function parseCallbackHours(value: string): CallbackHours {
  const text = value.trim();
  if (text.toLowerCase() === 'always') return { always: true };
  const [dayText = '', window = '', timeZone = ''] = text.split(/\s+/);
  const days = dayRange(dayText);
  const [startText = '', endText = ''] = window.split('-');
  const start = minutesOf(startText);
  const end = minutesOf(endText);
  if (!days || start === undefined || end === undefined || start >= end || !isTimeZone(timeZone)) {
    throw new Error(`expected "Mon-Fri 08:00-18:00 Europe/Nicosia" or "always", got "${value}"`);
  }
  return { always: false, days, start, end, timeZone };
}

/** Weekday (0 = Sunday) and minute of the day of an instant, in a time zone. */
function localClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    day: DAY_NAMES.indexOf(part('weekday') as (typeof DAY_NAMES)[number]),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export function isWithinCallbackHours(instant: Date, hours: CallbackHours): boolean {
  if (hours.always) return true;
  const { day, minute } = localClock(instant, hours.timeZone);
  return hours.days.includes(day) && minute >= hours.start && minute < hours.end;
}

/**
 * When a callback requested at `instant` can be made: the instant itself inside the window,
 * otherwise the start of the next window (found minute-exactly, also across DST changes).
 */
export function nextCallbackTime(instant: Date, hours: CallbackHours): Date {
  if (hours.always || isWithinCallbackHours(instant, hours)) return instant;
  const { day, minute } = localClock(instant, hours.timeZone);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const weekday = (day + ahead) % 7;
    if (!hours.days.includes(weekday) || (ahead === 0 && minute >= hours.start)) continue;
    // Jump to that day's opening by local minutes, then correct for any offset change on the way.
    let candidate = new Date(instant.getTime() + (ahead * MINUTES_PER_DAY + hours.start - minute) * 60_000);
    candidate = new Date(Math.floor(candidate.getTime() / 60_000) * 60_000);
    for (let correction = 0; correction < 2; correction += 1) {
      const drift = localClock(candidate, hours.timeZone).minute - hours.start;
      if (drift === 0) break;
      candidate = new Date(candidate.getTime() - drift * 60_000);
    }
    return candidate;
  }
  return instant;
}
