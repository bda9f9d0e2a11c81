import { subpage } from './subpage';

/** /termin: hero and the scheduling widget for 30-minute meetings (the call to action). */
export const bookingPage = subpage('booking', [], { titleKey: 'cta.title', contentKey: 'cta.content', form: 'scheduler' });

/** The /termin variant that promises the free 30-minute strategy session, at /termin/strategie (docs/decisions/010). */
export const strategySessionPage = subpage('strategySession', [], bookingPage.callback);

/** The hosted booking page (SCHEDULER_URL), read when pages are built; a reserved example domain by default. */
export function schedulerUrl(): string {
  const configured = process.env.SCHEDULER_URL?.trim();
  if (!configured) return 'https://cal.example.com/aitheria/30min';
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    throw new Error('SCHEDULER_URL must be an https:// address');
  return url.toString();
}
