import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (yyyy-mm-dd) a moment falls on where the team works: salts and roll-ups go by it. */
export function companyDay(at: Date): string {
  return dayFormat.format(at);
}

/** The day `days` calendar days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
