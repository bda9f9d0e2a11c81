import { isCleanText, normaliseText } from '@/lib/schemas/text';
import { MAX_SEARCH_LENGTH } from './lead-filter';

/** Where an address stands: confirmed and not unsubscribed since; signed up and waiting for the confirmation; or off the list. */
export const subscriberStates = ['subscribed', 'pending', 'unsubscribed'] as const;
export type SubscriberState = (typeof subscriberStates)[number];

/** What the subscriber list shows (query string of /inbox/newsletter and of its CSV export). */
export type SubscriberFilter = { state?: SubscriberState; q?: string };

type Query = Record<string, string | string[] | undefined> | URLSearchParams;
const read = (query: Query, key: string) => {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The filter of a query string; `invalid` when the search held control characters (the page says so, the export refuses). */
export function readSubscriberFilter(query: Query): { filter: SubscriberFilter; invalid: boolean } {
  const state = read(query, 'state');
  const search = read(query, 'q');
  const invalid = search !== undefined && !isCleanText(search, 'line');
  return {
    filter: {
      state: (subscriberStates as readonly string[]).includes(state ?? '') ? (state as SubscriberState) : undefined,
      q: search !== undefined && !invalid ? normaliseText(search).slice(0, MAX_SEARCH_LENGTH).toLowerCase() || undefined : undefined,
    },
    invalid,
  };
}
